#!/usr/bin/python3
# orca-listen.py: a short session by keyboard under the real Orca screen
# reader, and what Orca says at each step (run by orca-listen)
#
#   orca-listen.py BUILD_DIR [PART...]     PART: game, notebook, guard, whole
#
# Orca runs with no speech synthesizer: what it would speak is caught where
# it hands text to speech (orca.speech._speak), with the time. Key echo is
# not part of it. At the end each step is printed with what was said after
# it, and the findings: the same words twice in a row, type names, long
# utterances.
#
# Copyright 2026 The Casefile developers
# SPDX-License-Identifier: GPL-3.0-or-later

import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

import pyatspi

from casefile_at import App, FALLBACK

build = sys.argv[1]
parts = sys.argv[2:] or ['game', 'notebook']
here = os.path.dirname(os.path.abspath(__file__))

# Orca's own script, run in this Python with two changes: what it speaks is
# written to a file, and it does not look for other Orcas of this user (it
# would refuse to start beside one, and --replace would end them).
ORCA = r'''
import sys, time
transcript = open(sys.argv[1], 'a', buffering=1)
src = open('/usr/bin/orca').read()
g = {'__name__': 'orca_listen', '__file__': '/usr/bin/orca'}
exec(compile(src, '/usr/bin/orca', 'exec'), g)
g['otherOrcas'] = lambda: []
from orca import speech
_speak = speech._speak
def speak(text, acss, interrupt):
    transcript.write('%.3f\tsay\t%s\n' % (time.time(), text.replace('\n', ' ')))
    return _speak(text, acss, interrupt)
speech._speak = speak
_stop = speech.stop
def stop():
    transcript.write('%.3f\tstop\t\n' % time.time())
    return _stop()
speech.stop = stop
sys.argv = ['orca'] + sys.argv[2:]
sys.exit(g['main']())
'''


