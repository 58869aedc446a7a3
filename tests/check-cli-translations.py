#!/usr/bin/env python3
# check-cli-translations.py: `casefile-cli editions` speaks the user's language.
#
# Copyright 2026 The Casefile developers
# SPDX-License-Identifier: GPL-3.0-or-later

import json
import os
import subprocess
import sys

cli = os.environ['CASEFILE_CLI']

# language -> (edition id, card id, expected name)
EXPECTED = {
    'C': [('classic', 'plum', 'Professor Plum'), ('classic', 'wrench', 'Wrench')],
    'de': [('classic', 'plum', 'Professor Bloom'), ('classic', 'wrench', 'Rohrzange'),
           ('classic', 'scarlet', 'Fräulein Gloria'), ('classic', 'hall', 'Eingangshalle')],
    'fr': [('classic', 'scarlet', 'Mademoiselle Rose'), ('classic', 'mustard', 'Colonel Moutarde'),
           ('classic', 'wrench', 'Clé anglaise'), ('classic', 'kitchen', 'Cuisine')],
    'es': [('classic', 'scarlet', 'Señorita Amapola'), ('classic', 'plum', 'Profesor Mora'),
           ('classic', 'wrench', 'Llave inglesa'), ('classic', 'hall', 'Vestíbulo')],
    'pt_BR': [('classic', 'mustard', 'Coronel Mostarda'), ('classic', 'peacock', 'Dona Violeta'),
              ('classic', 'candlestick', 'Castiçal'), ('classic', 'kitchen', 'Cozinha')],
    'it': [('classic', 'mustard', 'Colonnello Mustard'), ('classic', 'knife', 'Pugnale'),
           ('classic', 'hall', 'Ingresso')],
    'nl': [('classic', 'scarlet', 'Rosa Roodhart'), ('classic', 'green', 'Dominee Groenewoud'),
           ('classic', 'wrench', 'Engelse sleutel'), ('classic', 'lounge', 'Zitkamer')],
    'en_GB': [('classic', 'scarlet', 'Miss Scarlett'), ('classic', 'green', 'Reverend Green'),
              ('classic', 'knife', 'Dagger'), ('classic', 'lead-pipe', 'Lead Piping'),
              ('classic', 'wrench', 'Spanner')],
}

tests = [(lang, case) for lang, cases in EXPECTED.items() for case in cases]
print(f'1..{len(tests)}')
failed = 0
outputs = {}
for n, (lang, (edition_id, card_id, name)) in enumerate(tests, 1):
    if lang not in outputs:
        env = dict(os.environ, LANGUAGE=lang, LANG='C.UTF-8', LC_ALL='C.UTF-8')
        result = subprocess.run([cli, 'editions'], env=env, capture_output=True, text=True)
        outputs[lang] = json.loads(result.stdout) if result.returncode == 0 else []
    cards = {}
    for edition in outputs[lang]:
        if edition['id'] == edition_id:
            for member in ('suspects', 'weapons', 'rooms'):
                cards.update({c['id']: c['name'] for c in edition[member]})
    got = cards.get(card_id)
    if got == name:
        print(f'ok {n} - LANGUAGE={lang}: {card_id} is “{name}”')
    else:
        failed += 1
        print(f'not ok {n} - LANGUAGE={lang}: {card_id} is “{got}”, expected “{name}”')
sys.exit(1 if failed else 0)
