#!/usr/bin/env bash
# Benchmarks/check-instructions.sh: the instructions and the heap peak of `l10nc check` on the
# CheckBenchmark project, against its floor counted in the same run: a libyaml-only parse of its
# YAML files and a swift-syntax-only parse of its Swift files (`ParseFloor`), one process each.
#
# Usage, from the repository root, after
#   swift build -c release --package-path Benchmarks --product l10nc
#   swift build -c release --package-path Benchmarks --product ParseFloor
#   swift build -c release --package-path Benchmarks --product CheckBenchmark
# run
#   bash Benchmarks/check-instructions.sh [--fosmvvm] [--scale N] [L10NC...]
#
# Each L10NC (default: Benchmarks/.build/release/l10nc) is counted on the same project, so a
# binary from before a change and one from after it compare in one run. `--fosmvvm` counts a copy
# of the project that says `runtime: fosmvvm` too (FOSMVVM's semantics: trimmed texts, no
# plurals). `--scale N` writes N times the project.
#
# Instructions: callgrind (valgrind 3.19 cannot read a Swift 6.3 release binary's DWARF 5, so
# each binary is copied with its debug sections stripped; symbols stay), every thread, the
# whole process for `l10nc check`, only the parse functions for the floor (`--toggle-collect`).
# Heap peak: heaptrack's "peak heap memory consumption". Both are repeatable on a shared machine,
# where wall time is not.
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
RELEASE=$ROOT/Benchmarks/.build/release
SCALE=1
FOSMVVM=false
BINARIES=()
while (($#)); do
    case "$1" in
    --scale) SCALE=${2:?--scale needs a number}; shift 2 ;;
    --fosmvvm) FOSMVVM=true; shift ;;
    -h | --help) sed -n '2,/^set -euo/p' "${BASH_SOURCE[0]}" | sed '$d' | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) BINARIES+=("$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"); shift ;;
    esac
done
((${#BINARIES[@]})) || BINARIES=("$RELEASE/l10nc")
for tool in valgrind callgrind_annotate heaptrack heaptrack_print; do
    command -v "$tool" >/dev/null || { echo "check-instructions.sh: $tool is missing" >&2; exit 2; }
done

WORK=$(mktemp -d "${TMPDIR:-/tmp}/l10nc-instructions.XXXXXX")
trap 'rm -rf "$WORK"' EXIT
PROJECT=$WORK/project
"$RELEASE/CheckBenchmark" --write-project "$PROJECT" --scale "$SCALE" | head -1

giga() { awk -v n="$1" 'BEGIN { printf "%.2f G", n / 1e9 }'; }
# The instructions callgrind collected, from its summary line.
collected() { sed -n 's/^==[0-9]*== Collected : \([0-9]*\)$/\1/p' "$1"; }

strip --strip-debug -o "$WORK/ParseFloor" "$RELEASE/ParseFloor"
valgrind --tool=callgrind --callgrind-out-file="$WORK/yaml.out" --toggle-collect='*14yamlEventsOnly*' \
    "$WORK/ParseFloor" yaml "$PROJECT" >/dev/null 2>"$WORK/yaml.log"
valgrind --tool=callgrind --callgrind-out-file="$WORK/swift.out" --toggle-collect='*15syntaxTreesOnly*' \
    "$WORK/ParseFloor" swift "$PROJECT" >/dev/null 2>"$WORK/swift.log"
YAML=$(collected "$WORK/yaml.log")
SWIFT=$(collected "$WORK/swift.log")
FLOOR=$((YAML + SWIFT))
echo "floor: libyaml parse $(giga "$YAML"), swift-syntax parse $(giga "$SWIFT"), together $(giga "$FLOOR")"

# measure LABEL DIRECTORY: every binary's check of the project in DIRECTORY.
measure() {
    local label=$1 directory=$2 index=0 binary
    for binary in "${BINARIES[@]}"; do
        index=$((index + 1))
        strip --strip-debug -o "$WORK/l10nc-$index" "$binary"
        (cd "$directory" && valgrind --tool=callgrind --callgrind-out-file="$WORK/check-$index.out" \
            "$WORK/l10nc-$index" check --format json >/dev/null 2>"$WORK/check-$index.log") || true
        local instructions peak
        instructions=$(collected "$WORK/check-$index.log")
        (cd "$directory" && heaptrack -o "$WORK/heap-$index" "$binary" check --format json \
            >/dev/null 2>&1) || true
        peak=$(heaptrack_print "$WORK"/heap-"$index".* 2>/dev/null |
            sed -n 's/^peak heap memory consumption: //p')
        rm -f "$WORK"/heap-"$index".*
        printf '%s %s: %s instructions, %.2f× the floor; heap peak %s\n' "$label" "$binary" \
            "$(giga "$instructions")" "$(awk -v a="$instructions" -v b="$FLOOR" 'BEGIN { print a / b }')" "$peak"
    done
}
measure "check" "$PROJECT"
if $FOSMVVM; then
    cp -a "$PROJECT" "$WORK/fosmvvm"
    sed -i 's/^runtime: l10nc$/runtime: fosmvvm/' "$WORK/fosmvvm/l10nc.yml"
    measure "check (runtime: fosmvvm)" "$WORK/fosmvvm"
fi
