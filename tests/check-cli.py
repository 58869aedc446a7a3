#!/usr/bin/env python3
# check-cli.py: casefile-cli explain, advise, bench and reach as a user runs them.
#
# Copyright 2026 The Casefile developers
# SPDX-License-Identifier: GPL-3.0-or-later

import json
import os
import pathlib
import subprocess
import sys

cli = os.environ['CASEFILE_CLI']
examples = pathlib.Path(sys.argv[1])
results = []


def run(*args, stdin=None, timeout=60):
    try:
        return subprocess.run([cli, *args], capture_output=True, text=True, input=stdin,
                              timeout=timeout, errors='replace')
    except subprocess.TimeoutExpired:
        return subprocess.CompletedProcess(args, -1, '', f'timed out after {timeout} s')


def check(name, condition, detail=''):
    results.append((name, bool(condition), detail))


r = run('explain', str(examples / '004.log.json'), 'peacock', 'Player 2')
check('explain names the only card a refuter could have shown',
      r.returncode == 0 and 'the only card Player 2 could have shown in entry 29' in r.stdout
      and 'Entry 33:' in r.stdout, r.stdout + r.stderr)

r = run('explain', str(examples / '004.log.json'), 'knife', '0')
check('explain by player number', r.returncode == 0 and 'showed it to you in entry 7' in r.stdout, r.stdout)

r = run('explain', str(examples / '000.log.json'), 'red', '2')
check('explain a full hand', r.returncode == 0 and 'Your hand is full.' in r.stdout, r.stdout)

r = run('explain', str(examples / '000.log.json'), 'red', 'envelope')
check('explain a maybe cell says so', r.returncode == 0 and 'maybe' in r.stdout, r.stdout)

r = run('explain', str(examples / '000.log.json'), 'dagger', 'envelope')
check('explain an unknown card fails with one line', r.returncode == 2 and len(r.stderr.splitlines()) == 1, r.stderr)

r = run('explain', str(examples / 'bad-c1-reveal-my-card.log.json'), 'rope', '0')
check('explain a contradictory log exits 1', r.returncode == 1 and 'events[5]' in r.stderr, r.stderr)

r = run('advise', str(examples / '005.log.json'), '--room', 'hall', '--top', '3', '--json')
ok = r.returncode == 0
if ok:
    data = json.loads(r.stdout)
    ranked = data['suggestions']
    ok = (len(ranked) == 3 and all(s['cards'][2] == 'hall' for s in ranked)
          and ranked[0]['expected_bits'] >= ranked[1]['expected_bits'] >= ranked[2]['expected_bits']
          and 0 < ranked[0]['expected_bits'] <= data['entropy'])
check('advise ranks suggestions in a room', ok, r.stdout + r.stderr)

ok = (r.returncode == 0 and json.loads(r.stdout)['exact'] is True
      and all('expected_bits_margin' not in s for s in json.loads(r.stdout)['suggestions']))
check('exact advice says so, with no margin', ok, r.stdout + r.stderr)

# Too many outcomes to count: sampled, labelled, and the same every time
r = run('advise', str(examples / '003.log.json'), '--seat', '0', '--top', '5', '--json')
again = run('advise', str(examples / '003.log.json'), '--seat', '0', '--top', '5', '--json')
ok = r.returncode == 0
if ok:
    data = json.loads(r.stdout)
    ok = (data['exact'] is False and len(data['suggestions']) == 5
          and all(s['expected_bits_margin'] > 0 for s in data['suggestions'])
          and r.stdout == again.stdout)
check('sampled advice says so, with a margin, the same every time', ok, r.stdout + r.stderr)
r = run('advise', str(examples / '003.log.json'), '--seat', '0', '--top', '1')
check('sampled advice is labelled in words',
      r.returncode == 0 and 'sampled' in r.stdout and '±' in r.stdout, r.stdout + r.stderr)

r = run('advise', str(examples / '003.log.json'))
check('advise needs a seat for an onlooker log', r.returncode == 2 and '--seat' in r.stderr, r.stderr)

r = run('advise', str(examples / '005.log.json'), '--room', 'knife')
check('advise refuses a room that is not a room', r.returncode == 2, r.stderr)

