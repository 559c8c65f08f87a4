#!/usr/bin/env bash
# The whole test suite, from a fresh clone.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-dependencies.sh --with-test-tools
swift test
# The service example: its tests compile the TaskBoard table with the l10nc built above
# (.build/debug/l10nc) and start the server on 127.0.0.1.
swift build --product l10nc
swift test --package-path Examples/TaskBoardService
