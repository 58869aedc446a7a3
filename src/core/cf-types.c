/* cf-types.c
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "cf-types.h"

G_DEFINE_QUARK (cf - error - quark, cf_error)

/**
 * cf_category_to_string:
 * @category: a #CfCategory
 *
 * Returns: the stable, untranslated name of @category ("suspect",
 *   "weapon" or "room"), as used in files.
 */
const char *
cf_category_to_string (CfCategory category)
{
  static const char *names[] = { "suspect", "weapon", "room" };

  g_return_val_if_fail (category < CF_N_CATEGORIES, NULL);
  return names[category];
}