r = run('bench', '--logs', '20', '--processes', '3', '--json')
ok = r.returncode == 0
if ok:
    data = json.loads(r.stdout)
    ok = (data['deduce_in_process']['runs'] == 20 and data['deduce_whole_process']['runs'] == 3
          and data['deduce_in_process']['p95_ms'] <= data['deduce_in_process']['max_ms'])
check('bench prints its figures', ok, r.stdout + r.stderr)

def reach(*args):
    r = run('reach', *args)
    try:
        return r, json.loads(r.stdout) if r.returncode == 0 else None
    except json.JSONDecodeError:
        return r, None


r, data = reach('--edition', 'classic', '--from', '7,24', '--roll', '1')
check('reach: one step from Miss Scarlet\'s start', data == {'squares': [[7, 23]], 'rooms': []}, r.stdout + r.stderr)

r, data = reach('--from', 'kitchen', '--roll', '1')
check('reach: one step out of the Kitchen is its door', data == {'squares': [[4, 7]], 'rooms': []}, r.stdout + r.stderr)

r, data = reach('--from', '4,8', '--roll', '2')
check('reach: a room entered with steps to spare',
      data == {'squares': [[3, 7], [5, 7], [2, 8], [6, 8], [5, 9]], 'rooms': ['kitchen']}, r.stdout + r.stderr)

r, data = reach('--from', '4,8', '--roll', '2', '--occupied', '4,7')
check('reach: a blocked door cannot be entered',
      data is not None and data['rooms'] == [] and [4, 7] not in data['squares'], r.stdout + r.stderr)

r, data = reach('--from', 'kitchen', '--roll', '6', '--occupied', '4,7')
check('reach: a room whose door is blocked is a trap', data == {'squares': [], 'rooms': []}, r.stdout + r.stderr)

r, data = reach('--edition', 'classic-2022', '--from', 'ballroom', '--roll', '12')
check('reach: two dice\' worth, never back into the start room',
      data is not None and 'ballroom' not in data['rooms'] and len(data['squares']) > 20
      and data['squares'] == sorted(data['squares'], key=lambda s: (s[1], s[0])), r.stdout + r.stderr)

r, data = reach('--edition', 'simple-18', '--from', '5,17', '--roll', '2')
check('reach: the 18 × 18 board, from Miss Scarlet\'s start into the Hall',
      data == {'squares': [[5, 15]], 'rooms': ['hall']}, r.stdout + r.stderr)

for args, what in ((('--from', '7,24', '--roll', '0'), 'a roll of 0'),
                   (('--from', '7,24', '--roll', '13'), 'a roll of 13'),
                   (('--edition', 'nope', '--from', '7,24', '--roll', '2'), 'an unknown edition'),
                   (('--edition', 'discover-the-secrets', '--from', 'hall', '--roll', '25'), 'a roll of 25 on the 2008 board'),
                   (('--edition', 'simple-18', '--from', '5,17', '--roll', '7'), 'a roll of 7 with one die'),
                   (('--from', '7,24', '--roll', '7'), 'a roll of 7 on the classic board (one die)'),
                   (('--from', '4,8\n', '--roll', '2'), 'a square with a newline after it'),
                   (('--from', '4,8x', '--roll', '2'), 'a square with more after it'),
                   (('--from', '4,\t8', '--roll', '2'), 'a square with a tab in it'),
                   (('--from', '12,12', '--roll', '2'), 'a start on the centre'),
                   (('--edition', 'simple-18', '--from', '8,8', '--roll', '2'), 'a start on the closed stairwell'),
                   (('--from', 'knife', '--roll', '2'), 'a start that is no place'),
                   (('--from', '7,24', '--roll', '2', '--occupied', '24,0'), 'a token off the board'),
                   (('--from', '7,24', '--roll', '2', '--occupied', 'hall'), 'a token "occupying" a room'),
                   (('--from', '7,24', '--roll', '2', '--occupied', '7,24'), 'a start under another token'),
                   (('--roll', '2',), 'no --from')):
    r = run('reach', *args)
    check(f'reach refuses {what} with one line, exit 2',
          r.returncode == 2 and r.stdout == '' and len(r.stderr.splitlines()) == 1, r.stdout + r.stderr)

