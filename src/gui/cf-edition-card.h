/* cf-edition-card.h: one edition of the catalogue, with all its cards
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "casefile-core.h"

G_BEGIN_DECLS

#define CF_TYPE_EDITION_CARD (cf_edition_card_get_type ())

G_DECLARE_FINAL_TYPE (CfEditionCard, cf_edition_card, CF, EDITION_CARD, GtkWidget)

CfEditionCard *cf_edition_card_new (CfEdition *edition);
CfEdition     *cf_edition_card_get_edition (CfEditionCard *self);

G_END_DECLS
