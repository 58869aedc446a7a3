/* cf-game-save-private.h: what the game's save shares with the parts of it
 * its mechanics write and read themselves
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <json-glib/json-glib.h>

#include "cf-game-private.h"

G_BEGIN_DECLS

/* A save being read into @game */
typedef struct
{
  CfGame     *game;
  CfEdition  *edition;
  const char *origin;
  JsonArray  *summoned;    /* as read, for the paths of errors */
  int         shadow_seat; /* a seat's copy (else -1): the cards it cannot know are null */
} CfGameReader;

/* A card by its id, or null for -1 */
void cf_game_save_add_card (JsonBuilder *builder, CfGame *self, int card);
void cf_game_save_add_cards (JsonBuilder *builder, CfGame *self, const int *cards, guint n);

/* @category: the kind of card expected, or -1 for any */
gboolean cf_game_save_read_card (CfGameReader *r,
                                 JsonNode     *node,
                                 const char   *path,
                                 int           category,
                                 gboolean      nullable,
                                 int          *out,
                                 GError      **error);
gboolean cf_game_save_read_bool (CfGameReader *r,
                                 JsonObject   *object,
                                 const char   *member,
                                 const char   *parent,
                                 gboolean     *out,
                                 GError      **error);
/* Sets @error to @message at @path; returns FALSE */
gboolean
cf_game_save_fail_at (CfGameReader *r, const char *path, const char *message, GError **error);

/* The whole game as JSON; a save (or a seat's copy) read back */
JsonNode *cf_game_save_to_node (CfGame *self, int log_seat);
CfGame   *cf_game_save_load (JsonNode *root, const char *origin, int shadow_seat, GError **error);
/* cf-game-shadow.c: a case log for a seat whose own is not sent */
CfCaseLog *cf_game_shadow_stand_in_log (CfGame *self, guint seat);
gboolean   cf_game_shadow_check (CfGame *self, const char *origin, GError **error);

G_END_DECLS
