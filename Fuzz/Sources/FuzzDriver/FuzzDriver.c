#include "FuzzDriver.h"

// libFuzzer's own entry (compiler-rt, linked by `-sanitize=fuzzer`).
extern int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *, size_t));

// SwiftPM links every executable on Linux with `--defsym main=<Target>_main`, so libFuzzer's
// `main` (which expects `-parse-as-library` and no Swift entry point) cannot be the program's
// entry: each target has a Swift `@main` that calls libFuzzer's driver through this function.
int l10nc_fuzz_run(int argc, char **argv, L10nFuzzCallback callback) {
    return LLVMFuzzerRunDriver(&argc, &argv, callback);
}
