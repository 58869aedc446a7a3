#!/usr/bin/env python3
# check-potfiles.py: every file with translatable strings is in po/POTFILES.in,
# and every file listed there exists.
#
# Copyright 2026 The Casefile developers
# SPDX-License-Identifier: GPL-3.0-or-later

import pathlib
import re
import sys

top = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else '.').resolve()
listed = set()
for line in (top / 'po' / 'POTFILES.in').read_text(encoding='utf-8').splitlines():
    line = line.strip()
    if line and not line.startswith('#'):
        listed.add(line)

MARKERS = {
    '.c': re.compile(r'\b(?:_|N_|C_|NC_|ngettext|g_dngettext|g_dpgettext2)\s*\('),
    '.ui': re.compile(r'translatable="yes"'),
    '.xml': re.compile(r'gettext-domain=|<summary>|<p>'),
    '.in': re.compile(r'^(?:Name|Comment|GenericName|Keywords)=|<summary>', re.M),
}

found = set()
for folder in ('src', 'data'):
    for path in (top / folder).rglob('*'):
        if not path.is_file():
            continue
        suffix = path.suffix
        pattern = MARKERS.get(suffix)
        if pattern is None:
            continue
        text = path.read_text(encoding='utf-8', errors='replace')
        if pattern.search(text):
            found.add(str(path.relative_to(top)))

missing = sorted(found - listed)
stale = sorted(p for p in listed if not (top / p).exists())

print('1..2')
if missing:
    print('not ok 1 - files with translatable strings missing from po/POTFILES.in')
    for p in missing:
        print(f'# missing: {p}')
else:
    print(f'ok 1 - all {len(found)} files with translatable strings are listed')
if stale:
    print('not ok 2 - po/POTFILES.in lists files that do not exist')
    for p in stale:
        print(f'# stale: {p}')
else:
    print('ok 2 - every listed file exists')
sys.exit(1 if missing or stale else 0)
