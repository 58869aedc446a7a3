#!/usr/bin/env python3
# check-mnemonics.py: no two controls shown together share an underlined
# letter (a mnemonic), in English or in any shipped language.
#
# A group is what is on screen at once: a page's template (.ui) with the
# mnemonic labels its code adds to it; a dialog, popover or menu (each
# submenu apart) in a template; a dialog built in code (every label of a
# function that makes one). Parts of a template that are never shown
# together (the stack pages named in SEPARATE) are groups of their own. The same message used twice
# (a "Play" button on every row of a list) is one control: GTK moves between
# them with the letter, which is what a list wants.
#
# Usage: check-mnemonics.py SOURCE_ROOT [FILE.po]
#   with FILE.po, checks that one translation (named by its file) instead of
#   every language in po/LINGUAS
#
# Copyright 2026 The Casefile developers
# SPDX-License-Identifier: GPL-3.0-or-later

import os
import re
import sys
import xml.etree.ElementTree as ET

ROOT = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), '..')
GUI = os.path.join(ROOT, 'src', 'gui')

# Children of these stacks are never on screen together: (file, stack id)
SEPARATE = {
    ('cf-play-page.ui', 'stack'),
    ('cf-table-page.ui', 'stack'),
    ('cf-window.ui', 'stack'),
}

# Templates shown inside another's page
EMBEDDED = {
    'cf-entry-form.ui': 'cf-table-page.ui#notebook',
    'cf-table-setup.ui': 'cf-table-page.ui#setup',
}

# Where a page's code adds its labels, when its template is split
CODE_JOINS = {'cf-play-page.c': 'cf-play-page.ui#table', 'cf-table-page.c': 'cf-table-page.ui#notebook',
              'cf-entry-form.c': 'cf-table-page.ui#notebook'}

# Windows and menus of their own inside a template
OWN = {'AdwMessageDialog', 'GtkPopover', 'GtkPopoverMenu', 'GtkFileChooserNative', 'GtkDialog',
       'AdwPreferencesWindow', 'GtkWindow'}

# A function that makes one of these makes a window of its own
OWN_CALLS = re.compile(r'\b(adw_message_dialog_new|gtk_file_chooser_native_new|gtk_dialog_new)\b')

MNEMONIC = re.compile(r'_([^_\s])')


def mnemonic(text):
    """The underlined letter of a label, lower case, or None."""
    m = MNEMONIC.search(text.replace('__', ''))
    return m.group(1).lower() if m else None


def read_po(path):
    """msgctxt + '\\x04' + msgid -> msgstr (first form), from a .po file."""
    entries, ctxt, msgid, msgstr, field, fuzzy = {}, None, None, None, None, False

    def flush():
        if msgid is not None and msgstr and not fuzzy:
            entries[(ctxt + '\x04' if ctxt else '') + msgid] = msgstr

    def unquote(s):
        return bytes(s[1:-1], 'utf-8').decode('unicode_escape').encode('latin-1').decode('utf-8')

    for line in open(path, encoding='utf-8'):
        line = line.rstrip('\n')
        if line.startswith('#,'):
            flush()
            ctxt, msgid, msgstr, field, fuzzy = None, None, None, None, 'fuzzy' in line
        elif line.startswith('msgctxt '):
            if msgid is not None:
                flush()
                msgid, msgstr, fuzzy = None, None, False
            ctxt, field = unquote(line[8:]), 'ctxt'
        elif line.startswith('msgid '):
            if msgid is not None:
                flush()
                ctxt = ctxt if field == 'ctxt' else None
                msgstr, fuzzy = None, fuzzy if field == 'ctxt' else False
            msgid, field = unquote(line[6:]), 'id'
        elif line.startswith('msgid_plural '):
            field = 'plural'
        elif line.startswith('msgstr ') or line.startswith('msgstr[0] '):
            msgstr, field = unquote(line.split(' ', 1)[1]), 'str'
        elif line.startswith('msgstr['):
            field = 'other'
        elif line.startswith('"'):
            if field == 'id':
                msgid += unquote(line)
            elif field == 'str':
                msgstr += unquote(line)
            elif field == 'ctxt':
                ctxt += unquote(line)
        elif not line.strip():
            flush()
            ctxt, msgid, msgstr, field, fuzzy = None, None, None, None, False
    flush()
    return entries


