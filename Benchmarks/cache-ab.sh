#!/bin/bash
# Two l10nc binaries' re-checks from the check cache after one edit, side by side: each round
# edits one file of the project in place (a Swift property renamed, as CheckBenchmark does, or
# with `yaml` a YAML title changed), then times `l10nc check --format json --cache DIR` of each
# binary (each with a cache of its own), the order alternating from round to round. Prints the
# fastest, first quartile and median of each. The times include the shell's timing (a few ms).
#
#   swift run -c release --package-path Benchmarks CheckBenchmark <l10nc> --write-project DIR
#   bash Benchmarks/cache-ab.sh DIR ROUNDS BINARY_A BINARY_B [yaml]
#
# The project is edited and left edited: write it again for a fresh start.
set -euo pipefail
project=$1; rounds=$2; a=$3; b=$4; mode=${5:-swift}
caches=$(mktemp -d)
trap 'rm -rf "$caches"' EXIT
cd "$project"
for binary in "$a" "$b"; do "$binary" check --format json --cache "$caches/$(basename "$binary")-$([ "$binary" = "$a" ] && echo a || echo b)" >/dev/null 2>&1 || true; done
# Files changed within 2 s of a check are hashed again by the next one whatever their stamps.
sleep 2.2
if [ "$mode" = yaml ]; then mapfile -t files < <(find Resources -name '*.yml' | sort); else mapfile -t files < <(find Sources -name '*.swift' | sort); fi
times_a=(); times_b=()
timed() {
    local start end
    start=$(date +%s%N)
    "$1" check --format json --cache "$caches/$2" >/dev/null 2>&1 || true
    end=$(date +%s%N)
    echo $(((end - start) / 10000))
}
for round in $(seq "$rounds"); do
    file=${files[$(((round * 37 + 11) % ${#files[@]}))]}
    content=$(<"$file")
    if [ "$mode" = yaml ]; then
        printf '%s\n' "${content/title: \"/title: \"E$round }" >"$file"
    else
        printf '%s\n' "${content/var saveButton/var saveButtonE$round}" >"$file"
    fi
    if ((round % 2)); then
        times_a+=("$(timed "$a" "$(basename "$a")-a")"); times_b+=("$(timed "$b" "$(basename "$b")-b")")
    else
        times_b+=("$(timed "$b" "$(basename "$b")-b")"); times_a+=("$(timed "$a" "$(basename "$a")-a")")
    fi
done
report() {
    printf '%s\n' "${@:2}" | sort -n | awk -v name="$1" '{ t[NR] = $1 } END {
        printf "%s: fastest %.2f ms, first quartile %.2f ms, median %.2f ms\n", name, t[1] / 100, t[int(NR / 4) + 1] / 100, t[int((NR + 1) / 2)] / 100 }'
}
report "A ($a)" "${times_a[@]}"
report "B ($b)" "${times_b[@]}"
