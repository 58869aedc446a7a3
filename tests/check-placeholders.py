#!/usr/bin/env python3
# check-placeholders.py: every message with two or more placeholders numbers
# them (%1$s, %2$u...), so that a translation may put them in its own order,
# and has a translator comment saying what each one is.
#
# Usage: check-placeholders.py SOURCE_ROOT
#
# Copyright 2026 The Casefile developers
# SPDX-License-Identifier: GPL-3.0-or-later

import os
import re
import subprocess
import sys
import tempfile

ROOT = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), '..')
PLACEHOLDER = re.compile(r'%(\d+\$)?[-+ #0-9.]*(?:ll|l|h)?[sdiuxXfgc]')


def unquote(text):
    return bytes(text[1:-1], 'utf-8').decode('unicode_escape').encode('latin-1').decode('utf-8')


def entries(pot):
    """(comment, location, [msgid, msgid_plural]) per message of a template."""
    comment, where, texts, field = '', '', [], None
    for line in open(pot, encoding='utf-8'):
        line = line.rstrip('\n')
        if line.startswith('#.'):
            comment += line[2:] + ' '
        elif line.startswith('#:'):
            where = where or line[3:].split()[0]
        elif line.startswith('msgid ') or line.startswith('msgid_plural '):
            texts.append(unquote(line.split(' ', 1)[1]))
            field = 'id'
        elif line.startswith('msgstr'):
            field = 'str'
        elif line.startswith('"') and field == 'id':
            texts[-1] += unquote(line)
        elif not line.strip():
            if texts and texts[0]:
                yield comment, where, texts
            comment, where, texts, field = '', '', [], None
    if texts and texts[0]:
        yield comment, where, texts


def main():
    with tempfile.TemporaryDirectory() as tmp:
        pot = os.path.join(tmp, 'casefile.pot')
        subprocess.run(['xgettext', '--from-code=UTF-8', '--add-comments=Translators',
                        '--keyword=_', '--keyword=N_', '--keyword=C_:1c,2', '--keyword=NC_:1c,2',
                        '--keyword=g_dngettext:2,3', '--keyword=g_dpgettext2:2c,3',
                        '--keyword=ngettext:1,2', '--directory', ROOT,
                        '--files-from', os.path.join(ROOT, 'po', 'POTFILES.in'), '-o', pot],
                       check=True, stderr=subprocess.DEVNULL)
        problems = checked = 0
        for comment, where, texts in entries(pot):
            for text in texts:
                found = PLACEHOLDER.findall(text)
                if len(found) < 2:
                    continue
                checked += 1
                if any(number == '' for number in found):
                    print(f'{where}: placeholders not numbered: “{text}”')
                    problems += 1
                elif 'Translators' not in comment:
                    print(f'{where}: no translator comment says what each placeholder is: “{text}”')
                    problems += 1
                break
    print(f'{checked} messages with several placeholders: {problems} problems')
    return 1 if problems else 0


if __name__ == '__main__':
    sys.exit(main())
