#!/usr/bin/env python3
# check-mechanics.py: an edition's mechanic (Discover the Secrets, in
# src/core/cf-secrets*.c) and the game's turns stay apart (issue 23): the
# turns call the mechanic only through the hooks cf-secrets-private.h lists,
# the mechanic calls into the game only through its public API and the API
# for mechanics cf-game-private.h lists, and neither reaches into the
# other's fields.
#
# Copyright 2026 The Casefile developers
# SPDX-License-Identifier: GPL-3.0-or-later

import pathlib
import re
import sys

core = pathlib.Path(sys.argv[1]) / 'src' / 'core'


def text(name):
    # Without comments: they may name anything
    source = (core / name).read_text(encoding='utf-8')
    source = re.sub(r'/\*.*?\*/', ' ', source, flags=re.S)
    return re.sub(r'//[^\n]*', ' ', source)


def declared(source):
    return set(re.findall(r'\b(cf_\w+)\s*\(', source))


def defined(source):
    return set(re.findall(r'^(cf_\w+)\s*\(', source, flags=re.M))


def calls(source):
    return set(re.findall(r'\b(cf_\w+)\s*\(', source)) - defined(source)


secrets_files = sorted(p.name for p in core.glob('cf-secrets*.c'))
secrets_source = ''.join(text(n) for n in secrets_files)
secrets_defined = defined(secrets_source)

private = (core / 'cf-secrets-private.h').read_text(encoding='utf-8')
block = private[private.index('The hooks.'):]
hooks = set(re.findall(r'^\w[\w *]*?\b(cf_secrets_\w+)\s*\(', block, flags=re.M))
hooks &= set('cf_secrets_' + h for h in re.findall(r'^ \*   (\w+)', block, flags=re.M))

game_private = text('cf-game-private.h')
for_mechanics = declared(game_private[game_private.index('cf_game_get_hand'):]) | declared(
    game_private[:game_private.index('cf_game_do_roll')])
public = declared(text('cf-game.h'))

turns = text('cf-game-turns.c')
turns_defined = defined(turns)

problems = []
for name in sorted(calls(turns) & secrets_defined):
    if name not in hooks:
        problems.append(f'cf-game-turns.c calls {name}, not a hook of cf-secrets-private.h')
for name in sorted(calls(secrets_source) & turns_defined):
    if name not in for_mechanics and name not in public:
        problems.append(f'{" ".join(secrets_files)} call {name} of cf-game-turns.c, not in the '
                        'API for mechanics')
if re.search(r'\bgame->|self->game->', secrets_source):
    problems.append('the mechanic reaches into the game\'s fields')
for name in sorted(p.name for p in core.glob('cf-game*.c')):
    if re.search(r'secrets->', text(name)):
        problems.append(f'{name} reaches into CfSecrets\' fields')

print('1..2')
if len(hooks) < 10:
    print(f'not ok 1 - found only {len(hooks)} hooks in cf-secrets-private.h')
    sys.exit(1)
print(f'ok 1 - {len(hooks)} hooks, {len(for_mechanics)} functions of the game for mechanics')
if problems:
    print('not ok 2 - the game and its mechanic are tangled')
    for p in problems:
        print(f'# {p}')
    sys.exit(1)
print(f'ok 2 - cf-game-turns.c and {", ".join(secrets_files)} meet only at the hooks')
