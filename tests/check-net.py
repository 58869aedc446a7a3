#!/usr/bin/env python3
# check-net.py: games across computers on the loopback: casefile-cli host
# and join as people run them, hostile clients, a seat lost and taken back,
# and what reaches a seat checked against the deal.
#
# Copyright 2026 The Casefile developers
# SPDX-License-Identifier: GPL-3.0-or-later

import base64
import faulthandler
import json
import os
import socket
import signal
import ssl
import struct
import subprocess
import sys
import tempfile
import time

import casefile_net

cli = os.environ['CASEFILE_CLI']
# Under LeakSanitizer, whole stacks: tests/lsan.supp names libsoup's frames,
# which a fast unwind through GLib never reaches
if 'detect_leaks=1' in os.environ.get('ASAN_OPTIONS', '') and \
        'fast_unwind_on_malloc=0' not in os.environ['ASAN_OPTIONS']:
    os.environ['ASAN_OPTIONS'] += ':fast_unwind_on_malloc=0'
# Killed by meson's time-out: say where it waited
faulthandler.register(signal.SIGTERM)
results = []
tmp = tempfile.mkdtemp(prefix='casefile-net-')


def check(name, condition, detail=''):
    results.append((name, bool(condition), detail))


def Host(*args, env=None):
    return casefile_net.Host(cli, tmp, *args, env=env)


def join(host, *args, code=None, env=None):
    return subprocess.Popen([cli, 'join', host.where, '--code', code or host.code, *args],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)


def language(lang):
    return dict(os.environ, LANGUAGE=lang, LANG='C.UTF-8', LC_ALL='C.UTF-8')


finish = casefile_net.finish


# ---------------------------------------------------------------- a raw client

class Raw:
    """A WebSocket client that sends whatever it is told to"""

    def __init__(self, port):
        context = ssl.create_default_context()
        context.check_hostname = False
        context.verify_mode = ssl.CERT_NONE
        self.sock = context.wrap_socket(socket.create_connection(('127.0.0.1', port), timeout=5))
        key = base64.b64encode(os.urandom(16)).decode()
        self.sock.sendall((f'GET /casefile HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n'
                           'Upgrade: websocket\r\nConnection: Upgrade\r\n'
                           f'Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n')
                          .encode())
        head = b''
        while b'\r\n\r\n' not in head:
            chunk = self.sock.recv(1)
            if not chunk:
                raise ConnectionError('closed during the handshake')
            head += chunk
        assert b' 101 ' in head.split(b'\r\n')[0], head

    def send(self, payload, opcode=1):
        if isinstance(payload, str):
            payload = payload.encode()
        mask = os.urandom(4)
        n = len(payload)
        header = bytes([0x80 | opcode])
        if n < 126:
            header += bytes([0x80 | n])
        elif n < 65536:
            header += bytes([0x80 | 126]) + struct.pack('>H', n)
        else:
            header += bytes([0x80 | 127]) + struct.pack('>Q', n)
        masked = bytes(b ^ mask[i % 4] for i, b in enumerate(payload))
        try:
            self.sock.sendall(header + mask + masked)
        except OSError:
            pass

    def _exact(self, n):
        data = b''
        while len(data) < n:
            chunk = self.sock.recv(n - len(data))
            if not chunk:
                raise ConnectionError('closed')
            data += chunk
        return data

    def frames(self, seconds=5):
        """Every text frame until the host closes (or @seconds pass), and
        whether it closed"""
        texts, end = [], time.monotonic() + seconds
        try:
            while time.monotonic() < end:
                self.sock.settimeout(max(0.05, end - time.monotonic()))
                b0, b1 = self._exact(2)
                n = b1 & 0x7f
                if n == 126:
                    n = struct.unpack('>H', self._exact(2))[0]
                elif n == 127:
                    n = struct.unpack('>Q', self._exact(8))[0]
                payload = self._exact(n)
                if b0 & 0x0f == 8:
                    return texts, True
                if b0 & 0x0f == 1:
                    texts.append(json.loads(payload))
        except (ConnectionError, ssl.SSLError, OSError):
            return texts, True
        return texts, False


# ---------------------------------------------------------------- what reaches a seat

