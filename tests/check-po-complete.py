#!/usr/bin/env python3
# check-po-complete.py: every language Casefile ships is translated in full.
#
# Copyright 2026 The Casefile developers
# SPDX-License-Identifier: GPL-3.0-or-later
#
# msgfmt --check only rejects broken entries; a translation with untranslated
# or fuzzy strings would still pass it and show a mixed-language app. This
# test fails on any.

import os
import subprocess
import sys

po_dir = sys.argv[1]
with open(os.path.join(po_dir, 'LINGUAS')) as f:
    languages = f.read().split()

print(f'1..{len(languages)}')
failed = 0
for n, lang in enumerate(languages, 1):
    result = subprocess.run(['msgfmt', '--check', '--statistics', '-o', os.devnull,
                             os.path.join(po_dir, lang + '.po')],
                            capture_output=True, text=True, env=dict(os.environ, LC_ALL='C', LANGUAGE='C'))
    stats = (result.stderr or result.stdout).strip()
    if result.returncode != 0 or 'untranslated' in stats or 'fuzzy' in stats:
        failed += 1
        print(f'not ok {n} - {lang}: {stats}')
    else:
        print(f'ok {n} - {lang}: {stats}')
sys.exit(1 if failed else 0)