def ui_groups(path):
    """Groups of (context, msgid) with a mnemonic, from a template."""
    name = os.path.basename(path)
    tree = ET.parse(path)
    groups = {}

    def walk(node, group):
        if node.tag in ('menu', 'submenu') or (node.tag == 'object' and node.get('class') in OWN):
            parent = group
            group = f'{group}/{node.tag}:{node.get("id") or node.get("class")}@{id(node)}'
            # A submenu's own label is an item of the menu it opens from
            for attribute in node.findall('attribute'):
                text = attribute.text or ''
                if attribute.get('translatable') == 'yes' and mnemonic(text):
                    groups.setdefault(parent, set()).add((attribute.get('context'), text))
            for sub in node:
                if sub.tag != 'attribute':
                    walk(sub, group)
            return
        if node.tag == 'object' and (name, node.get('id')) in SEPARATE:
            for i, child in enumerate(node.findall('child')):
                for sub in child:
                    page = sub.find("property[@name='name']")
                    label = page.text if page is not None else str(i)
                    walk(sub, f'{name}#{label}')
            return
        text = node.text or ''
        if node.get('translatable') == 'yes' and mnemonic(text):
            groups.setdefault(group, set()).add((node.get('context'), text))
        for sub in node:
            walk(sub, group)

    walk(tree.getroot(), EMBEDDED.get(name, name))
    return groups


C_STRING = re.compile(r'(?:C_\(\s*"((?:[^"\\]|\\.)*)"\s*,\s*|N?_\(\s*)((?:"(?:[^"\\]|\\.)*"\s*)+)\)')


def c_strings(code):
    for m in C_STRING.finditer(code):
        text = ''.join(re.findall(r'"((?:[^"\\]|\\.)*)"', m.group(2)))
        text = text.encode('utf-8').decode('unicode_escape').encode('latin-1').decode('utf-8')
        if mnemonic(text):
            yield m.start(), m.group(1), text


def c_groups(path):
    """The mnemonics a source file adds to its page, and its dialogs."""
    code = open(path, encoding='utf-8').read()
    name = os.path.basename(path)
    page = CODE_JOINS.get(name, name[:-2] + '.ui')
    # Function bodies: from a line opening with "{" to the next closing "}"
    bodies = [(m.start(), code.find('\n}\n', m.start())) for m in re.finditer(r'\n{\n', code)]
    groups = {}
    for at, ctxt, text in c_strings(code):
        body = next((b for b in bodies if b[0] <= at <= b[1]), None)
        own = body is not None and OWN_CALLS.search(code, body[0], body[1]) is not None
        group = f'{name}@{body[0]}' if own else page
        groups.setdefault(group, set()).add((ctxt, text))
    return groups


def main():
    groups = {}
    for directory in (GUI, os.path.join(GUI, 'gtk')):
        for file in sorted(os.listdir(directory)):
            path = os.path.join(directory, file)
            found = ui_groups(path) if file.endswith('.ui') else \
                c_groups(path) if file.endswith('.c') else {}
            for key, items in found.items():
                groups.setdefault(key, set()).update(items)

    languages = [l.strip() for l in open(os.path.join(ROOT, 'po', 'LINGUAS'))
                 if l.strip() and not l.startswith('#')]
    catalogs = {'en': {}}
    if len(sys.argv) > 2:
        languages = []
        catalogs[os.path.basename(sys.argv[2])[:-3]] = read_po(sys.argv[2])
    for lang in languages:
        catalogs[lang] = read_po(os.path.join(ROOT, 'po', lang + '.po'))

    problems = 0
    for lang, catalog in catalogs.items():
        for group, items in sorted(groups.items()):
            seen = {}
            for ctxt, text in sorted(items, key=lambda x: (x[0] or '', x[1])):
                shown = catalog.get((ctxt + '\x04' if ctxt else '') + text, text)
                letter = mnemonic(shown)
                if letter is None:
                    print(f'{lang}: {group}: “{shown}” lost its mnemonic (“{text}”)')
                    problems += 1
                    continue
                if letter in seen and seen[letter] != shown:
                    print(f'{lang}: {group}: “{seen[letter]}” and “{shown}” share “{letter}”')
                    problems += 1
                seen.setdefault(letter, shown)
    n = sum(len(items) for items in groups.values())
    print(f'{n} mnemonics in {len(groups)} groups, {len(catalogs)} languages: {problems} problems')
    return 1 if problems else 0


if __name__ == '__main__':
    sys.exit(main())