def spy_findings(lines, seat, hands, envelope):
    """Held cards a seat was sent that it may not know: the rule of
    docs/network.md, checked against the deal"""
    problems = []
    mine = set(hands[seat])
    for line in lines:
        message = json.loads(line)
        if message['type'] == 'over':
            continue
        if message['type'] in ('welcome', 'lobby'):
            text = json.dumps(message)
            for s, hand in enumerate(hands):
                for card in hand:
                    if s != seat and f'"{card}"' in text and not any(
                            x['suspect'] == card for x in message['seats']):
                        problems.append(f'{message["type"]} names {card} of seat {s}')
            continue
        if message['type'] != 'decide':
            continue
        view = message['view']
        log = view['case_log']
        if set(log['my_cards']) != mine:
            problems.append(f'my_cards {log["my_cards"]} is not the hand {sorted(mine)}')
        for card in view.get('show', []):
            if card not in mine:
                problems.append(f'asked to show {card}, not in the hand')
        problems += shown_findings(log, seat, hands, envelope)
    return problems


def shown_findings(log, seat, hands, envelope):
    """Cards a seat's case log says were shown, that it may not know"""
    problems = []
    mine = set(hands[seat])
    for event in log['events']:
        shown = event.get('shown')
        if shown is None:
            continue
        suggester, refuter = event.get('suggester'), event.get('refuter')
        if shown in envelope:
            problems.append(f'the envelope card {shown} was told as shown')
        elif suggester == seat:
            if refuter is None or shown not in hands[refuter]:
                problems.append(f'{shown} told as shown by seat {refuter}, who does not hold it')
        elif refuter == seat:
            if shown not in mine:
                problems.append(f'{shown} told as shown by this seat, not in its hand')
        else:
            problems.append(f'{shown}, shown by seat {refuter} to seat {suggester}, '
                            f'reached seat {seat}')
    return problems


def table_findings(lines, seat, hands, envelope):
    """What a seat played in a window (join --table) was sent that it may
    not know: every card it has not seen is null in its copies of the game
    until the end, and the signals relayed are its own"""
    problems = []
    copies = 0
    for line in lines:
        message = json.loads(line)
        if message['type'] != 'table':
            continue
        game = message['game']
        for signal in message['signals']:
            args = signal['args']
            if signal['signal'] == 'card-shown' and seat not in args[:2]:
                problems.append(f'the card shown by seat {args[0]} to seat {args[1]} reached it')
            if signal['signal'] in ('intrigue-drawn', 'keeper-played') and args[0] != seat:
                problems.append(f'{signal["signal"]} of seat {args[0]} reached it')
        if game['phase'] == 'over':
            continue
        copies += 1
        secrets = game.get('intrigue', {}).get('seats', [])
        murdered = {i for i, x in enumerate(secrets) if x.get('murdered')}
        for i, other in enumerate(game['seats']):
            if i == seat:
                if sorted(map(str, other['hand'])) != sorted(hands[seat]):
                    problems.append(f'its hand {other["hand"]} is not {sorted(hands[seat])}')
                continue
            if 'marks' in other:
                problems.append(f'the marks of seat {i} reached it')
            if i not in murdered and any(c is not None for c in other['hand']):
                problems.append(f'the hand of seat {i} reached it: {other["hand"]}')
            if game['logs'][i] is not None:
                problems.append(f'the case log of seat {i} reached it')
        out_wrong = game['seats'][seat]['out'] and seat not in murdered
        if not out_wrong and any(c is not None for c in game['envelope']):
            problems.append(f'the envelope reached it: {game["envelope"]}')
        seen = secrets[seat]['pool_seen'] if secrets else 0
        for p, card in enumerate(game.get('pool', [])):
            if card is not None and not seen & (1 << p):
                problems.append(f'pool card {p} ({card}) reached it unseen')
        if game['logs'][seat] is None:
            problems.append('its own case log did not come')
        else:
            problems += shown_findings(game['logs'][seat], seat, hands, envelope)
    if copies == 0:
        problems.append('no copy of the game came')
    return problems


# ---------------------------------------------------------------- whole games

