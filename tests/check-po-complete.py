#!/usr/bin/env python3
# check-po-complete.py: every language Casefile ships is translated in full.
#
# Copyright 2026 The Casefile developers
# SPDX-License-Identifier: GPL-3.0-or-later
#
# msgfmt --check only rejects broken entries; a translation with untranslated
# or fuzzy strings would still pass it and show a mixed-language app. This
# test fails on any, and on a message of the sources (po/POTFILES.in) that
# a po file does not have yet.

import os
import subprocess
import sys
import tempfile

po_dir = sys.argv[1]
with open(os.path.join(po_dir, 'LINGUAS')) as f:
    languages = f.read().split()

# The messages of the sources as they are now (a po file that lacks a new
# message is as incomplete as one that leaves it untranslated)
root = os.path.dirname(os.path.abspath(po_dir))
scratch = tempfile.mkdtemp(prefix='casefile-po-')
pot = os.path.join(scratch, 'casefile.pot')
subprocess.run(['xgettext', '--from-code=UTF-8', '--add-comments=Translators',
                '--keyword=_', '--keyword=N_', '--keyword=C_:1c,2', '--keyword=NC_:1c,2',
                '--keyword=g_dcgettext:2', '--keyword=g_dngettext:2,3',
                '--keyword=g_dpgettext2:2c,3', '-D', root,
                '-f', os.path.join(po_dir, 'POTFILES.in'), '-o', pot], check=True)

print(f'1..{len(languages)}')
failed = 0
for n, lang in enumerate(languages, 1):
    merged = os.path.join(scratch, lang + '.po')
    subprocess.run(['msgmerge', '--quiet', '--no-fuzzy-matching', '-o', merged,
                    os.path.join(po_dir, lang + '.po'), pot], check=True)
    result = subprocess.run(['msgfmt', '--check', '--statistics', '-o', os.devnull, merged],
                            capture_output=True, text=True, env=dict(os.environ, LC_ALL='C', LANGUAGE='C'))
    stats = (result.stderr or result.stdout).strip()
    if result.returncode != 0 or 'untranslated' in stats or 'fuzzy' in stats:
        failed += 1
        print(f'not ok {n} - {lang}: {stats}')
    else:
        print(f'ok {n} - {lang}: {stats}')
sys.exit(1 if failed else 0)
