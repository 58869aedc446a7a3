#!/usr/bin/env python3
# check-examples.py: `casefile-cli deduce` reproduces every shared example:
# exit status; status arrays and deals exactly; p to 1e-6; the envelope;
# for an invalid log exactly one line on stderr and nothing on stdout.
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
logs = sorted(examples.glob('*.log.json'))


def compare(got, want):
    if want is None:
        return 'expected no answer' if got is not None else None
    if got.get('consistent') != want['consistent']:
        return f'consistent {got.get("consistent")} != {want["consistent"]}'
    if not want['consistent']:
        if got.get('contradiction_at') != want['contradiction_at']:
            return f'contradiction_at {got.get("contradiction_at")} != {want["contradiction_at"]}'
        return None
    for key in ('deals', 'holders', 'envelope'):
        if got.get(key) != want[key]:
            return f'{key}: {got.get(key)} != {want[key]}'
    if set(got['cards']) != set(want['cards']):
        return 'the cards differ'
    for card, cell in want['cards'].items():
        mine = got['cards'][card]
        if mine['status'] != cell['status']:
            return f'{card} status {mine["status"]} != {cell["status"]}'
        for h, (a, b) in enumerate(zip(mine['p'], cell['p'])):
            if abs(a - b) > 1e-6:
                return f'{card} p[{h}] {a} != {b}'
    return None


print(f'1..{len(logs)}')
failed = 0
for n, log in enumerate(logs, 1):
    answer = json.loads(log.with_name(log.name.replace('.log.json', '.answer.json')).read_text())
    # Half of the runs read standard input, to cover "deduce -".
    if n % 2:
        result = subprocess.run([cli, 'deduce', str(log)], capture_output=True, text=True)
    else:
        result = subprocess.run([cli, 'deduce', '-'], input=log.read_text(), capture_output=True, text=True)
    problem = None
    if result.returncode != answer['exit']:
        problem = f'exit {result.returncode} != {answer["exit"]}: {result.stderr.strip()}'
    elif answer['exit'] == 2:
        if result.stdout or len(result.stderr.strip().splitlines()) != 1:
            problem = f'an invalid log needs no stdout and one stderr line, got {result.stdout!r} {result.stderr!r}'
    else:
        if answer['exit'] == 1 and len(result.stderr.strip().splitlines()) != 1:
            problem = f'one stderr line expected, got {result.stderr!r}'
        else:
            problem = compare(json.loads(result.stdout), answer['answer'])
    if problem:
        failed += 1
        print(f'not ok {n} - {log.name}: {problem}')
    else:
        print(f'ok {n} - {log.name}')
sys.exit(1 if failed else 0)
