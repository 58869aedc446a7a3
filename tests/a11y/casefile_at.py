# casefile_at.py: drive Casefile as a screen-reader user would, and hear
# what the screen reader gets (AT-SPI through pyatspi)
#
# Copyright 2026 The Casefile developers
# SPDX-License-Identifier: GPL-3.0-or-later

import json
import os
import re
import subprocess
import tempfile
import time

import gi

gi.require_version('Atspi', '2.0')
from gi.repository import GLib  # noqa: E402
import pyatspi  # noqa: E402

# A name that is a type, not a word: what GTK falls back to
FALLBACK = re.compile(r'^(Gtk|Adw|Cf)[A-Z][A-Za-z]+$')


class Heard:
    """One thing the screen reader was told: a focus, or a changed
    description or name of an object."""

    def __init__(self, kind, role, name, description, focused):
        self.kind = kind
        self.role = role
        self.name = name or ''
        self.description = description or ''
        self.focused = focused

    def __repr__(self):
        return f'{self.kind}: {self.role} "{self.name}" ({self.description})'


def is_gone(acc):
    """Whether @acc was destroyed (its application no longer has it)"""
    try:
        return acc.getState().contains(pyatspi.STATE_DEFUNCT) or \
            acc.getRoleName() in ('invalid', 'unknown')
    except Exception:
        return True


def is_focused(acc):
    try:
        return acc.getState().contains(pyatspi.STATE_FOCUSED)
    except Exception:
        return False


# The direction marks and isolates around names (U+200E, U+200F,
# U+2066…U+2069) lay a line out; a screen reader does not speak them
_MARKS = re.compile('[\u200e\u200f\u2066-\u2069]')


def plain(text):
    """@text as a listener hears it: without direction marks"""
    return _MARKS.sub('', text or '')


