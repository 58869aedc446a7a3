#!/usr/bin/env python3
# check-cli.py: casefile-cli explain, advise and bench as a user runs them.
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


def run(*args, stdin=None):
    return subprocess.run([cli, *args], capture_output=True, text=True, input=stdin)


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

r = run('frobnicate')
check('an unknown command exits 2', r.returncode == 2 and 'unknown command' in r.stderr, r.stderr)

print(f'1..{len(results)}')
for n, (name, ok, detail) in enumerate(results, 1):
    print(f'{"ok" if ok else "not ok"} {n} - {name}')
    if not ok:
        for line in detail.splitlines()[:10]:
            print(f'# {line}')
sys.exit(0 if all(ok for _, ok, _ in results) else 1)
