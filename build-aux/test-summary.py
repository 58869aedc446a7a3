#!/usr/bin/env python3
# test-summary.py: one line "N passed, N failed" from meson's testlog.json.
# TAP subtests are counted one by one; a test binary that crashed or timed
# out without saying "not ok" counts as one failure.
#
# Copyright 2026 The Casefile developers
# SPDX-License-Identifier: GPL-3.0-or-later

import json
import re
import sys

OK = re.compile(r'^ok\b(.*)$')
NOT_OK = re.compile(r'^not ok\b')

passed = failed = skipped = 0
try:
    lines = open(sys.argv[1], encoding='utf-8').read().splitlines()
except OSError as error:
    print(f'no test log: {error}')
    print('0 passed, 1 failed')
    sys.exit(1)

for line in lines:
    if not line.strip():
        continue
    entry = json.loads(line)
    result = entry.get('result', 'ERROR')
    stdout = entry.get('stdout') or ''
    oks = nots = skips = 0
    tap_plan_skip = False
    for out in stdout.splitlines():
        out = out.strip()
        if NOT_OK.match(out):
            nots += 1
        elif m := OK.match(out):
            if '# SKIP' in m.group(1).upper():
                skips += 1
            else:
                oks += 1
        elif out.startswith('1..0') and 'SKIP' in out.upper():
            tap_plan_skip = True
    if oks or nots or skips or tap_plan_skip:
        passed += oks
        failed += nots
        skipped += skips + (1 if tap_plan_skip else 0)
        if result not in ('OK', 'EXPECTEDFAIL', 'SKIP') and nots == 0:
            failed += 1
    elif result in ('OK', 'EXPECTEDFAIL'):
        passed += 1
    elif result == 'SKIP':
        skipped += 1
    else:
        failed += 1

if skipped:
    print(f'({skipped} skipped)')
print(f'{passed} passed, {failed} failed')
sys.exit(1 if failed or passed == 0 else 0)