class Orca:
    def __init__(self):
        self.home = tempfile.mkdtemp(prefix='orca-listen-')
        self.path = os.path.join(self.home, 'transcript')
        open(self.path, 'w').close()
        env = dict(os.environ, HOME=self.home,
                   XDG_CONFIG_HOME=os.path.join(self.home, 'config'),
                   XDG_DATA_HOME=os.path.join(self.home, 'data'),
                   # no speech-dispatcher: Orca still says what it would speak
                   SPEECHD_CMD='/bin/false')
        self.process = subprocess.Popen(
            ['/usr/bin/python3', '-c', ORCA, self.path, '-u', os.path.join(self.home, 'prefs')] +
            # Orca's own log of every event (slows it down)
            (['--debug-file', os.environ['ORCA_DEBUG_FILE']] if 'ORCA_DEBUG_FILE' in os.environ
             else []),
            env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        time.sleep(3)

    def lines(self):
        out = []
        for line in open(self.path, errors='replace'):
            t, kind, text = line.rstrip('\n').split('\t', 2)
            out.append((float(t), kind, text))
        return out

    def quit(self):
        self.process.terminate()
        try:
            self.process.wait(10)
        except subprocess.TimeoutExpired:
            self.process.kill()

    def clean(self):
        shutil.rmtree(self.home, ignore_errors=True)


class Session:
    def __init__(self, orca, args=None):
        self.orca = orca
        self.steps = []
        self.step('launch')
        self.app = App(build, args=args)
        self.app.pump(2.0)

    def step(self, label):
        self.steps.append((time.time(), label))

    def keys(self, label, *keys, settle=1.0):
        self.step(label)
        self.app.keys(*keys, settle=settle)

    def button(self, name):
        for a in self.app.walk():
            try:
                if a.getRoleName() in ('push button', 'toggle button') and \
                        (a.name or '').replace('_', '') == name:
                    return a
            except Exception:
                continue
        return None

    def enabled(self, name):
        acc = self.button(name)
        try:
            return acc is not None and acc.getState().contains(pyatspi.STATE_SENSITIVE)
        except Exception:
            return False

    def end(self):
        self.step('quit')
        self.app.quit()


def game(orca):
    """Welcome page, a new game against three bots, one turn and the
    bots' turns, the next roll"""
    s = Session(orca)
    for _ in range(3):
        s.keys('Tab', 'Tab', settle=0.5)
    s.keys('Ctrl+N (new game)', 'ctrl+n', settle=1.5)
    s.keys('Enter (Start Game)', 'Return', settle=2.0)
    s.app.wait(lambda: s.button('Roll') is not None, 30, 'the game page')
    s.app.wait(lambda: s.enabled('Roll'), 30, 'my turn')
    s.keys('Ctrl+R (roll)', 'ctrl+r', settle=1.5)
    s.keys('Enter (move where the cursor is)', 'Return', settle=1.5)
    if s.enabled('Suggest…'):
        s.keys('Shift+Ctrl+S (suggestion dialog)', 'shift+ctrl+s', settle=1.5)
        s.keys('Enter (suggest)', 'Return', settle=3.0)
    if s.enabled('End Turn'):
        s.keys('Ctrl+E (end turn)', 'ctrl+e', settle=1.0)
    s.step('(the others play)')
    deadline = time.time() + 20
    while time.time() < deadline and not s.enabled('Roll'):
        dialogs = [w for w in s.app.windows() if w is not None and w.getRoleName() != 'frame']
        if dialogs:
            s.app.pump(1.0)
            s.keys(f'Enter (dialog "{dialogs[0].name}")', 'Return', settle=1.5)
            s.step('(the others play)')
            continue
        s.app.pump(0.3)
    s.app.pump(1.0)
    if s.enabled('Roll'):
        s.keys('Ctrl+R (roll)', 'ctrl+r', settle=1.5)
    s.end()
    return s


def whole(orca):
    """A whole game against three bots: a suggestion each turn it can,
    an accusation on the third turn, to Game Over (about two minutes)"""
    s = Session(orca)
    s.keys('Ctrl+N (new game)', 'ctrl+n', settle=1.5)
    s.keys('Enter (Start Game)', 'Return', settle=2.0)
    s.app.wait(lambda: s.button('Roll') is not None, 30, 'the game page')
    turns, accused = 0, False
    deadline = time.time() + 240
    while time.time() < deadline and s.app.find('label', 'Game Over') is None:
        dialogs = [w for w in s.app.windows() if w is not None and w.getRoleName() != 'frame']
        if dialogs:
            s.app.pump(1.0)
            s.keys(f'Enter (dialog "{dialogs[0].name}")', 'Return', settle=1.5)
            s.step('(the others play)')
            continue
        if not s.enabled('Roll'):
            s.app.pump(0.3)
            continue
        turns += 1
        s.keys(f'turn {turns}: Ctrl+R (roll)', 'ctrl+r', settle=1.5)
        s.keys('Enter (move)', 'Return', settle=1.5)
        if s.enabled('Suggest…'):
            s.keys('Shift+Ctrl+S (suggestion dialog)', 'shift+ctrl+s', settle=1.5)
            s.keys('Enter (suggest)', 'Return', settle=3.0)
        if turns >= 3 and not accused and s.enabled('Accuse…'):
            s.keys('Shift+Ctrl+A (accusation dialog)', 'shift+ctrl+a', settle=1.5)
            s.keys('Enter', 'Return', settle=0.8)
            s.keys('Enter', 'Return', settle=0.8)
            s.keys('Enter', 'Return', settle=0.8)
            s.keys('Enter (accuse)', 'Return', settle=2.5)
            accused = True
            s.step('(the others play)')
            continue
        if s.enabled('End Turn'):
            s.keys('Ctrl+E (end turn)', 'ctrl+e', settle=1.0)
            s.step('(the others play)')
    # Orca may be some lines behind the bots: the end's words and the
    # dialog after them come within seconds
    s.app.pump(8.0)
    s.step('(game over)')
    s.end()
    return s


def notebook(orca):
    """A notebook from a file: cells, and why one says what it says"""
    s = Session(orca, [os.path.join(here, '..', 'data', 'examples', '003.log.json')])
    for _ in range(3):
        s.keys('Tab', 'Tab', settle=0.6)
    s.keys('Down', 'Down', settle=0.6)
    s.keys('Enter (why)', 'Return', settle=2.0)
    s.keys('Escape', 'Escape', settle=1.0)
    s.end()
    return s


def guard(orca):
    """Two people: the screen guard, and what is said under it"""
    s = Session(orca)
    s.keys('Ctrl+N (new game)', 'ctrl+n', settle=1.5)
    for _ in range(20):
        if s.app.focus is not None and \
                (s.app.focus.name or '').startswith('Who plays Colonel Mustard'):
            break
        s.keys('Tab', 'Tab', settle=0.3)
    s.keys('Space (open the list)', 'space', settle=0.8)
    s.keys('Home, Down (Person)', 'Home', 'Down', settle=0.5)
    s.keys('Enter', 'Return', settle=0.8)
    for _ in range(30):
        if s.app.focus is not None and (s.app.focus.name or '').replace('_', '') == 'Start Game':
            break
        s.keys('Tab', 'Tab', settle=0.2)
    s.keys('Enter (Start Game)', 'Return', settle=3.0)
    s.keys('Tab', 'Tab', settle=0.8)
    s.keys('Enter (I Am …)', 'Return', settle=2.0)
    s.keys('Ctrl+R (roll)', 'ctrl+r', settle=1.5)
    s.keys('Enter (move)', 'Return', settle=1.5)
    if s.enabled('End Turn'):
        s.keys('Ctrl+E (end turn)', 'ctrl+e', settle=1.0)
    s.step('(the next guard)')
    s.app.wait(lambda: s.app.find(contains='Pass the Screen to Colonel Mustard') is not None,
               60, 'the guard for Colonel Mustard')
    s.app.pump(2.0)
    s.keys('Tab', 'Tab', settle=0.8)
    s.keys('Enter (I Am …)', 'Return', settle=2.0)
    s.end()
    return s


def report(name, session, lines):
    findings = []
    print(f'# {name}')
    spoken = [(t, text) for t, kind, text in lines if kind == 'say']
    for i, (start, label) in enumerate(session.steps):
        end = session.steps[i + 1][0] if i + 1 < len(session.steps) else float('inf')
        said = [text for t, text in spoken if start <= t < end]
        print(f'== {label}')
        for j, text in enumerate(said):
            words = len(text.split())
            print(f'   {text}' + (f'   [{words} words]' if words > 40 else ''))
            if j > 0 and text == said[j - 1]:
                findings.append(f'{label}: said twice in a row: "{text[:80]}"')
            if words > 60:
                findings.append(f'{label}: {words} words at once: "{text[:60]}…"')
            for word in re.findall(r'\b\w+\b', text):
                if FALLBACK.match(word):
                    findings.append(f'{label}: a type name: "{word}"')
    return findings


if not os.path.exists('/usr/bin/orca'):
    print('orca is not installed (apt-get install orca)')
    sys.exit(77)
all_findings = []
for name in parts:
    orca = Orca()
    try:
        session = {'game': game, 'whole': whole, 'notebook': notebook,
                   'guard': guard}[name](orca)
    except AssertionError as e:
        print(f'# {name}: {e}')
        all_findings.append(f'{name}: {e}')
        orca.quit()
        orca.clean()
        continue
    time.sleep(0.5)
    orca.quit()
    all_findings += report(name, session, orca.lines())
    orca.clean()
print('# findings' if all_findings else '# findings: none')
for f in all_findings:
    print(f'   {f}')
sys.exit(1 if all_findings else 0)