editions = ['classic', 'classic-1949', 'classic-2022', 'discover-the-secrets', 'simple-18']
for n, edition in enumerate(editions):
    # Six remote seats answered at once by bots: the fastest pace a host
    # sees, which must not look like a flood
    host = Host('--edition', edition, '--seats', 'remote,remote,remote,remote,remote,remote',
                '--seed', str(40 + n))
    spy_file = os.path.join(tmp, f'spy-{edition}.txt')
    table_file = os.path.join(tmp, f'spy-table-{edition}.txt')
    levels = ['master', 'detective', 'beginner', 'detective', 'master', 'detective']
    # The second plays as the window does, through its copies of the game
    joiners = [join(host, '--bot', levels[i], '--seed', str(i + 1), '--name', f'P{i}',
                    *(['--record', spy_file] if i == 0 else []),
                    *(['--table', '--record', table_file] if i == 1 else []))
               for i in range(6)]
    outcome = [finish(p) for p in joiners]
    result, rc = host.result()
    check(f'{edition}: seven processes play a whole game, 0 violations',
          rc == 0 and result is not None and result['violations'] == 0
          and all(o[0] == 0 and o[1].startswith('Game over') for o in outcome),
          f'host rc {rc}: {result} {host.stderr()[-400:]} | '
          + ' | '.join(f'{o[0]} {o[1]} {o[2][-200:]}' for o in outcome))
    if result is not None and 'hands' in result:
        with open(spy_file) as f:
            lines = [x for x in f.read().split('\n') if x]
        seat = json.loads(lines[0])['seat']
        problems = spy_findings(lines, seat, result['hands'], result['envelope'])
        decides = sum(1 for x in lines if '"type":"decide"' in x)
        check(f'{edition}: nothing of another seat reaches a seat ({decides} decisions)',
              decides > 0 and not problems, '; '.join(problems[:5]))
        # The check itself sees a leak: the same messages judged as another
        # seat's are full of cards that seat may not know
        check(f'{edition}: the privacy check finds a leak when there is one',
              spy_findings(lines, (seat + 1) % 6, result['hands'], result['envelope']))
        with open(table_file) as f:
            lines = [x for x in f.read().split('\n') if x]
        seat = json.loads(lines[0])['seat']
        problems = table_findings(lines, seat, result['hands'], result['envelope'])
        copies = sum(1 for x in lines if '"type":"table"' in x)
        check(f'{edition}: nothing of another seat reaches a window\'s seat ({copies} copies)',
              copies > 0 and not problems, '; '.join(problems[:5]))
        check(f'{edition}: the window\'s privacy check finds a leak when there is one',
              table_findings(lines, (seat + 1) % 6, result['hands'], result['envelope']))

# ---------------------------------------------------------------- codes and seats

# A host in German: each joiner says why in its own language
host = Host('--seats', 'remote,remote,detective', '--code', 'K7QX9', env=language('de'))
r = finish(join(host, code='ZZZZZ-' + host.code.split('-')[1]), 30)
check('a wrong code exits 2 with one line', r[0] == 2 and r[2].count('\n') == 1
      and 'Wrong code' in r[2], r)
r = finish(join(host, code='ZZZZZ-' + host.code.split('-')[1], env=language('fr')), 30)
check('the joiner says why in its own language, not the host\'s',
      r[0] == 2 and 'Code erroné' in r[2] and 'Falscher' not in r[2], r)
r = finish(join(host, code='K7QX9-0000'), 30)
check('a code whose pin is not the host\'s exits 2: the host is not the one named',
      r[0] == 2 and 'not the one' in r[2], r)
r = finish(join(host, code='k7qx9'), 1)  # no pin: connects (warned), then waits for a seat
first = join(host, '--name', 'Ann')
time.sleep(1)
second = join(host, '--name', 'Bob')
r1, r2 = finish(first), finish(second)
result, rc = host.result()
check('two joiners fill the remote seats and the game is played',
      rc == 0 and result['violations'] == 0 and r1[0] == 0 and r2[0] == 0, (r1, r2, result))

# A seat chosen by its suspect; a seat that is not free is refused
host = Host('--seats', 'remote,remote,detective', '--code', 'K7QX9')
mustard = join(host, '--seat', 'mustard', '--record', os.path.join(tmp, 'mustard.txt'))
time.sleep(1)
taken = finish(join(host, '--seat', 'mustard'), 30)
check('a seat asked for that is not free exits 2 with one line saying so',
      taken[0] == 2 and taken[2].count('\n') == 1 and 'not free' in taken[2], taken)
nobody = finish(join(host, '--seat', 'plum'), 30)
check('a suspect nobody plays is not a free seat either', nobody[0] == 2, nobody)
other = join(host)
r_mustard, r_other = finish(mustard), finish(other)
result, rc = host.result()
with open(os.path.join(tmp, 'mustard.txt')) as f:
    welcome = json.loads(f.readline())
check('--seat mustard takes Colonel Mustard\'s seat, and the game is played',
      welcome['seat'] == 1 and rc == 0 and r_mustard[0] == 0 and r_other[0] == 0,
      (welcome.get('seat'), r_mustard, r_other))

host = Host('--seats', 'remote,detective,detective', '--code', 'K7QX9')
first = join(host)
full = None
time.sleep(0.5)
full = finish(join(host), 30)
check('a game with every seat taken (or over) exits 2 with one line',
      full[0] == 2 and full[2].count('\n') == 1, full)
finish(first)
host.result()

# ---------------------------------------------------------------- hostile clients

