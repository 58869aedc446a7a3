#!/usr/bin/python3
# a11y-play.py: a whole game and a notebook session by keyboard alone,
# asserting what a screen reader gets at each step (run by run-a11y)
#
#   a11y-play.py BUILD_DIR      (A11Y_ONLY=welcome|game|guard|join|players|setup|notebook: one part)
#
# Copyright 2026 The Casefile developers
# SPDX-License-Identifier: GPL-3.0-or-later

import json
import os
import subprocess
import sys
import time

import pyatspi

from casefile_at import App, FALLBACK, bad_name, plain

build = sys.argv[1]
only = os.environ.get('A11Y_ONLY')
tap = []


def check(ok, what, detail=''):
    tap.append((bool(ok), what, detail))


def clean(name):
    """A name as a listener hears it, without a mnemonic's underscore or a
    doubled half (those are checked apart)"""
    words = plain(name).replace('_', '').split()
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


def context_names(app, bad):
    """What Orca says around the focus has real names too: the lists and
    named panels it enters (it said "GtkListBox" and "GtkListView"), and
    what a focused button holds (it said "GtkImage Back to the Start")."""
    focus = app.focus
    try:
        if focus is None:
            return
        if focus.getRoleName() == 'push button':
            for i in range(focus.childCount):
                c = focus.getChildAtIndex(i)
                if c is not None and c.getRoleName() == 'image' and FALLBACK.match(c.name or ''):
                    bad.add(f'a button holds an image named after its type: "{c.name}"')
        a = focus.parent
        while a is not None and a.getRoleName() not in ('frame', 'dialog', 'application'):
            if a.getRoleName() in ('list', 'list box', 'panel') and FALLBACK.match(a.name or ''):
                bad.add(f'a {a.getRoleName()} around the focus named after its type: "{a.name}"')
            a = a.parent
    except Exception:
        pass


def heard_text(app, start):
    """What the screen reader speaks since @start: focus changes and changed
    descriptions or names of the focused object."""
    return ' | '.join(plain(f'{h.name} {h.description}').strip() for h in app.heard[start:]
                      if h.focused)


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
    around = set()
    for _ in range(12):
        app.keys('Tab', settle=0.15)
        context_names(app, around)
    names_of_focus(app, mark, 'welcome page')
    check(not around, 'welcome page: what is around the focus has real names',
          '; '.join(sorted(around)))


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


def guard(app):
    """Two people and two Detectives: while the screen guard is up, nothing
    of a person's hand or notebook is in the accessible tree"""
    start = len(app.heard)
    app.keys('ctrl+n', settle=1.0)
    around = set()
    for _ in range(20):
        if app.focus is not None and (app.focus.name or '').startswith('Who plays Colonel Mustard'):
            break
        app.keys('Tab', settle=0.15)
        context_names(app, around)
    # Colonel Mustard is a person too: the list opens with Space; the
    # first item is Not Playing, the second Person
    app.keys('space', settle=0.8)
    context_names(app, around)
    check(not around, 'the new game page: what is around the focus has real names',
          '; '.join(sorted(around)))
    app.keys('Home', 'Down', settle=0.3)
    app.keys('Return', settle=0.8)
    check('Person' in (app.focus.name or '') if app.focus is not None else False,
          'the seat\'s list says its new value', app.describe_focus())
    # (the open list's rows included)
    names_of_focus(app, start, 'the new game page')
    tab_to(app, 'Start Game', 40)
    app.keys('Return', settle=2.0)
    app.wait(lambda: app.find(contains='Pass the Screen to') is not None, 20, 'the first guard')
    check(app.focus is not None and 'Pass the Screen' in heard_text(app, start),
          'the first guard is heard', heard_text(app, start)[-300:])

    cards = {'Miss Scarlet', 'Colonel Mustard', 'Mrs. White', 'Mr. Green', 'Mrs. Peacock',
             'Professor Plum', 'Candlestick', 'Knife', 'Lead Pipe', 'Revolver', 'Rope', 'Wrench',
             'Kitchen', 'Ballroom', 'Conservatory', 'Dining Room', 'Billiard Room', 'Library',
             'Lounge', 'Hall', 'Study'}

    def objects():
        out = {}
        for a in app.walk(showing_only=False):
            try:
                key = (a.getRoleName(), plain(a.name))
                out[key] = out.get(key, 0) + 1
            except Exception:
                continue
        return out

    def private(tree):
        # notebook cells, and what is counted more than under the guard and
        # is a card's name (a card of the hand)
        return {k for k in tree if ': holds' in k[1] or 'not hold' in k[1] or
                (k[1] in cards and tree[k] > guarded.get(k, 0))}

    guarded = objects()
    cells = {k for k in guarded if ': holds' in k[1] or 'not hold' in k[1]}
    check(not cells, 'under the first guard no notebook cell is in the tree',
          '; '.join(sorted(n for _, n in cells))[:400])
    tab_to(app, 'I Am Miss Scarlet', 6)
    app.keys('Return', settle=1.5)
    mine = private(objects())
    check(len(mine) > 6, 'at the screen, the person\'s notebook and hand are in the tree',
          str(len(mine)))
    # Miss Scarlet ends her turn: the guard calls Colonel Mustard
    app.keys('ctrl+r', settle=1.0)
    app.keys('Return', settle=1.0)
    if enabled(button(app, 'End Turn')):
        app.keys('ctrl+e', settle=1.5)
    app.wait(lambda: app.find(contains='Pass the Screen to Colonel Mustard') is not None, 60,
             'the guard for Colonel Mustard')
    after = private(objects())
    check(not after, 'under the next guard nothing of Miss Scarlet is in the tree',
          '; '.join(sorted(n for _, n in after))[:400])


