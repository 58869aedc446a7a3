/* cf-invitation.h: the invitation to a game hosted from the window
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "cf-net-host.h"

G_BEGIN_DECLS

GtkWidget *cf_invitation_new (GtkWindow *parent, CfNetHost *host, const char *game_name);
char      *cf_invitation_get_link (CfNetHost *host);

G_END_DECLS
