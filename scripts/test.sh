#!/usr/bin/env bash
# The whole test suite, from a fresh clone.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-dependencies.sh --with-test-tools
swift test
# The runtime's concurrency tests again, under ThreadSanitizer (under two minutes cold: TSan/
# builds L10nRuntime only).
bash scripts/tsan.sh
# The service example: builds TaskBoard (its table through l10nc's build plugin) and
# Hummingbird, then starts the server on 127.0.0.1 on a free port.
swift test --package-path Examples/TaskBoardService