class App:
    def __init__(self, build, extra_env=None, settings=None, args=None):
        self.heard = []
        self.focus = None
        pyatspi.Registry.registerEventListener(
            self._on_event, 'object:state-changed:focused',
            'object:property-change:accessible-description',
            'object:property-change:accessible-name')
        home = tempfile.mkdtemp(prefix='casefile-a11y-')
        config = os.path.join(home, 'config')
        os.makedirs(os.path.join(config, 'glib-2.0', 'settings'))
        # The computer players at their fastest pace
        with open(os.path.join(config, 'glib-2.0', 'settings', 'keyfile'), 'w') as f:
            f.write('[io/github/casefile/Casefile]\n')
            for key, value in (settings or {'bot-pace': "'fast'"}).items():
                f.write(f'{key}={value}\n')
        env = dict(os.environ, GTK_A11Y='atspi', XDG_CONFIG_HOME=config,
                   XDG_DATA_HOME=os.path.join(home, 'data'),
                   XDG_CACHE_HOME=os.path.join(home, 'cache'),
                   XDG_STATE_HOME=os.path.join(home, 'state'),
                   GSETTINGS_BACKEND='keyfile',
                   GSETTINGS_SCHEMA_DIR=os.path.join(build, 'data'),
                   GSK_RENDERER='cairo', LANG='C.UTF-8', LANGUAGE='')
        env.pop('NO_AT_BRIDGE', None)
        env.update(extra_env or {})
        # What the app prints goes to a log beside its home, not into TAP
        self.log = open(os.path.join(home, 'casefile.log'), 'w')
        self.process = subprocess.Popen([os.path.join(build, 'src', 'gui', 'casefile')] + (args or []),
                                        env=env, stdout=self.log, stderr=subprocess.STDOUT)
        self.root = None
        self.wait(lambda: self._find_app() is not None, 20, 'the application on the AT-SPI bus')
        self.wait(lambda: self.frame() is not None, 20, 'the window')

    # ---------------------------------------------------------------- events

    def _on_event(self, event):
        try:
            src = event.source
            if event.type.startswith('object:state-changed:focused'):
                if not event.detail1:
                    return
                self.focus = src
                name = src.name
                # A focus on an object already gone when the event is read
                # (a dialog closed at once) is nothing a listener hears: its
                # name then reads empty, which is no fault of the widget
                if not name and is_gone(src):
                    return
                self.heard.append(Heard('focus', src.getRoleName(), name, src.description,
                                        True))
            else:
                focused = is_focused(src)
                kind = 'description' if 'description' in event.type else 'name'
                self.heard.append(Heard(kind, src.getRoleName(), src.name, src.description,
                                        focused))
        except Exception:
            pass

    def pump(self, seconds=0.0):
        ctx = GLib.MainContext.default()
        end = time.time() + seconds
        while True:
            while ctx.iteration(False):
                pass
            if time.time() >= end:
                break
            time.sleep(0.02)

    def wait(self, condition, seconds, what):
        end = time.time() + seconds
        while time.time() < end:
            self.pump(0.05)
            try:
                if condition():
                    return
            except Exception:
                pass
        raise AssertionError(f'timed out waiting for {what}')

    # ---------------------------------------------------------------- tree

    def _find_app(self):
        desk = pyatspi.Registry.getDesktop(0)
        for i in range(desk.childCount):
            a = desk.getChildAtIndex(i)
            if a is not None and a.name == 'casefile':
                self.root = a
                return a
        return None

    def frame(self):
        if self.root is None:
            return None
        for i in range(self.root.childCount):
            f = self.root.getChildAtIndex(i)
            if f is not None and f.getRoleName() == 'frame':
                return f
        return None

    def windows(self):
        return [self.root.getChildAtIndex(i) for i in range(self.root.childCount)]

    def walk(self, acc=None, showing_only=True):
        """Every object under @acc (the whole application by default) that
        is showing."""
        todo = [acc or self.root]
        while todo:
            a = todo.pop()
            if a is None:
                continue
            try:
                st = a.getState()
                # GTK 4.8 tells "visible" (child visible and mapped), not
                # "showing", below the window
                if showing_only and a is not self.root and not st.contains(pyatspi.STATE_VISIBLE):
                    continue
                yield a
                for i in range(a.childCount - 1, -1, -1):
                    todo.append(a.getChildAtIndex(i))
            except Exception:
                continue

    def find(self, role=None, name=None, contains=None, acc=None):
        for a in self.walk(acc):
            try:
                if role and a.getRoleName() != role:
                    continue
                if name is not None and plain(a.name) != name:
                    continue
                if contains is not None and contains not in plain(a.name):
                    continue
                return a
            except Exception:
                continue
        return None

    def texts(self, acc=None):
        """Every name and description in the tree (showing or not)."""
        out = []
        for a in self.walk(acc, showing_only=False):
            try:
                out.append(a.name or '')
                out.append(a.description or '')
                if a.getRoleName() == 'label':
                    pass
            except Exception:
                continue
        return out

    # ---------------------------------------------------------------- keys

    def keys(self, *combos, settle=0.3):
        for combo in combos:
            subprocess.run(['xdotool', 'key', '--clearmodifiers', combo], check=True)
            self.pump(settle)

    def type(self, text):
        subprocess.run(['xdotool', 'type', '--delay', '30', text], check=True)
        self.pump(0.3)

    def focused(self):
        return self.focus

    def describe_focus(self):
        f = self.focus
        if f is None:
            return 'nothing'
        try:
            return f'{f.getRoleName()} "{f.name}" ({f.description})'
        except Exception:
            return 'gone'

    def heard_since(self, mark):
        return self.heard[mark:]

    def quit(self):
        try:
            self.process.terminate()
            self.process.wait(10)
        except Exception:
            self.process.kill()


def card_names():
    """Every card's name in the built-in editions (in English)."""
    folder = os.path.join(os.path.dirname(os.path.abspath(__file__)),
                          '..', '..', 'data', 'editions')
    names = set()
    for entry in os.listdir(folder):
        if entry.endswith('.json'):
            with open(os.path.join(folder, entry), encoding='utf-8') as f:
                edition = json.load(f)
            for kind in ('suspects', 'weapons', 'rooms'):
                names.update(card['name'] for card in edition.get(kind, []))
    return names


CARD_NAMES = card_names()


def bad_name(acc):
    """Why @acc's name is not a real name for a screen reader, or None."""
    try:
        name = acc.name or ''
        role = acc.getRoleName()
    except Exception:
        return None
    if not name.strip():
        return f'{role} without a name'
    if FALLBACK.match(name):
        return f'{role} named after its type: "{name}"'
    if re.search(r'(^|\s)_\w', name):
        return f'{role} with a mnemonic underscore in its name: "{name}"'
    if ': ' in name:
        # "Suspect: Miss Scarlet Suspect": GTK 4.8 adds the text of a label
        # the object is labelled by to its own name. A card's name may end
        # in its field's word ("Room: Dining Room"): that is said once.
        field, value = name.split(': ', 1)
        if value == field or \
                (value.endswith(' ' + field) and value not in CARD_NAMES):
            return f'{role} that says its field twice: "{name}"'
    words = name.split()
    if len(words) >= 2 and len(words) % 2 == 0 and \
            words[:len(words) // 2] == words[len(words) // 2:]:
        return f'{role} with a doubled name: "{name}"'
    return None
