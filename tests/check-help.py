#!/usr/bin/env python3
# check-help.py: the user help (help/) as a reader meets it.
#
#   check-help.py HELP_SOURCE_DIR HELP_BUILD_DIR HELP_OVERLAY_UI
#
# Every page can be reached from the index through links and no link is
# broken (yelp-check orphans, links); every page in help/C is installed
# (listed in help/meson.build); the keyboard page names every shortcut of
# the shortcuts window and of the application; and each language of
# help/LINGUAS translates every message of the pages as they are now, and
# its built pages are valid Mallard that keep every key of the English
# ones.
#
# Copyright 2026 The Casefile developers
# SPDX-License-Identifier: GPL-3.0-or-later

import os
import pathlib
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

MAL = '{http://projectmallard.org/1.0/}'

src = pathlib.Path(sys.argv[1])
build = pathlib.Path(sys.argv[2])
overlay_ui = pathlib.Path(sys.argv[3])
app_c = overlay_ui.parent.parent / 'cf-application.c'
languages = (src / 'LINGUAS').read_text(encoding='utf-8').split()
pages = sorted(p.name for p in (src / 'C').glob('*.page'))
yelp_check = shutil.which('yelp-check')
tool_env = dict(os.environ, LC_ALL='C', LANGUAGE='C')

results = []


def report(ok, name, details=()):
    results.append((ok, name, list(details)))


def skip(name, why):
    results.append((None, f'{name} # SKIP {why}', []))


# ------------------------------------------------------------ links

if yelp_check is None:
    skip('every page is reachable from the index', 'yelp-check is not installed')
    skip('no link is broken', 'yelp-check is not installed')
else:
    out = subprocess.run([yelp_check, 'orphans', str(src / 'C')], capture_output=True,
                         text=True, env=tool_env)
    orphans = out.stdout.split()
    report(out.returncode == 0 and not orphans and not out.stderr.strip(),
           'every page is reachable from the index',
           [f'not linked from any guide: {p}' for p in orphans] + out.stderr.splitlines())
    out = subprocess.run([yelp_check, 'links', str(src / 'C')], capture_output=True,
                         text=True, env=tool_env)
    report(out.returncode == 0 and not out.stdout.strip() and not out.stderr.strip(),
           'no link is broken',
           [f'broken link: {line}' for line in out.stdout.splitlines()] + out.stderr.splitlines())

# A link to a page that is not installed is broken for the reader too.
listed = set(re.findall(r"'([\w.-]+\.page)'", (src / 'meson.build').read_text(encoding='utf-8')))
report(listed == set(pages), 'every page of help/C is installed, and only those',
       [f'not in help/meson.build: {p}' for p in sorted(set(pages) - listed)] +
       [f'listed but missing: {p}' for p in sorted(listed - set(pages))])

# ------------------------------------------------------------ keyboard page

# The names a Mallard page gives keys, as GTK spells them
KEY_NAMES = {
    'ctrl': 'control', '←': 'left', '→': 'right', '↑': 'up', '↓': 'down',
    'enter': 'return', 'esc': 'escape', 'page down': 'page_down',
    'page up': 'page_up', '?': 'question', 'space': 'space',
}
MODIFIERS = {'control', 'shift', 'alt'}


def gtk_accel(accel):
    """'<Shift><Control>s' -> (frozenset({'shift', 'control'}), 's')"""
    mods = frozenset(m.lower() for m in re.findall(r'<(\w+)>', accel))
    key = re.sub(r'<\w+>', '', accel).lower()
    return (frozenset('control' if m == 'primary' else m for m in mods), key)


def page_keys(path):
    """Every key combination a page names: a <keyseq> of <key>s, or one <key>"""
    root = ET.parse(path).getroot()
    found = []
    inside = set()
    for seq in root.iter(MAL + 'keyseq'):
        names = []
        for key in seq.iter(MAL + 'key'):
            inside.add(key)
            text = ''.join(key.itertext()).strip().lower()
            names.append(KEY_NAMES.get(text, text))
        mods = frozenset(n for n in names if n in MODIFIERS)
        rest = [n for n in names if n not in MODIFIERS]
        found.append((mods, rest[-1] if rest else ''))
    for key in root.iter(MAL + 'key'):
        if key not in inside:
            text = ''.join(key.itertext()).strip().lower()
            found.append((frozenset(), KEY_NAMES.get(text, text)))
    return found