host = Host('--seats', 'remote,detective,detective', '--hello-timeout', '1')
raws = {}
reasons = {}
for name, payload, opcode, reason in [
        ('not JSON', 'this is not json', 1, 'bad-message'),
        ('JSON but no type', '{"hello": 1}', 1, 'bad-message'),
        ('binary', b'\x00\x01\x02', 2, None),
        ('an act before hello', '{"type": "act", "n": 0}', 1, 'hello-first'),
        ('a hello without a code', '{"type": "hello", "protocol": 2}', 1, 'bad-hello'),
        ('a hello of another protocol', '{"type": "hello", "protocol": 7, "code": "A"}', 1,
         'wrong-protocol'),
        ('oversized', '{"type": "hello", "code": "' + 'A' * 100000 + '"}', 1, None),
        ('deep', '[' * 60000, 1, 'bad-message')]:
    raw = Raw(host.port)
    raw.send(payload, opcode)
    raws[name] = raw
    reasons[name] = reason
for name, raw in raws.items():
    texts, closed = raw.frames(5)
    goodbyes = [t for t in texts if t.get('type') == 'goodbye']
    check(f'a client sending {name} is closed, with a reason when it can be given',
          closed and (reasons[name] is None or
                      (goodbyes and goodbyes[-1].get('reason') == reasons[name])),
          f'{texts} closed={closed}')
    if reasons[name] in ('bad-message', 'bad-hello'):
        check(f'the reason for {name} has a detail', goodbyes and goodbyes[-1].get('detail'),
              goodbyes)
silent = Raw(host.port)
t0 = time.monotonic()
texts, closed = silent.frames(6)
check('a client that says nothing is closed after the hello timeout',
      closed and time.monotonic() - t0 < 5 and texts and texts[-1].get('reason') == 'no-hello',
      f'{texts} closed={closed}')
flood = Raw(host.port)
for i in range(300):
    flood.send('{"type": "ping"}')
texts, closed = flood.frames(5)
# Unknown messages, each refused: the refusals or the rate stop it first
check('a client that floods is closed',
      closed and any(t.get('reason') in ('too-many-messages', 'too-many-refused')
                     for t in texts),
      f'{texts[-2:]} closed={closed}')
guesser_results = []
for i in range(7):
    g = Raw(host.port)
    g.send(json.dumps({'type': 'hello', 'protocol': 2, 'code': f'AAAA{i}'}))
    texts, closed = g.frames(3)
    guesser_results.append(texts[-1].get('reason') if texts else None)
check('wrong codes from one address lock it out after five',
      guesser_results[:5] == ['wrong-code'] * 5 and guesser_results[5:] == ['locked-out'] * 2,
      guesser_results)
# The lockout is per address: a joiner on 127.0.0.1 waits it out; the game
# is still there, and playable, after all that
out_of_turn = Raw(host.port)
check('the host is still up after the hostile clients', host.proc.poll() is None, host.stderr())
host.proc.kill()

host = Host('--seats', 'remote,remote,detective')
raw = Raw(host.port)
raw.send(json.dumps({'type': 'hello', 'protocol': 2, 'code': host.code, 'name': 'Raw'}))
texts, _ = raw.frames(1)
welcome = [t for t in texts if t['type'] == 'welcome']
raw.send(json.dumps({'type': 'act', 'n': 0, 'action': {'kind': 'end-turn'}}))
texts, _ = raw.frames(1)
check('an action before the game is dealt is refused, and the seat kept',
      welcome and any(t.get('reason') == 'not-playing' for t in texts), texts)
raw.send(json.dumps({'type': 'hello', 'protocol': 2, 'code': host.code}))
raw.send(json.dumps({'type': 'ping'}))
texts, _ = raw.frames(1)
check('a second hello and an unknown message are refused',
      [t.get('reason') for t in texts if t['type'] == 'refused']
      == ['already-seated', 'unknown-message'], texts)
other = join(host)
texts, closed = raw.frames(3)
decide = [t for t in texts if t['type'] == 'decide']
mine = welcome[0]['seat'] if welcome else -1
refusals = []
expected = ['stale', 'bad-act', 'bad-action', 'bad-action', 'bad-action', 'bad-action',
            'illegal-action']
