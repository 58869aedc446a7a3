/* casefile-core.h: everything of the core, for the app, the CLI and tests
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "cf-board-layout.h"
#include "cf-board.h"
#include "cf-bot.h"
#include "cf-case-log-editor.h"
#include "cf-case-log.h"
#include "cf-deal.h"
#include "cf-deduction.h"
#include "cf-edition.h"
#include "cf-enum-types.h"
#include "cf-event-words.h"
#include "cf-file.h"
#include "cf-game-shadow.h"
#include "cf-game.h"
#include "cf-hot-seat.h"
#include "cf-init.h"
#include "cf-net-codec.h"
#include "cf-public-view.h"
#include "cf-rules.h"
#include "cf-seat-view.h"
#include "cf-secrets.h"
#include "cf-simulate.h"
#include "cf-story.h"
#include "cf-text.h"
#include "cf-types.h"