def notebook_setup(app):
    """The set-up by keyboard: cards say whether they are chosen, and an
    error is told through the focused button"""
    start = len(app.heard)
    app.keys('ctrl+t', settle=1.5)
    said = []
    for card in ['Miss Scarlet', 'Candlestick', 'Knife', 'Kitchen', 'Ballroom', 'Hall']:
        if not tab_to(app, card):
            check(False, f'the notebook set-up reaches the card {card} by Tab', app.describe_focus())
            return
        app.keys('space', settle=0.3)
        said.append(toggled(app.focus))
    check(all(said), 'each card chosen in the set-up says it is chosen', str(said))
    tab_to(app, 'Open the Notebook')
    mark = len(app.heard)
    app.keys('Return', settle=1.5)
    # No players named: the reason is heard on the focused button
    check('Name at least three players' in heard_text(app, mark),
          'a set-up error is heard where the focus is', heard_text(app, mark))

    # The players are named by keyboard: each name field is heard by its
    # title as Tab reaches it, and takes what is typed
    fields = []
    for i, player in enumerate(['Ann', 'Bob', 'Cat'], 1):
        if not tab_to(app, f'Player {i}'):
            check(False, f'Tab reaches the field Player {i}', app.describe_focus())
            return
        fields.append(app.describe_focus())
        app.type(player)
    check(all(f.startswith('text "Player') for f in fields),
          'each name field is heard as a text field named by its title', '; '.join(fields))
    tab_to(app, 'Open the Notebook')
    app.keys('Return', settle=2.0)
    opened = app.find(contains='holds') or app.find(contains='hold')
    check(opened is not None, 'the notebook opens once three players are named',
          app.describe_focus())
    names_of_focus(app, start, 'the notebook set-up')


def notebook(app):
    """A notebook opened from a file: its cells read in full, and why"""
    start = len(app.heard)
    cells = []
    for _ in range(60):
        app.keys('Tab', settle=0.1)
        name = app.focus.name if app.focus is not None else ''
        if 'hold' in (name or ''):
            cells.append(name)
            if len(cells) >= 3:
                break
    check(len(cells) >= 3, 'the notebook\'s cells are reached and read in full',
          '; '.join(cells) or heard_text(app, start)[-500:])
    mark = len(app.heard)
    app.keys('Return', settle=1.5)
    why = heard_text(app, mark)
    check(len(why) > 20 and 'frame' not in why.lower(), 'the why of a cell is read', why)
    app.keys('Escape', settle=0.5)
    names_of_focus(app, start, 'the notebook')


