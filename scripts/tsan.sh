#!/usr/bin/env bash
# The runtime's concurrency tests (one table and encoder shared by 16 threads, and by 400
# tasks) under ThreadSanitizer. Any report fails the run. The package in TSan/ builds only
# L10nRuntime, so this takes under two minutes from a cold build (1 min 38 s measured on a
# busy 2-core machine, 15 s warm); see docs/runtime.md.
set -euo pipefail
cd "$(dirname "$0")/../TSan"
# halt_on_error: the first race fails the run at once, with its report on stderr.
TSAN_OPTIONS="halt_on_error=1:${TSAN_OPTIONS:-}" swift test --sanitize=thread "$@"
