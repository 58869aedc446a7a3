/* cf-edition.h: a card set with its rule variant
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "cf-intrigue.h"
#include "cf-rules.h"
#include "cf-types.h"

G_BEGIN_DECLS

#define CF_MAX_CARDS 64

#define CF_TYPE_EDITION (cf_edition_get_type ())

G_DECLARE_FINAL_TYPE (CfEdition, cf_edition, CF, EDITION, GObject)

CfEdition  *cf_edition_new_from_bytes (GBytes *bytes, const char *origin, GError **error);
CfEdition  *cf_edition_new_custom (const char        *id,
                                   const char *const *suspects,
                                   const char *const *weapons,
                                   const char *const *rooms,
                                   GError           **error);
GListModel *cf_edition_get_builtin (GError **error);
CfEdition  *cf_edition_lookup_builtin (const char *id);

gboolean cf_edition_is_valid_card_id (const char *id);

const char       *cf_edition_get_id (CfEdition *self);
const char       *cf_edition_get_name (CfEdition *self);
const char       *cf_edition_get_description (CfEdition *self);
guint             cf_edition_get_dice (CfEdition *self);
guint             cf_edition_get_max_roll (CfEdition *self);
gboolean          cf_edition_is_builtin (CfEdition *self);
const CfRules    *cf_edition_get_rules (CfEdition *self);
const char       *cf_edition_get_board_id (CfEdition *self);
const CfIntrigue *cf_edition_get_intrigue (CfEdition *self);
gboolean          cf_edition_says_rumor (CfEdition *self);

guint       cf_edition_get_n_cards (CfEdition *self);
guint       cf_edition_get_n_cards_of (CfEdition *self, CfCategory category);
guint       cf_edition_get_first_card_of (CfEdition *self, CfCategory category);
int         cf_edition_lookup_card (CfEdition *self, const char *id);
const char *cf_edition_get_card_id (CfEdition *self, guint card);
const char *cf_edition_get_card_name (CfEdition *self, guint card);
CfCategory  cf_edition_get_card_category (CfEdition *self, guint card);
const char *cf_edition_get_card_color (CfEdition *self, guint card);
const char *cf_edition_get_suspect_personality (CfEdition *self, guint card);

G_END_DECLS