def start_host():
    """casefile-cli host on the loopback: Miss Scarlet's seat for a joiner,
    two Detectives"""
    cli = os.path.join(build, 'src', 'cli', 'casefile-cli')
    host = subprocess.Popen([cli, 'host', '--seats', 'remote,detective,detective', '--listen',
                             '127.0.0.1', '--port', '0', '--no-announce', '--json'],
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    return host, json.loads(host.stderr.readline())['invitation']


def join(app):
    """Join a Game by keyboard: the fields are heard by their names, a wrong
    code is said where the focus is, and the game then plays here"""
    host, invitation = start_host()
    try:
        start = len(app.heard)
        app.keys('ctrl+j', settle=1.5)
        focused = [a for a in app.walk() if a is not None and
                   a.getState().contains(pyatspi.STATE_FOCUSED)]
        if focused:
            app.focus = focused[-1]
        check(app.focus is not None and app.focus.getRoleName() == 'text'
              and clean(app.focus.name) == 'Computer or Link',
              'Ctrl+J opens Join a Game in the field "Computer or Link"', app.describe_focus())
        app.type(f'127.0.0.1:{invitation["port"]}')
        app.keys('Tab', settle=0.3)
        check(app.focus is not None and clean(app.focus.name) == 'Code',
              'Tab goes to the field "Code"', app.describe_focus())
        app.type('ZZZZZ')
        app.keys('Return', settle=0.3)
        check(app.focus is not None and clean(app.focus.name) == 'Your Name',
              'Enter goes to the field "Your Name"', app.describe_focus())
        mark = len(app.heard)
        app.keys('Return', settle=0.5)
        try:
            app.wait(lambda: 'Wrong code' in heard_text(app, mark), 20, 'the wrong code said')
        except AssertionError:
            raise AssertionError('the wrong code was not said: ' + ' | '.join(
                f'{h.kind} {h.role} "{h.name}" "{h.description}" {h.focused}'
                for h in app.heard[mark:]))
        check(app.focus is not None and clean(app.focus.name) == 'Code',
              'a wrong code is said, and the focus is back in "Code"', app.describe_focus())
        app.keys('ctrl+a', settle=0.2)
        app.type(invitation['code'])
        app.keys('Return', 'Return', settle=0.5)
        app.wait(lambda: button(app, 'Roll') is not None, 30, 'the game page')
        names_of_focus(app, start, 'Join a Game')
        app.wait(lambda: 'Your turn' in heard_text(app, start) or 'Roll' in heard_text(app, start),
                 30, 'the turn said')
        check(True, 'the joined game is shown and its turn is heard')
    finally:
        host.kill()
        host.wait()


def players(app):
    """The Players button of a game: heard by name, and its list says each
    player's name, then where they are and whose turn it is"""
    start = len(app.heard)
    app.keys('ctrl+n', settle=1.0)
    app.keys('Return', settle=2.0)
    app.wait(lambda: button(app, 'Roll') is not None, 30, 'the game page')
    # By keyboard: back from Roll into the header bar, Enter opens the list
    for _ in range(10):
        if app.focus is not None and clean(app.focus.name) == 'Players':
            break
        app.keys('shift+Tab', settle=0.2)
    check(app.focus is not None and clean(app.focus.name) == 'Players',
          'Shift+Tab reaches the Players button', app.describe_focus())
    app.keys('Return', settle=1.0)
    focus = app.focus
    said = f'{plain(focus.name)} {plain(focus.description)}' if focus is not None else ''
    check(focus is not None and focus.getRoleName() == 'list item' and
          ('At this screen' in said or 'Computer player' in said),
          'the Players list opens on a player, heard with where they are', app.describe_focus())
    app.keys('Down', settle=0.5)
    said = f'{plain(app.focus.name)} {plain(app.focus.description)}' if app.focus else ''
    check('Computer player (Detective)' in said, 'the next row says a computer player', said)
    app.keys('Escape', settle=0.6)
    check(app.focus is not None and clean(app.focus.name) == 'Players',
          'Escape closes the list, back on its button', app.describe_focus())
    names_of_focus(app, start, 'the Players list')


here = os.path.dirname(os.path.abspath(__file__))
log = os.path.join(here, '..', 'data', 'examples', '003.log.json')
parts = {'welcome': (welcome, []), 'game': (game, []), 'guard': (guard, []),
         'join': (join, []), 'players': (players, []),
         'setup': (notebook_setup, []),
         'notebook': (notebook, [log])}
for name, (part, args) in parts.items():
    if only not in (None, name):
        continue
    app = App(build, args=args)
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
            # meson shows a failed test's stderr, not its TAP comments
            print(f'{what}: {line}', file=sys.stderr)
sys.exit(0 if all(ok for ok, _, _ in tap) else 1)