# Discover the Secrets moves by its own rules: a "?" square ends the move
# ("STOP MOVING"), the pool is entered like a room, and two Keepers that
# add six take a roll of two dice to 24.
r, data = reach('--edition', 'discover-the-secrets', '--from', '7,2', '--roll', '2')
check('reach: a "?" square stops the move (Discover the Secrets)',
      data is not None and [7, 3] in data['squares'] and [7, 4] not in data['squares']
      and 'patio' not in data['rooms'], r.stdout + r.stderr)
r, data = reach('--edition', 'discover-the-secrets', '--from', '11,8', '--roll', '1')
check('reach: the pool is listed when a move can enter it',
      data == {'squares': [[10, 8], [12, 8], [11, 7]], 'rooms': ['pool']} or
      (data is not None and data['rooms'] == ['pool']), r.stdout + r.stderr)
r, data = reach('--edition', 'discover-the-secrets', '--from', 'pool', '--roll', '24')
check('reach: a roll of 24 with two Keepers that add six',
      data is not None and len(data['squares']) > 50, r.stdout + r.stderr)
r, data = reach('--from', ' 4 , 8 ', '--roll', '2')
check('reach: spaces around a square\'s numbers are allowed', data is not None, r.stdout + r.stderr)

# Every message one line, whatever it quotes from the command line
for args, what in ((('--edition', 'no\npe', '--from', '7,24', '--roll', '2'), 'an edition'),
                   (('--from', 'ha\nll', '--roll', '2'), 'a start'),
                   (('--from', '7,24', '--roll', '2', '--occupied', '7,2\n3'), 'an occupied square'),
                   (('--from', 'kitchen', '--roll', '2', '--entered-by', '4,\n7'), 'a door'),
                   (('--from', '7,24', '--roll', '2\n'), 'a roll')):
    r = run('reach', *args)
    check(f'reach echoes {what} on one line',
          r.returncode == 2 and len(r.stderr.splitlines()) == 1 and '\\n' in r.stderr, r.stderr)

r = run('reach', '--help')
check('reach --help', r.returncode == 0 and '--occupied' in r.stdout, r.stdout + r.stderr)

# Files that are not case logs at all: a clear line and exit 2, at once.
import tempfile
scratch = pathlib.Path(tempfile.mkdtemp(prefix='casefile-cli-'))

r = run('deduce', '/dev/zero', timeout=20)
check('deduce /dev/zero stops at the limit', r.returncode == 2 and 'larger than 16 MiB' in r.stderr
      and len(r.stderr.splitlines()) == 1, r.stderr)

fifo = scratch / 'pipe'
os.mkfifo(fifo)
r = run('deduce', str(fifo), timeout=20)
check('deduce a pipe nobody writes to does not wait', r.returncode == 2 and 'empty' in r.stderr, r.stderr)

r = run('deduce', '-', stdin='[' * 100000 + ']' * 100000)
check('deduce deeply nested JSON: a message, not a crash',
      r.returncode == 2 and 'nested too deeply' in r.stderr and len(r.stderr.splitlines()) == 1, r.stderr)

valid = (examples / '000.log.json').read_text()
for text, what in ((valid.replace('{', '{ /* note */', 1), 'a C comment'),
                   (valid + valid, 'two documents'),
                   (valid.replace('"version": 1', '"version": 0x1'), 'a hex number'),
                   (valid.replace('"version": 1', '"version": $1'), 'a $1 number')):
    r = run('deduce', '-', stdin=text)
    check(f'deduce refuses {what}', r.returncode == 2 and 'not valid JSON: line' in r.stderr
          and r.stdout == '', r.stderr)

odd = scratch / 'two\nlines.json'
odd.write_text('{')
r = run('deduce', str(odd))
check('an error about a file with a newline in its name is one line',
      r.returncode == 2 and len(r.stderr.splitlines()) == 1, r.stderr)

r = run('deduce', str(scratch / 'absent\n.json'))
check('a missing file is one line', r.returncode == 2 and len(r.stderr.splitlines()) == 1, r.stderr)