if decide:
    n = decide[0]['n']
    for bad in [{'n': n + 7, 'action': {'kind': 'end-turn'}},
                {'n': n},
                {'n': n, 'action': {'kind': 'fly'}},
                {'n': n, 'action': {'kind': 'move', 'place': '99,99'}},
                {'n': n, 'action': 'end-turn'},
                {'n': n, 'action': {'kind': 'accuse', 'cards': ['rope', 'rope', 'rope']}},
                {'n': n, 'action': {'kind': 'show', 'card': 'rope'}}]:
        raw.send(json.dumps({'type': 'act', **bad}))
        got, _ = raw.frames(1)
        refusals.append([(t.get('reason'), t.get('detail')) for t in got
                         if t['type'] == 'refused'])
check('bad or stale actions are refused with a reason each, and nothing changes',
      [r[0][0] if len(r) == 1 else r for r in refusals] == expected
      and all(r[0][1] for r in refusals if r[0][0] != 'stale'), refusals)
raw.sock.close()
# The raw seat is away once the host has seen the connection go (a hello
# before that finds every seat taken); a joiner comes back into it
time.sleep(1.0)
back = finish(join(host, '--name', 'Back'))
r_other = finish(other)
result, rc = host.result()
check('a seat whose connection dropped is taken back, and the game ends with 0 violations',
      rc == 0 and result['violations'] == 0 and back[0] == 0 and r_other[0] == 0,
      (back, r_other, result))

# ---------------------------------------------------------------- killed mid-game

host = Host('--seats', 'remote,remote,detective,remote', '--seed', '9')
a = join(host, '--leave-after', '3', '--name', 'Gone')
b = join(host, '--seed', '2')
c = join(host, '--seed', '3')
ra = finish(a, 60)
again = finish(join(host, '--name', 'Again', '--seed', '5'))
rb, rc_ = finish(b), finish(c)
result, rc = host.result()
check('a client killed mid-game comes back into its seat and the game ends, 0 violations',
      ra[0] == 3 and again[0] == 0 and rb[0] == 0 and rc_[0] == 0 and rc == 0
      and result['violations'] == 0, (ra, again, rb, rc_, result))

# ---------------------------------------------------------------- host stopped and resumed

def free_port():
    with socket.socket() as sock:
        sock.bind(('127.0.0.1', 0))
        return sock.getsockname()[1]


port = free_port()
save = os.path.join(tmp, 'hosted.json')
host = Host('--seats', 'remote,remote,detective', '--save', save, '--port', str(port), '--seed', '4')
stays = join(host, '--retry', '60', '--seed', '2', '--name', 'Stays')
# The other seat vanishes at its fourth decision: the game waits for it
gone = join(host, '--leave-after', '4', '--name', 'Gone')
gone_result = finish(gone, 60)
time.sleep(0.5)
saved_before = json.load(open(save)) if os.path.exists(save) else None
host.proc.kill()
host.proc.wait()
mode = oct(os.stat(save).st_mode & 0o777) if os.path.exists(save) else None
check('a hosted game is saved as it goes, readable by its owner only',
      saved_before is not None and saved_before.get('format') == 'casefile-hosted-game'
      and mode == '0o600', (mode, str(saved_before)[:200]))
resumed = Host('--resume', save, '--port', str(port))
check('the resumed host has the same code', resumed.code == host.code, (resumed.code, host.code))
back = join(resumed, '--name', 'Back', '--seed', '7')
rs, rb = finish(stays), finish(back)
result, rc = resumed.result()
check('a host stopped mid-game resumes; the players come back and the game ends, 0 violations',
      gone_result[0] == 3 and rs[0] == 0 and rb[0] == 0 and rc == 0 and result is not None
      and result['violations'] == 0, (gone_result, rs, rb, rc, result, resumed.stderr()[-300:]))
r = subprocess.run([cli, 'host', '--resume', os.path.join(tmp, 'nothing.json'), '--port', '0'],
                   capture_output=True, text=True, timeout=30)
check('resuming a file that is not there exits 1 with one line',
      r.returncode == 1 and r.stderr.count('\n') == 1, r)
with open(os.path.join(tmp, 'broken.json'), 'w') as f:
    f.write('{"format": "casefile-hosted-game", "version": 1, "secret": "K7QX9"}')
r = subprocess.run([cli, 'host', '--resume', os.path.join(tmp, 'broken.json'), '--port', '0'],
                   capture_output=True, text=True, timeout=30)
check('resuming a broken file names the place and the problem',
      r.returncode == 1 and 'broken.json' in r.stderr and 'certificate' in r.stderr, r)

print(f'1..{len(results)}')
for i, (name, ok, detail) in enumerate(results, 1):
    print(f'{"ok" if ok else "not ok"} {i} - {name}')
    if not ok and detail:
        print('# ' + str(detail).replace('\n', '\n# ')[:3000])
sys.exit(0 if all(ok for _, ok, _ in results) else 1)
