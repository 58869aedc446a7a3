#!/usr/bin/python3
# a11y-play.py: a whole game and a notebook session by keyboard alone,
# asserting what a screen reader gets at each step (run by run-a11y)
#
#   a11y-play.py BUILD_DIR      (A11Y_ONLY=welcome|game|guard|notebook: one part)
#
# Copyright 2026 The Casefile developers
# SPDX-License-Identifier: GPL-3.0-or-later

import os
import sys
import time

import pyatspi

from casefile_at import App, bad_name

build = sys.argv[1]
only = os.environ.get('A11Y_ONLY')
tap = []


def check(ok, what, detail=''):
    tap.append((bool(ok), what, detail))


def clean(name):
    """A name as a listener hears it, without a mnemonic's underscore or a
    doubled half (those are checked apart)"""
    words = (name or '').replace('_', '').split()
    if len(words) % 2 == 0 and words[:len(words) // 2] == words[len(words) // 2:]:
        words = words[:len(words) // 2]
    return ' '.join(words)


class Named:
    def __init__(self, role, name):
        self.role, self.name = role, name

    def getRoleName(self):
        return self.role


def names_of_focus(app, start, what):
    """Every object that took the focus since @start has a real name."""
    bad = set()
    for h in app.heard[start:]:
        if h.kind == 'focus':
            why = bad_name(Named(h.role, h.name))
            if why:
                bad.add(why)
    check(not bad, f'{what}: every focused object has a real name', '; '.join(sorted(bad)))


def heard_text(app, start):
    """What the screen reader speaks since @start: focus changes and changed
    descriptions or names of the focused object."""
    return ' | '.join(f'{h.name} {h.description}'.strip() for h in app.heard[start:] if h.focused)


def button(app, name):
    for a in app.walk():
        try:
            if a.getRoleName() in ('push button', 'toggle button') and clean(a.name) == name:
                return a
        except Exception:
            continue
    return None


def enabled(acc):
    try:
        return acc is not None and acc.getState().contains(pyatspi.STATE_SENSITIVE)
    except Exception:
        return False


def toggled(acc):
    try:
        st = acc.getState()
        return st.contains(pyatspi.STATE_CHECKED) or st.contains(pyatspi.STATE_PRESSED)
    except Exception:
        return False


def tab_to(app, name, limit=60):
    for _ in range(limit):
        if app.focus is not None and clean(app.focus.name) == name:
            return True
        app.keys('Tab', settle=0.1)
    return app.focus is not None and clean(app.focus.name) == name


def welcome(app):
    mark = len(app.heard)
    for _ in range(12):
        app.keys('Tab', settle=0.15)
    names_of_focus(app, mark, 'welcome page')


def game(app):
    """One person against three Detectives, by keyboard, to the end"""
    start = len(app.heard)
    app.keys('ctrl+n', settle=1.0)
    app.keys('Return', settle=2.0)
    app.wait(lambda: button(app, 'Roll') is not None, 30, 'the game page')
    check(app.focus is None or clean(app.focus.name) != 'Back',
          'the focus is not on Back when the game starts', app.describe_focus())
    my_turns, accused, rolls_heard, answers_heard, asked, shown = 0, False, 0, 0, 0, 0
    seen_dialogs = []
    deadline = time.time() + 300
    while time.time() < deadline and app.find('label', 'Game Over') is None:
        # Asked to show a card (or told something): the dialog's default
        dialogs = [w for w in app.windows() if w is not None and w.getRoleName() != 'frame']
        if dialogs:
            shown += 1
            seen_dialogs.append(f'{dialogs[0].getRoleName()} "{dialogs[0].name}"')
            app.keys('Return', settle=1.0)
            continue
        if not enabled(button(app, 'Roll')):
            app.pump(0.3)
            continue
        my_turns += 1
        mark = len(app.heard)
        app.keys('ctrl+r', settle=1.0)
        rolls_heard += 'rolled' in heard_text(app, mark).lower()
        # Where the board's cursor is
        app.keys('Return', settle=1.0)
        if enabled(button(app, 'Suggest…')):
            asked += 1
            mark = len(app.heard)
            app.keys('shift+ctrl+s', settle=1.0)
            app.keys('Return', settle=2.5)
            text = heard_text(app, mark)
            answers_heard += 'showed you' in text or 'refute' in text
        if my_turns >= 3 and not accused and enabled(button(app, 'Accuse…')):
            # Enter goes from list to list, then accuses
            app.keys('shift+ctrl+a', settle=1.0)
            app.keys('Return', 'Return', 'Return', settle=0.5)
            app.keys('Return', settle=2.0)
            accused = True
            # A wrong accuser looks into the envelope (a dialog), then the
            # bots go on; the loop answers dialogs
            continue
        if enabled(button(app, 'End Turn')):
            app.keys('ctrl+e', settle=1.0)
    check(app.find('label', 'Game Over') is not None, 'the game is played to its end',
          f'{my_turns} turns of mine, {shown} dialogs ({", ".join(sorted(set(seen_dialogs)))}), '
          f'accused: {accused}; last heard: ' +
          heard_text(app, max(start, len(app.heard) - 12)))
    check(my_turns > 0 and rolls_heard == my_turns, 'every roll is heard',
          f'{rolls_heard} of {my_turns}')
    check(asked == 0 or answers_heard == asked, 'every answer to a suggestion is heard',
          f'{answers_heard} of {asked}')
    names_of_focus(app, start, 'the game')


def notebook(app):
    start = len(app.heard)
    app.keys('ctrl+t', settle=1.5)
    mine = ['Miss Scarlet', 'Candlestick', 'Knife', 'Kitchen', 'Ballroom', 'Hall']
    said = []
    for card in mine:
        if not tab_to(app, card):
            check(False, f'the notebook set-up reaches the card {card} by Tab', app.describe_focus())
            return
        app.keys('space', settle=0.3)
        said.append(toggled(app.focus))
    check(all(said), 'each card chosen in the set-up says it is chosen', str(said))
    tab_to(app, 'Open the Notebook')
    app.keys('Return', settle=2.0)
    cells = []
    for _ in range(40):
        app.keys('Tab', settle=0.1)
        name = app.focus.name if app.focus is not None else ''
        if 'hold' in (name or ''):
            cells.append(name)
            if len(cells) >= 3:
                break
    check(len(cells) >= 3, 'the notebook\'s cells are reached and read in full',
          '; '.join(cells) or heard_text(app, start)[-600:])
    mark = len(app.heard)
    app.keys('Return', settle=1.5)
    why = heard_text(app, mark)
    check(len(why) > 20 and 'frame' not in why.lower(), 'the why of a cell is read', why)
    app.keys('Escape', settle=0.5)
    names_of_focus(app, start, 'the notebook')


parts = {'welcome': welcome, 'game': game, 'notebook': notebook}
for name, part in parts.items():
    if only not in (None, name):
        continue
    app = App(build)
    try:
        part(app)
    except AssertionError as e:
        check(False, f'{name}: {e}')
    finally:
        app.quit()

print(f'1..{len(tap)}')
for i, (ok, what, detail) in enumerate(tap, 1):
    print(f'{"ok" if ok else "not ok"} {i} - {what}')
    if not ok and detail:
        for line in detail.split('; '):
            print(f'#   {line}')
sys.exit(0 if all(ok for ok, _, _ in tap) else 1)
