#ifndef L10NC_FUZZ_DRIVER_H
#define L10NC_FUZZ_DRIVER_H

#include <stddef.h>
#include <stdint.h>

/// What libFuzzer calls with each input (`LLVMFuzzerTestOneInput`'s signature).
typedef int (*L10nFuzzCallback)(const uint8_t *_Nonnull data, size_t size);

/// Runs libFuzzer's driver on the command line with `callback` (`LLVMFuzzerRunDriver`).
int l10nc_fuzz_run(int argc, char *_Nullable *_Nonnull argv, L10nFuzzCallback _Nonnull callback);

#endif