r = run('explain', str(examples / 'bad-c1-reveal-my-card.log.json'), 'dagger\nx', '0')
check('explain checks the card before deducing, and echoes it on one line',
      r.returncode == 2 and 'unknown card “dagger\\nx”' in r.stderr
      and len(r.stderr.splitlines()) == 1, r.stderr)

# A contradiction names the event on one line, whatever the players' names hold
bad = json.loads((examples / 'bad-c1-reveal-my-card.log.json').read_text())
for player in bad['players']:
    player['name'] += '\nx'
r = run('deduce', '-', stdin=json.dumps(bad))
check('deduce: a contradiction is one line though names hold newlines',
      r.returncode == 1 and len(r.stderr.splitlines()) == 1 and 'events[5]' in r.stderr
      and '\\nx' in r.stderr, r.stderr)
r = run('explain', '-', 'rope', '0', stdin=json.dumps(bad))
check('explain: a contradiction is one line though names hold newlines',
      r.returncode == 1 and len(r.stderr.splitlines()) == 1, r.stderr)
named = json.loads((examples / '004.log.json').read_text())
named['players'][1]['name'] = 'Player\n2'
r = run('explain', '-', 'peacock', '1', stdin=json.dumps(named))
check('explain: every line of the explanation is one line', r.returncode == 0
      and 'Player\\n2' in r.stdout and all(not line.startswith('2') for line in r.stdout.splitlines()),
      r.stdout + r.stderr)
r = run('simulate', '--games', 'x\ny')
check('simulate echoes a bad option on one line', r.returncode != 0
      and len(r.stderr.splitlines()) == 1, r.stderr)
# --no-keepers: Discover the Secrets with the Clocks alone. The same games
# with Keepers draw some; without, none, and the referee finds nothing wrong.
runs = {}
for extra in ([], ['--no-keepers']):
    r = run('simulate', '--edition', 'discover-the-secrets', '--games', '4', '--seed', '3',
            '--json', *extra, timeout=300)
    runs[bool(extra)] = (r, json.loads(r.stdout) if r.returncode == 0 else None)
(with_r, with_keepers), (without_r, without_keepers) = runs[False], runs[True]
check('simulate draws Keepers in Discover the Secrets',
      with_keepers is not None and with_keepers['keepers_mean'] > 0
      and with_keepers['violations'] == 0, with_r.stdout + with_r.stderr)
check('simulate --no-keepers plays with the Clocks alone, refereed',
      without_keepers is not None and without_keepers['keepers_mean'] == 0
      and without_keepers['clocks_mean'] > 0 and without_keepers['violations'] == 0
      and len(without_keepers['seats']) == 6, without_r.stdout + without_r.stderr)
r = run('simulate', '--help')
check('simulate --help lists --no-keepers', r.returncode == 0 and '--no-keepers' in r.stdout,
      r.stdout + r.stderr)
r = run('simulate', '--games', '3', '--seats', 'master,detective,beginner', '--json')
ok = r.returncode == 0
if ok:
    seats = json.loads(r.stdout)['seats']
    ok = (len(seats) == 3 and all(s['decisions'] > 0 and 0 <= s['ms_per_decision'] <= s['ms_max']
                                  for s in seats)
          and seats[0]['ms_per_decision'] > seats[2]['ms_per_decision'])
check('simulate times each bot: the Master thinks longer than a Beginner', ok,
      r.stdout + r.stderr)
r = run('simulate', '--games', '1', '--seats', 'person,detective,detective', '--json')
check('simulate does not time a game played at the pace of one screen', r.returncode == 0
      and all('decisions' not in s for s in json.loads(r.stdout)['seats']), r.stdout + r.stderr)
r = run('bench', '--family', 'x\ny')
check('bench echoes an unknown family on one line', r.returncode != 0
      and len(r.stderr.splitlines()) == 1, r.stderr)

r = run('frobnicate')
check('an unknown command exits 2', r.returncode == 2 and 'unknown command' in r.stderr, r.stderr)

print(f'1..{len(results)}')
for n, (name, ok, detail) in enumerate(results, 1):
    print(f'{"ok" if ok else "not ok"} {n} - {name}')
    if not ok:
        for line in detail.splitlines()[:10]:
            print(f'# {line}')
sys.exit(0 if all(ok for _, ok, _ in results) else 1)
