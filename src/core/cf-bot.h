/* cf-bot.h: computer players that see only what their seat saw
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "cf-game.h"
#include "cf-seat-view.h"

G_BEGIN_DECLS

/**
 * CfBotView:
 *
 * A snapshot of what one seat may know when it must act: the public state of
 * the table and a copy of that seat's own case log. A bot decides from a
 * view alone, so it can think in a worker thread and can never read another
 * seat's hand.
 */
typedef struct _CfBotView CfBotView;

CfBotView *cf_bot_view_new (CfGame *game, guint seat);
CfBotView *cf_bot_view_new_from_view (CfSeatView *seat_view);
void       cf_bot_view_free (CfBotView *view);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (CfBotView, cf_bot_view_free)

#define CF_TYPE_BOT (cf_bot_get_type ())

G_DECLARE_FINAL_TYPE (CfBot, cf_bot, CF, BOT, GObject)

CfBot       *cf_bot_new (CfPlayerKind level, guint64 seed);
CfPlayerKind cf_bot_get_level (CfBot *self);
gboolean     cf_bot_decide (CfBot           *self,
                            const CfBotView *view,
                            CfAction        *action,
                            GCancellable    *cancellable,
                            GError         **error);
void         cf_bot_decide_async (CfBot              *self,
                                  CfBotView          *view,
                                  GCancellable       *cancellable,
                                  GAsyncReadyCallback callback,
                                  gpointer            user_data);
gboolean cf_bot_decide_finish (CfBot *self, GAsyncResult *result, CfAction *action, GError **error);

G_END_DECLS
