/* fuzz-main.c: the libFuzzer entry point of one harness; CF_FUZZ_TARGET
 * names the target of cf-fuzz-targets.c it runs (set by meson.build)
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <stddef.h>
#include <stdint.h>

#include "cf-fuzz-targets.h"

int LLVMFuzzerInitialize (int *argc, char ***argv);
int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerInitialize (int *argc, char ***argv)
{
  cf_fuzz_init ();
  return 0;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  CF_FUZZ_TARGET (data, size);
  return 0;
}
