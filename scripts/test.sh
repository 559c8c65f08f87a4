#!/usr/bin/env bash
# The whole test suite, from a fresh clone.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-dependencies.sh --with-test-tools
swift test
