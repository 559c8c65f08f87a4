#!/usr/bin/env bash
# Builds and runs one libFuzzer target of Fuzz/ on its seed corpus (docs/fuzzing.md).
#
#   scripts/fuzz.sh --list              the targets
#   scripts/fuzz.sh TARGET SECONDS      build if needed, fuzz for SECONDS, print the stats
#   scripts/fuzz.sh --build [TARGET…]   build only
#
# Seeds are committed in Fuzz/Corpus/TARGET; libFuzzer writes what it learns to a work copy in
# Fuzz/.work/corpus/TARGET (git-ignored) and crashes to Fuzz/.work/artifacts/TARGET. Extra
# libFuzzer flags go in FUZZ_FLAGS (e.g. FUZZ_FLAGS="-jobs=1 -dict=…").
set -euo pipefail
script="$(cd "$(dirname "$0")" && pwd)/$(basename "$0")"
cd "$(dirname "$0")/../Fuzz"

targets=(
    FuzzMessageTemplate FuzzPluralRule FuzzAcceptLanguage FuzzTable
    FuzzYAMLCatalog FuzzConfiguration FuzzLocaleData FuzzScanner
)
# The whole graph (swift-syntax included) is instrumented: coverage for libFuzzer, ASan for
# memory errors. `-enable-testing` lets a target
# reach an internal parser with `@testable import`. Release, as fuzzing a debug build
# runs several times slower; the build folder is Fuzz/.build (git-ignored).
build_flags=(
    -c release
    -Xswiftc -sanitize=fuzzer,address -Xswiftc -enable-testing
)

usage() {
    sed -n '2,10p' "$script" | sed 's/^# \{0,1\}//' >&2
    exit 64
}

build() {
    for target in "$@"; do
        nice -n 5 swift build "${build_flags[@]}" --product "$target"
    done
}

is_target() {
    local candidate
    for candidate in "${targets[@]}"; do [[ "$candidate" == "$1" ]] && return 0; done
    return 1
}

case "${1:-}" in
    --list)
        printf '%s\n' "${targets[@]}"
        exit 0
        ;;
    --build)
        shift
        if (($# == 0)); then set -- "${targets[@]}"; fi
        for target in "$@"; do is_target "$target" || { echo "unknown target: $target" >&2; exit 64; }; done
        build "$@"
        exit 0
        ;;
    "" | -*) usage ;;
esac

target=$1
seconds=${2:-}
is_target "$target" || { echo "unknown target: $target (see --list)" >&2; exit 64; }
[[ "$seconds" =~ ^[0-9]+$ ]] || usage

build "$target"
binary="$(swift build "${build_flags[@]}" --show-bin-path)/$target"

work_corpus=".work/corpus/$target"
artifacts=".work/artifacts/$target"
mkdir -p "$work_corpus" "$artifacts"
# Seeds go into the work corpus each run; what libFuzzer added in earlier runs stays.
cp -n "Corpus/$target"/* "$work_corpus"/ 2>/dev/null || true

echo "fuzzing $target for ${seconds}s (corpus $work_corpus, crashes in $artifacts)"
# -max_len: resources and sources of interest are small; 64 KiB leaves room for nesting.
# -timeout: one input taking 10 s is a hang. -rss_limit_mb: a runaway allocation is a bug.
# ASan: leaks are not checked (the parsers hold process-lifetime caches on purpose). Swift's
# own backtracer is off: libFuzzer reports the crash and saves the input, and the backtracer
# would stop the process for seconds per crash.
status=0
ASAN_OPTIONS="detect_leaks=0:${ASAN_OPTIONS:-}" SWIFT_BACKTRACE="enable=no" nice -n 5 "$binary" \
    -max_total_time="$seconds" -max_len=65536 -timeout=10 -rss_limit_mb=2048 \
    -print_final_stats=1 -artifact_prefix="$artifacts/" ${FUZZ_FLAGS:-} \
    "$work_corpus" || status=$?
if ((status != 0)); then
    echo "fuzz.sh: $target stopped with status $status; inputs in $artifacts:" >&2
    ls -l "$artifacts" >&2
fi
exit "$status"