wanted = {}
for prop in ET.parse(overlay_ui).getroot().iter('property'):
    if prop.get('name') == 'accelerator':
        for accel in prop.text.split():
            wanted[gtk_accel(accel)] = accel
app_source = app_c.read_text(encoding='utf-8')
for action, accels in re.findall(
        r'set_accels_for_action\s*\([^"]*"([\w.-]+)",\s*\(const char \*\[\]\)\{([^}]*)\}',
        app_source):
    for accel in re.findall(r'"([^"]+)"', accels):
        wanted[gtk_accel(accel)] = f'{accel} ({action})'
on_page = set(page_keys(src / 'C' / 'keyboard.page'))
report(len(wanted) > 20 and all(a in on_page for a in wanted),
       f'the keyboard page names all {len(wanted)} shortcuts of the app',
       [f'missing from keyboard.page: {name}' for a, name in sorted(wanted.items(), key=str)
        if a not in on_page])
report(gtk_accel('F1') in wanted, 'F1 opens the help (cf-application.c, the shortcuts window)')

# ------------------------------------------------------------ translations

scratch = pathlib.Path(tempfile.mkdtemp(prefix='casefile-help-'))
pot = scratch / 'help.pot'
itstool = shutil.which('itstool')
if itstool is not None:
    subprocess.run([itstool, '-o', str(pot)] + [str(src / 'C' / p) for p in pages] +
                   [str(src / 'C' / 'legal.xml')], check=True)

for lang in languages:
    po = src / lang / f'{lang}.po'
    if itstool is None:
        skip(f'{lang}: every message of the pages is translated', 'itstool is not installed')
    else:
        # The pages as they are now: a message added or changed in English
        # and not yet in the po file counts as untranslated.
        merged = scratch / f'{lang}.po'
        subprocess.run(['msgmerge', '--quiet', '--no-fuzzy-matching', '-o', str(merged),
                        str(po), str(pot)], check=True)
        out = subprocess.run(['msgfmt', '--check', '--statistics', '-o', os.devnull,
                              str(merged)], capture_output=True, text=True, env=tool_env)
        stats = (out.stderr or out.stdout).strip()
        report(out.returncode == 0 and 'untranslated' not in stats and 'fuzzy' not in stats,
               f'{lang}: every message of the pages is translated ({stats})',
               out.stderr.splitlines() if out.returncode else [])

    built = build / lang
    missing = [p for p in pages if not (built / p).is_file()]
    report(not missing, f'{lang}: every page is built',
           [f'not built: {built / p}' for p in missing])
    if yelp_check is None:
        skip(f'{lang}: the built pages are valid', 'yelp-check is not installed')
    elif not missing:
        out = subprocess.run([yelp_check, 'validate'] + [str(built / p) for p in pages],
                             capture_output=True, text=True, env=tool_env)
        report(out.returncode == 0 and not out.stdout.strip(),
               f'{lang}: the built pages are valid Mallard',
               (out.stdout + out.stderr).splitlines())
    if not missing:
        lost = []
        for p in pages:
            english = page_keys(src / 'C' / p)
            translated = page_keys(built / p)
            if len(english) != len(translated):
                lost.append(f'{p}: {len(english)} keys in English, {len(translated)} in {lang}')
        report(not lost, f'{lang}: the translated pages keep every key', lost)

shutil.rmtree(scratch, ignore_errors=True)

# ------------------------------------------------------------ report

print(f'1..{len(results)}')
failed = 0
for n, (ok, name, details) in enumerate(results, 1):
    if ok is None:
        print(f'ok {n} - {name}')
        continue
    print(f'{"ok" if ok else "not ok"} {n} - {name}')
    for line in details:
        print(f'# {line}')
    failed += not ok
sys.exit(1 if failed else 0)
