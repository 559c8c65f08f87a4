#!/usr/bin/env bash
# Times `l10nc check` on one resource that is a single 10 MB line holding 100,000 orphan keys,
# in text and in JSON format, with each run's peak resident memory: the text reporter must
# stay linear in the findings however long the line (issue 22, item 1).
#
#   bash scripts/long-line-check.sh [path/to/l10nc]   # default: a release build
set -euo pipefail
cd "$(dirname "$0")/.."
l10nc="${1:-.build/release/l10nc}"
if [ ! -x "$l10nc" ]; then
    swift build -c release --product l10nc >&2
fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/Sources"
printf 'struct LongViewModel {\n    @LocalizedString var title\n}\n' > "$work/Sources/LongViewModel.swift"
python3 - "$work/Sources/LongViewModel.yml" <<'PY'
import sys
value = "x" * 80
keys = ", ".join(f'key{i}: "{value}"' for i in range(100_000))
with open(sys.argv[1], "w") as out:
    out.write('{en: {LongViewModel: {title: "Title", ' + keys + "}}}\n")
PY
input_bytes=$(stat -c %s "$work/Sources/LongViewModel.yml")
echo "input: one line of $input_bytes bytes, 100,000 orphan keys"
for format in json text; do
    /usr/bin/time -f "%e %M" -o "$work/time-$format" \
        "$l10nc" check --sources "$work/Sources" --resources "$work/Sources" --default-locale en \
        --format "$format" > "$work/out-$format" 2>/dev/null || true
    read -r seconds kilobytes < "$work/time-$format"
    output_bytes=$(stat -c %s "$work/out-$format")
    awk -v f="$format" -v s="$seconds" -v k="$kilobytes" -v o="$output_bytes" -v i="$input_bytes" \
        'BEGIN { printf "%-5s %6.2f s  peak %7.1f MB (%.1fx the input)  output %6.1f MB\n", f, s, k / 1024, k * 1024 / i, o / 1048576 }'
done
