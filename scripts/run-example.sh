#!/usr/bin/env bash
# The main job on the shipped example: build l10nc, then check the TaskBoard example.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-dependencies.sh
swift build --product l10nc
L10NC="$(swift build --product l10nc --show-bin-path)/l10nc"
cd Examples/TaskBoard
echo "\$ l10nc check --resources Sources"
"$L10NC" check --resources Sources
