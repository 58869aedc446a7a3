/* cf-types.h
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

typedef struct _CfEdition   CfEdition;
typedef struct _CfCaseLog   CfCaseLog;
typedef struct _CfDeduction CfDeduction;

/**
 * CfCategory:
 * @CF_CATEGORY_SUSPECT: a suspect card
 * @CF_CATEGORY_WEAPON: a weapon card
 * @CF_CATEGORY_ROOM: a room card
 *
 * The three kinds of card; the envelope holds one of each.
 */
typedef enum
{
  CF_CATEGORY_SUSPECT,
  CF_CATEGORY_WEAPON,
  CF_CATEGORY_ROOM,
  CF_N_CATEGORIES
} CfCategory;

#define CF_ERROR (cf_error_quark ())

/**
 * CfError:
 * @CF_ERROR_INVALID: the input is malformed; the message names the place
 * @CF_ERROR_CONTRADICTION: the input is well-formed but no deal agrees with it
 * @CF_ERROR_TOO_LARGE: the input is beyond what Casefile handles
 *
 * Errors of the core.
 */
typedef enum
{
  CF_ERROR_INVALID,
  CF_ERROR_CONTRADICTION,
  CF_ERROR_TOO_LARGE,
} CfError;

GQuark      cf_error_quark (void);
const char *cf_category_to_string (CfCategory category);

G_END_DECLS
