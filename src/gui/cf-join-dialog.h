/* cf-join-dialog.h: join a game hosted at another computer
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "cf-net-discovery.h"
#include "cf-net-joiner.h"

G_BEGIN_DECLS

#define CF_TYPE_JOIN_DIALOG (cf_join_dialog_get_type ())

G_DECLARE_FINAL_TYPE (CfJoinDialog, cf_join_dialog, CF, JOIN_DIALOG, AdwWindow)

GtkWidget *cf_join_dialog_new (GtkWindow *parent);
void       cf_join_dialog_set_invitation (CfJoinDialog *self,
                                          const char   *address,
                                          const char   *code,
                                          const char   *name);
void       cf_join_dialog_choose_game (CfJoinDialog *self, CfNetFoundGame *game);
void       cf_join_dialog_join (CfJoinDialog *self);

G_END_DECLS
