#!/usr/bin/env python3
# make-net-seeds.py: the seed corpus of fuzz-net-message, from real games
#
#   make-net-seeds.py CASEFILE-CLI DIR
#
# Hosts a classic and a Discover the Secrets game on 127.0.0.1
# (casefile-cli host) with two joiners (casefile-cli join --record), and
# writes to DIR/net-message/: messages a joiner received (welcome, lobby,
# the first decisions, over), the joiner's own messages built from them (a
# hello as casefile-cli join sends it, and acts answering the real
# decisions: each kind of action the views allowed), and the hostile
# messages of tests/check-net.py. One message per file, without a newline.
# The files differ from run to run: the codes and rejoin tokens are new,
# and which joiner takes which seat depends on who connects first.
#
# Copyright 2026 The Casefile developers
# SPDX-License-Identifier: GPL-3.0-or-later

import json
import os
import subprocess
import sys
import tempfile
import time

cli, out = sys.argv[1], os.path.join(sys.argv[2], 'net-message')
os.makedirs(out, exist_ok=True)
scratch = tempfile.mkdtemp(prefix='casefile-net-seeds-')
MAX_SEED = 16 * 1024
written = set()
actions = set()


def write(name, payload):
    if isinstance(payload, (dict, list)):
        payload = json.dumps(payload, ensure_ascii=False, separators=(',', ':'))
    if isinstance(payload, str):
        payload = payload.encode()
    if len(payload) > MAX_SEED or payload in written:
        return
    written.add(payload)
    with open(os.path.join(out, name), 'wb') as f:
        f.write(payload)
    print(f'{out}/{name} ({len(payload)} bytes)')


def acts(view, n):
    """Actions answering a real decision: one of each kind its view allows"""
    found = []
    can = view.get('can', [])
    for kind in ('roll', 'passage', 'end-turn', 'draw'):
        if kind in can:
            found.append({'kind': kind})
    reach = view.get('reach', {})
    for place in reach.get('rooms', [])[:1] + reach.get('squares', [])[:1]:
        found.append({'kind': 'move', 'place': place})
    suspects, weapons = list(view['tokens']), list(view['weapons'])
    rooms = [r for r in view['weapons'].values() if r != 'pool' and ',' not in r]
    if 'suggest' in can:
        found.append({'kind': 'suggest', 'cards': [suspects[n % len(suspects)],
                                                    weapons[n % len(weapons)]]})
    if 'accuse' in can and rooms:
        found.append({'kind': 'accuse', 'cards': [suspects[0], weapons[-1], rooms[0]]})
    for card in view.get('show', [])[:1]:
        found.append({'kind': 'show', 'card': card})
    secrets = view.get('secrets') or {}
    if secrets.get('look') is not None:
        found.append({'kind': 'look', 'position': secrets['look']})
    for keeper in secrets.get('keepers', []):
        action = {'kind': 'keeper', 'keeper': keeper}
        if keeper == 'send-to-start':
            action['suspect'] = secrets.get('send_back') or suspects[0]
        if keeper == 'move-anywhere':
            action['place'] = rooms[0] if rooms else 'pool'
        found.append(action)
    return [{'type': 'act', 'n': n, 'action': a} for a in found]


