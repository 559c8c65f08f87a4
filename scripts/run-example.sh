#!/usr/bin/env bash
# The main job on the shipped example: build l10nc, check the TaskBoard example, compile its
# table and resolve a few messages from it.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-dependencies.sh
swift build --product l10nc
L10NC="$(swift build --product l10nc --show-bin-path)/l10nc"
TABLE="${TMPDIR:-/tmp}/taskboard.l10n"
cd Examples/TaskBoard
echo "\$ l10nc check            # reads Examples/TaskBoard/l10nc.yml: sources, resources, locales"
"$L10NC" check
echo "\$ l10nc compile --output $TABLE"
"$L10NC" compile --output "$TABLE"
echo "\$ l10nc lookup --table $TABLE --locale ru --arg count=21 TaskCardViewModel.openTasks"
"$L10NC" lookup --table "$TABLE" --locale ru --arg count=21 TaskCardViewModel.openTasks
echo "\$ l10nc lookup --table $TABLE --locale de_AT --arg name=Ada --arg count=3 DashboardViewModel.welcome"
"$L10NC" lookup --table "$TABLE" --locale de_AT --arg name=Ada --arg count=3 DashboardViewModel.welcome
