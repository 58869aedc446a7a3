/* cf-file-private.h: fault injection into the save routine, for tests
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "cf-file.h"

G_BEGIN_DECLS

typedef enum
{
  CF_FILE_STEP_WRITE,  /* after half of the bytes are written */
  CF_FILE_STEP_SYNC,   /* fsync of the temporary file */
  CF_FILE_STEP_BACKUP, /* keeping FILE~ */
  CF_FILE_STEP_RENAME, /* the temporary file becomes FILE */
} CfFileStep;

/* Called before each step; a non-zero errno fails the step with it. */
typedef int (*CfFileFaultFunc) (CfFileStep step, gpointer user_data);

void cf_file_set_fault_func (CfFileFaultFunc func, gpointer user_data);

G_END_DECLS