def play(edition, seats, seed):
    err_path = os.path.join(scratch, f'host-{edition}.err')
    with open(err_path, 'w+') as err:
        host = subprocess.Popen([cli, 'host', '--listen', '127.0.0.1', '--port', '0', '--json',
                                 '--edition', edition, '--seats', seats, '--seed', str(seed)],
                                stdout=subprocess.PIPE, stderr=err, text=True)
        invitation = None
        for _ in range(100):
            err.seek(0)
            line = err.readline()
            if line.startswith('{'):
                invitation = json.loads(line)['invitation']
                break
            time.sleep(0.05)
        assert invitation, 'the host printed no invitation'
    where, code = f'127.0.0.1:{invitation["port"]}', invitation['code']
    records = [os.path.join(scratch, f'{edition}-{i}.txt') for i in range(2)]
    joiners = [subprocess.Popen([cli, 'join', where, '--code', code, '--seed', str(i + 1),
                                 '--name', f'Seat {i}', '--record', records[i]],
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
               for i in range(2)]
    for j in joiners:
        j.wait(timeout=300)
    host.communicate(timeout=60)
    return code, records


for edition, seats, seed in [('classic', 'remote,remote,detective,master', 3),
                             ('discover-the-secrets', 'remote,remote,detective,beginner', 5)]:
    code, records = play(edition, seats, seed)
    hello = {'type': 'hello', 'protocol': 1, 'code': code, 'name': 'Seat 0'}
    write(f'hello-{edition}.json', hello)
    for i, record in enumerate(records):
        with open(record) as f:
            lines = [x for x in f.read().split('\n') if x]
        decides = 0
        for line in lines:
            message = json.loads(line)
            kind = message['type']
            if kind == 'welcome':
                write(f'welcome-{edition}-{i}.json', line)
                write(f'hello-rejoin-{edition}-{i}.json',
                      {**hello, 'name': f'Seat {i}', 'rejoin': message['rejoin']})
            elif kind == 'decide':
                view, n = message['view'], message['n']
                if decides < 2:
                    write(f'decide-{edition}-{i}-{n}.json', line)
                decides += 1
                for act in acts(view, n):
                    # One seed per action (whatever its n): they differ in
                    # their members, not in the decision answered
                    same = json.dumps(act['action'], sort_keys=True)
                    if same not in actions:
                        actions.add(same)
                        write(f'act-{edition}-{act["action"]["kind"]}-{len(actions):03}.json',
                              act)
            elif kind in ('lobby', 'over', 'refused', 'goodbye'):
                write(f'{kind}-{edition}-{i}.json', line)

# The joiner's other messages, and what check-net.py sends as a hostile
# client: what the host must refuse or drop
write('bye.json', {'type': 'bye'})
write('hello-typed.json', {'type': 'hello', 'protocol': 1, 'code': ' k7qx9 - 3f9a ', 'name': ' Ann\n'})
write('hello-no-pin.json', {'type': 'hello', 'protocol': 1, 'code': 'K7QX9'})
write('hello-other-protocol.json', {'type': 'hello', 'protocol': 7, 'code': 'A'})
write('hello-no-code.json', {'type': 'hello', 'protocol': 1})
write('not-json', 'this is not json')
write('no-type.json', '{"hello": 1}')
write('binary', b'\x00\x01\x02')
write('act-no-action.json', '{"type": "act", "n": 0}')
write('deep.json', '[' * 100)
write('ping.json', '{"type": "ping"}')
for name, bad in [('stale', {'n': 7, 'action': {'kind': 'end-turn'}}),
                  ('fly', {'n': 0, 'action': {'kind': 'fly'}}),
                  ('off-board', {'n': 0, 'action': {'kind': 'move', 'place': '99,99'}}),
                  ('string', {'n': 0, 'action': 'end-turn'}),
                  ('same-card', {'n': 0, 'action': {'kind': 'accuse',
                                                    'cards': ['rope', 'rope', 'rope']}})]:
    write(f'act-bad-{name}.json', {'type': 'act', **bad})
write('refused-detail.json', {'type': 'refused', 'reason': 'bad-action',
                              'detail': 'cards[1]: “kitchen” is the wrong kind of card here'})
write('goodbye-unknown.json', {'type': 'goodbye', 'reason': 'from-the-future'})
# Keepers (Discover the Secrets): the bots of these games may hold none
for n, keeper in enumerate([{'keeper': 'add-six'},
                            {'keeper': 'send-to-start', 'suspect': 'plum'},
                            {'keeper': 'move-anywhere', 'place': 'pool'},
                            {'keeper': 'refuse-to-refute'}]):
    write(f'act-keeper-{n}.json', {'type': 'act', 'n': 3, 'action': {'kind': 'keeper', **keeper}})
