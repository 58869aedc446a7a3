#!/usr/bin/env python3
# check-architecture.py: docs/architecture.md names every module of src/,
# and every module it names exists: the picture of the program stays true.
#
# Copyright 2026 The Casefile developers
# SPDX-License-Identifier: GPL-3.0-or-later

import os
import re
import sys

root = sys.argv[1]
doc = open(os.path.join(root, 'docs', 'architecture.md'), encoding='utf-8').read()
named = {n for n in re.findall(r'\bcf-[a-z0-9-]+', doc) if not n.endswith('-')}

stems = {}
for folder in ('src/core', 'src/net', 'src/gui', 'src/cli'):
    for name in os.listdir(os.path.join(root, folder)):
        base, ext = os.path.splitext(name)
        if ext not in ('.c', '.h', '.ui', '.inc') or not base.startswith('cf-'):
            continue
        stem = re.sub(r'-private$', '', base)
        stems.setdefault(stem, []).append(f'{folder}/{name}')

# A module may be named by itself or by the module it belongs to (cf-cli-*
# by cf-cli, cf-play-page-* by cf-play-page); a file a module's name is a
# prefix of counts as named when the module is.
def documented(stem):
    return stem in named or any(stem.startswith(n + '-') for n in named if n != 'cf')

missing = sorted(f for stem, files in stems.items() if not documented(stem) for f in files)
known = set(stems) | {re.sub(r'\.(c|h|ui|inc)$', '', n) for n in named}
gone = sorted(n for n in named
              if re.sub(r'-private$', '', n) not in stems and n not in stems and not any(s.startswith(n + '-') for s in stems)
              and not re.search(r'\.(css|json|png|svg)$', n))

print('1..2')
if missing:
    print('not ok 1 - modules docs/architecture.md does not name: ' + ', '.join(missing))
else:
    print(f'ok 1 - all {len(stems)} modules of src/ are named')
if gone:
    print('not ok 2 - names in docs/architecture.md with no module: ' + ', '.join(gone))
else:
    print('ok 2 - every module named exists')
sys.exit(1 if missing or gone else 0)
