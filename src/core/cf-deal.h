/* cf-deal.h: how the cards of a table game are dealt, and what they are called
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "cf-edition.h"

G_BEGIN_DECLS

char    *cf_card_id_from_name (const char *name);
GStrv    cf_card_ids_from_list (const char *text);
gboolean cf_deal_hand_sizes (CfEdition  *edition,
                             guint       n_players,
                             const char *given,
                             guint      *sizes,
                             guint      *set_aside,
                             GError    **error);

G_END_DECLS
