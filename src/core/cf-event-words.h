/* cf-event-words.h: one way to say what happened at the table
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "cf-case-log.h"

G_BEGIN_DECLS

char *cf_event_describe (const CfEvent *event, CfCaseLog *log);
char *cf_event_describe_passed (const CfEvent *event, CfCaseLog *log);

G_END_DECLS
