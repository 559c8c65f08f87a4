#!/usr/bin/env bash
# scripts/output-identity.sh: is the output of every l10nc command byte-identical between a
# reference build and the current one?
#
# Usage (from anywhere in the repository):
#   scripts/output-identity.sh [--reference REV | --reference-binary PATH]
#                              [--current-binary PATH] [--keep DIR] [--strict-help]
#                              [--only REGEX]
#
#   --reference REV          the revision to compare with (default 63f4e11, the last commit
#                            before the project-engine refactor). It is built once in a git
#                            worktree, ${TMPDIR:-/tmp}/l10nc-identity-ref-<short rev>, with
#                            `swift build -c release --product l10nc`; a later run reuses the
#                            worktree and its .build, so only the first run pays for the build.
#   --reference-binary PATH  an l10nc already built from the reference; nothing is built.
#   --current-binary PATH    the l10nc to check; default: the work tree's release build through
#                            the Benchmarks package (Benchmarks/.build/release/l10nc).
#   --keep DIR               keep the outputs of every run in DIR (the file trees of the runs
#                            that differ too); without it they are deleted at the end.
#   --strict-help            count differences of the help texts too (see below).
#   --only REGEX             run only the projects whose label (as printed) matches REGEX
#                            (grep -E), e.g. --only 'bad invocation|CheckBenchmark'.
#
# Inputs: every project among the fixtures of Tests/*/Fixtures (a folder with l10nc.yml or
# Package.swift; a folder of loose .swift/.yml files is checked with --sources . --resources .),
# every project of Examples/, and the CheckBenchmark project (2,000 view models, 100,000
# messages over 10 locales; written by `CheckBenchmark --write-project DIR`). A package without
# l10nc.yml gets one from the reference's `l10nc init` first (init itself is compared too); a
# configuration with a projects: list is run as a whole and once per --project.
#
# Commands: --version; bad invocations (an unknown --runtime, --format or --rule, a missing
# option, file, project or locale) in the TaskBoard example; on every project: check in every
# --format, with --warnings-as-errors, with a baseline, with --cache (cold, warm, warm after
# an edit); compile with every --emit and with --pseudo, then lookup of some keys in every
# locale of the table; stats and extract in every format; fix --dry-run, fix, fix --check,
# every --fill and --stub, --prune, --accept; lock; export in every format (and --only missing,
# --pseudo) followed by import of the exported files (--dry-run, then a changed translation for
# real); init (--dry-run, for real, --include-tests). The formats and flags are read from the
# reference's --help; what only the current build has is listed as skipped.
#
# Time, on two shared cores: 7-9 minutes of runs (two thirds of it the CheckBenchmark project),
# plus the builds: about 9 minutes for the reference the first time, seconds after.
#
# Every run starts from a fresh copy of the project at the same path (one side after the
# other), so paths in the output match without rewriting them. Compared, byte for byte: the
# standard output, standard error and exit status of every step, and the project's file tree
# afterwards. The only normalization: elapsed times (`... in 0.12 s`, "elapsedSeconds"). The
# --cache folder itself is not compared: its files are named by hashes of file identities and
# differ between two runs of the same binary.
#
# Prints one line per (project, case), `same` or `DIFFERENT` with the first 40 lines of the
# difference, then the counts; exit status 0 only when everything is identical but for the
# changes made on purpose that INTENDED lists (each with its commit and reason).
#
# The help texts (`--help`, `help <command>`, and the list of commands a mistyped command
# gets) are compared as well, but their differences are printed as `changed` and do not fail
# the run unless --strict-help is given: the acceptance is about what the commands do with a
# project, and those texts change, intendedly, with every command or option value added.
#
# Builds run under `nice -n 15`: the machine is shared.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
REFERENCE_REV=63f4e11
REFERENCE_BINARY=""
CURRENT_BINARY=""
KEEP=""
STRICT_HELP=false
ONLY=""

usage() {
    sed -n '2,/^set -euo/p' "${BASH_SOURCE[0]}" | sed '$d' | sed 's/^# \{0,1\}//'
}

while (($#)); do
    case "$1" in
    --reference) REFERENCE_REV=${2:?--reference needs a revision}; shift 2 ;;
    --reference-binary) REFERENCE_BINARY=${2:?--reference-binary needs a path}; shift 2 ;;
    --current-binary) CURRENT_BINARY=${2:?--current-binary needs a path}; shift 2 ;;
    --keep) KEEP=${2:?--keep needs a directory}; shift 2 ;;
    --strict-help) STRICT_HELP=true; shift ;;
    --only) ONLY=${2:?--only needs a regular expression}; shift 2 ;;
    -h | --help) usage; exit 0 ;;
    *) echo "output-identity.sh: unknown argument '$1' (see --help)" >&2; exit 2 ;;
    esac
done

log() { printf '%s\n' "$*" >&2; }
absolute() { (cd "$(dirname "$1")" && echo "$(pwd)/$(basename "$1")"); }

# MARK: Work folder

if [[ -n $KEEP ]]; then
    mkdir -p "$KEEP"
    WORK=$(cd "$KEEP" && pwd)
    rm -rf "$WORK/run" "$WORK/projects" "$WORK/cases" "$WORK/help"
else
    WORK=$(mktemp -d "${TMPDIR:-/tmp}/l10nc-identity.XXXXXX")
    trap 'rm -rf "$WORK"' EXIT
fi
mkdir -p "$WORK/run" "$WORK/projects" "$WORK/cases" "$WORK/help"

# MARK: Builds

# The reference's worktree is kept between runs: a release build with swift-syntax takes about
# ten minutes on two cores, a rebuild of an unchanged tree seconds.
build_reference() {
    local commit short tree
    commit=$(git -C "$ROOT" rev-parse --verify "$REFERENCE_REV^{commit}")
    short=$(git -C "$ROOT" rev-parse --short=7 "$commit")
    tree="${TMPDIR:-/tmp}/l10nc-identity-ref-$short"
    if [[ -e $tree/.git ]]; then
        [[ $(git -C "$tree" rev-parse HEAD) == "$commit" ]] || git -C "$tree" checkout --quiet --detach "$commit"
    else
        git -C "$ROOT" worktree prune
        git -C "$ROOT" worktree add --quiet --detach "$tree" "$commit"
    fi
    log "building the reference ($short) in $tree"
    (cd "$tree" && nice -n 15 swift build -c release --product l10nc >&2)
    REFERENCE_BINARY="$tree/.build/release/l10nc"
}

# The current tree is built through the Benchmarks package, whose build also holds the
# project generator. llbuild keeps its manifest in release.yaml and does not notice source
# files added since it was written, so it is removed first.
build_current() {
    rm -f "$ROOT/Benchmarks/.build/release.yaml"
    log "building the current l10nc and CheckBenchmark (Benchmarks/.build/release)"
    local product
    for product in "$@"; do
        nice -n 15 swift build -c release --package-path "$ROOT/Benchmarks" --product "$product" >&2
    done
}

if [[ -z $REFERENCE_BINARY ]]; then build_reference; fi
if [[ -z $CURRENT_BINARY ]]; then
    build_current l10nc CheckBenchmark
    CURRENT_BINARY="$ROOT/Benchmarks/.build/release/l10nc"
else
    build_current CheckBenchmark
fi
REFERENCE_BINARY=$(absolute "$REFERENCE_BINARY")
CURRENT_BINARY=$(absolute "$CURRENT_BINARY")
for binary in "$REFERENCE_BINARY" "$CURRENT_BINARY"; do
    [[ -x $binary ]] || { log "not an executable: $binary"; exit 2; }
done
log "reference: $REFERENCE_BINARY"
log "current:   $CURRENT_BINARY"

# MARK: What the reference offers

# Help texts of both builds, one line each (the parser wraps descriptions), so a flag and the
# values of an option can be looked up. Read in an empty folder: nothing there to touch.
subcommands_of() { # binary
    "$1" --help | sed -n '/^SUBCOMMANDS:/,/^$/p' | sed -n 's/^  \([a-z][a-z-]*\) .*/\1/p'
}
mkdir -p "$WORK/projects/empty"
cd "$WORK/projects/empty"
for side in ref cur; do
    binary=$REFERENCE_BINARY
    [[ $side == cur ]] && binary=$CURRENT_BINARY
    subcommands_of "$binary" >"$WORK/help/$side.commands"
    while read -r command; do
        "$binary" "$command" --help >"$WORK/help/$side.$command.raw" 2>&1 || true
        tr '\n' ' ' <"$WORK/help/$side.$command.raw" | tr -s ' ' >"$WORK/help/$side.$command"
    done <"$WORK/help/$side.commands"
done

# The options a help text lists, one a line: `  -o, --output <file>   ...` gives --output.
options_of() { # side command
    sed -nE 's/^  (-[a-zA-Z], )?(--[a-z][a-z0-9-]*).*/\2/p' "$WORK/help/$1.$2.raw" | sort -u
}
has_command() { grep -qx -- "$1" "$WORK/help/ref.commands"; }
has_flag() { # command flag
    has_command "$1" && options_of ref "$1" | grep -qx -- "$2"
}
# The values the reference's help lists for an option: `(values: text, json, ...)`.
values_of() { # command option
    perl -ne 'if (/\Q'"$2"'\E <[^>]*>.*?\(values: ([^);]*)/) { my $v = $1; $v =~ s/,/ /g; print "$v\n" }' \
        "$WORK/help/ref.$1"
}

# What only the current build has cannot be compared: said once, up front.
SKIPPED=0
while read -r command; do
    if ! has_command "$command"; then
        echo "skipped   l10nc $command (not in the reference)"
        SKIPPED=$((SKIPPED + 1))
        continue
    fi
    for flag in $(options_of cur "$command"); do
        if ! has_flag "$command" "$flag"; then
            echo "skipped   l10nc $command $flag (not in the reference)"
            SKIPPED=$((SKIPPED + 1))
        fi
    done
done <"$WORK/help/cur.commands"

# MARK: Running one case on both builds

# A case is a function whose steps call `l10n` (or `l10n_in`, which adds the project's input
# flags after the command name). It runs in $RUN, a fresh copy of the project, once per build.
BINARY=""
CASE_OUT=""
STEP=0
INPUT_ARGS=()

l10n() {
    STEP=$((STEP + 1))
    local id rc=0
    id=$(printf '%02d' "$STEP")
    printf 'l10nc %s\n' "$*" >"$CASE_OUT/$id.command"
    # argv[0] is l10nc on both sides, whatever the binaries' paths.
    (exec -a l10nc "$BINARY" "$@") >"$CASE_OUT/$id.stdout" 2>"$CASE_OUT/$id.stderr" </dev/null || rc=$?
    echo "$rc" >"$CASE_OUT/$id.exit"
    return 0
}
l10n_in() { # command args...: the command with the project's input flags
    local command=$1
    shift
    l10n "$command" ${INPUT_ARGS[@]+"${INPUT_ARGS[@]}"} "$@"
}

# The only figures that differ between two runs of one binary.
normalize() { # file
    sed -E -i \
        -e 's/( in )[0-9]+\.[0-9]+ s\b/\1<elapsed> s/g' \
        -e 's/("elapsedSeconds" *: *)[0-9.eE+-]+/\1<elapsed>/g' "$1"
}

# One readable file per run for the diff shown; the verdict compares the raw files.
transcript() { # case output folder
    local command
    for command in "$1"/*.command; do
        local id=${command%.command}
        printf '$ %s' "$(cat "$command")"
        printf '\n[exit %s]\n[stdout]\n' "$(cat "$id.exit")"
        cat "$id.stdout"
        printf '\n[stderr]\n'
        cat "$id.stderr"
        printf '\n'
    done
}

# Differences made on purpose since the reference, each with the commit and the reason: shown
# as `intended` with their diff, and not counted as failures. A case not listed here that
# differs fails the run.
declare -A INTENDED=(
    ["Tests/EndToEndTests/Fixtures/BrokenTaskBoard|check --format sarif"]="269036f: a fix belongs to the finding that names its locale; the default locale's stub for ArchiveViewModel.title moved from the advisory 'ja' finding, which it does not fix, to the finding that lists 'en'"
    ["(bad invocation in Examples/TaskBoard)|check --runtime nonsense"]="46fd59c: --runtime is a ServingRuntime (ExpressibleByArgument, asked by issue 23); the argument parser's usage error, naming both runtimes, replaces l10nc's own (exit 2 either way)"
)
SAME=0
DIFFERENT=0
INTENDED_COUNT=0
HELP_SAME=0
HELP_CHANGED=0
COUNTED=true # false while the help texts are compared, unless --strict-help
# compare PROJECT_LABEL SOURCE CASE_LABEL FUNCTION ARGS...
compare() {
    local label=$1 source=$2 case_label=$3
    shift 3
    if [[ -n $ONLY ]] && ! grep -qE -- "$ONLY" <<<"$label"; then return 0; fi
    local name=${label//\//_}
    local run="$WORK/run/$name" slug
    slug=$(printf '%s' "$case_label" | tr -c 'A-Za-z0-9._-' '_')
    local out="$WORK/cases/$name/$slug"
    rm -rf "$out"
    for side in ref cur; do
        BINARY=$REFERENCE_BINARY
        [[ $side == cur ]] && BINARY=$CURRENT_BINARY
        CASE_OUT="$out/$side"
        mkdir -p "$CASE_OUT"
        rm -rf "$run" "$WORK/run/cache"
        cp -a "$source" "$run"
        # In a subshell: the case's cd and step counter stay with this run.
        # A case's own shell steps (finding files, editing one) failing is recorded, not fatal.
        (cd "$run" && STEP=0 && "$@") || echo "the case's shell steps failed: status $?" >"$CASE_OUT/case-error"
        local file
        for file in "$CASE_OUT"/*.stdout "$CASE_OUT"/*.stderr; do normalize "$file"; done
        transcript "$CASE_OUT" >"$out/$side.transcript"
        mv "$run" "$CASE_OUT/tree"
    done
    if diff -rq --no-dereference "$out/ref" "$out/cur" >/dev/null 2>&1; then
        if $COUNTED; then SAME=$((SAME + 1)); else HELP_SAME=$((HELP_SAME + 1)); fi
        printf 'same      %-52s %s\n' "$label" "$case_label"
        # Identical trees are not kept: the CheckBenchmark project is 22 MB a copy.
        rm -rf "$out/ref/tree" "$out/cur/tree"
        [[ -n $KEEP ]] || rm -rf "$out"
    else
        local intended=${INTENDED["$label|$case_label"]:-}
        if [[ -n $intended ]]; then
            INTENDED_COUNT=$((INTENDED_COUNT + 1))
            printf 'intended  %-52s %s (%s)\n' "$label" "$case_label" "$intended"
        elif $COUNTED; then
            DIFFERENT=$((DIFFERENT + 1))
            printf 'DIFFERENT %-52s %s\n' "$label" "$case_label"
        else
            HELP_CHANGED=$((HELP_CHANGED + 1))
            printf 'changed   %-52s %s (help text, not counted)\n' "$label" "$case_label"
        fi
        # -F: each hunk's header names the step (`$ l10nc ...`) it belongs to.
        {
            diff -u -F '^\$ l10nc' --label "reference: $case_label" --label "current: $case_label" \
                "$out/ref.transcript" "$out/cur.transcript" || true
            diff -ru --no-dereference "$out/ref/tree" "$out/cur/tree" || true
        } | head -n 40 | sed 's/^/    /'
    fi
}

# MARK: The cases

case_plain() { l10n "$@"; }
case_in() { l10n_in "$@"; }

case_baseline() {
    l10n_in check --write-baseline identity-baseline.txt
    l10n_in check --baseline identity-baseline.txt
}

# Cold, warm, and warm again after one resource file is deleted and another changed: what
# the cache reuses must not change what is printed.
case_cache() {
    local cache="$WORK/run/cache"
    l10n_in check --cache "$cache"
    l10n_in check --cache "$cache"
    l10n_in check --cache "$cache" --format json
    local resources
    mapfile -t resources < <(find . -name '*.yml' -not -name 'l10nc*.yml' -not -path '*/.*' | LC_ALL=C sort)
    if ((${#resources[@]} >= 2)); then
        rm "${resources[0]}"
        printf '\n# changed by output-identity.sh\n' >>"${resources[1]}"
    fi
    l10n_in check --cache "$cache"
    l10n_in check --cache "$cache" --format json
}

# The keys and locales of a JSON table dump (docs/table-format.md), without a JSON tool.
table_keys() { sed -n '/^  "keys" : \[/,/^  \]/p' "$1" | sed -n 's/^    "\(.*\)",\{0,1\}$/\1/p'; }
table_locales() { sed -n 's/^      "id" : "\(.*\)",\{0,1\}$/\1/p' "$1"; }

# Compile a table, then look up the first, middle and last key in every locale of it and in
# one it does not hold, plain and with arguments for the usual placeholders. A project with
# errors gets `fix --fill copy` first, so that a table is written where fix can repair it
# (the CheckBenchmark project's missing keys).
case_lookup() {
    l10n_in compile --output identity.l10n
    if [[ ! -f identity.l10n ]] && has_command fix; then
        l10n_in fix --fill copy
        l10n_in compile --output identity.l10n
    fi
    l10n_in compile --output identity-table.json --emit json
    [[ -f identity-table.json ]] || return 0
    local keys locales key locale
    mapfile -t keys < <(table_keys identity-table.json)
    mapfile -t locales < <(table_locales identity-table.json)
    ((${#keys[@]})) || return 0
    local picked=("${keys[0]}" "${keys[$((${#keys[@]} / 2))]}" "${keys[$((${#keys[@]} - 1))]}")
    for key in "${picked[@]}"; do
        for locale in "${locales[@]}" es-MX; do
            l10n lookup --table identity.l10n --locale "$locale" "$key"
            l10n lookup --table identity.l10n --locale "$locale" --arg count=3 --arg name=Ada "$key"
        done
    done
}

case_fix_then_check() { # fix flags...
    l10n_in fix "$@"
    l10n_in check
}

case_lock() {
    l10n_in lock
    l10n_in check
    l10n_in lock
}

# The first translation of an exported file, changed the same way on both sides, so import
# has something to write.
change_first_translation() { # file
    case "$1" in
    *.po) sed -i '0,/^msgstr "..*"$/{/^msgstr ""$/b;s/^\(msgstr ".*\)"$/\1 (changed)"/}' "$1" ;;
    *) sed -i '0,/<\/target>/s/<\/target>/ (changed)<\/target>/' "$1" ;;
    esac
}

case_export_import() { # export flags...
    l10n_in export --output identity-export "$@"
    [[ -d identity-export ]] || return 0
    local files
    mapfile -t files < <(find identity-export -type f | LC_ALL=C sort)
    ((${#files[@]})) || return 0
    l10n_in import --dry-run "${files[@]}"
    l10n_in import "${files[@]}"
    change_first_translation "${files[0]}"
    l10n_in import --dry-run "${files[0]}"
    l10n_in import "${files[0]}"
    l10n_in check
}

# MARK: The commands of one project

# run_project LABEL SOURCE: every case on one project, with INPUT_ARGS as its input flags.
run_project() {
    local label=$1 source=$2 format value
    if has_command check; then
        for format in $(values_of check --format); do
            compare "$label" "$source" "check --format $format" case_in check --format "$format"
        done
        if has_flag check --warnings-as-errors; then
            compare "$label" "$source" "check --warnings-as-errors" case_in check --warnings-as-errors
        fi
        if has_flag check --write-baseline && has_flag check --baseline; then
            compare "$label" "$source" "check --write-baseline, --baseline" case_baseline
        fi
        if has_flag check --cache; then
            compare "$label" "$source" "check --cache (cold, warm, after an edit)" case_cache
        fi
    fi
    if has_command compile; then
        for value in $(values_of compile --emit); do
            compare "$label" "$source" "compile --emit $value" case_in compile --output "identity.$value" --emit "$value"
        done
        if has_flag compile --pseudo; then
            compare "$label" "$source" "compile --pseudo en-XA,ar-XB --emit json" \
                case_in compile --output identity.json --emit json --pseudo en-XA,ar-XB
        fi
        if has_command lookup; then
            compare "$label" "$source" "compile, lookup" case_lookup
        fi
    fi
    local command
    for command in stats extract; do
        has_command "$command" || continue
        for format in $(values_of "$command" --format); do
            compare "$label" "$source" "$command --format $format" case_in "$command" --format "$format"
        done
    done
    if has_command fix; then
        compare "$label" "$source" "fix --dry-run" case_in fix --dry-run
        compare "$label" "$source" "fix, check" case_fix_then_check
        compare "$label" "$source" "fix --format json" case_in fix --format json
        if has_flag fix --check; then compare "$label" "$source" "fix --check" case_in fix --check; fi
        for value in $(values_of fix --fill); do
            compare "$label" "$source" "fix --fill $value, check" case_fix_then_check --fill "$value"
        done
        for value in $(values_of fix --stub); do
            compare "$label" "$source" "fix --stub $value" case_in fix --stub "$value"
        done
        if has_flag fix --prune; then
            compare "$label" "$source" "fix --prune, check" case_fix_then_check --prune
        fi
        if has_flag fix --accept; then
            compare "$label" "$source" "fix --accept, check" case_fix_then_check --accept
        fi
    fi
    if has_command lock; then compare "$label" "$source" "lock, check, lock" case_lock; fi
    if has_command export && has_command import; then
        for format in $(values_of export --format); do
            compare "$label" "$source" "export --format $format, import" case_export_import --format "$format"
        done
        if has_flag export --only; then
            compare "$label" "$source" "export --only missing, import" case_export_import --format po --only missing
        fi
        if has_flag export --pseudo; then
            compare "$label" "$source" "export --pseudo en-XA, import" case_export_import --format xliff2 --pseudo en-XA
        fi
    fi
    return 0
}

# init is run on the package as it is, not with the input flags.
run_init() { # label source
    has_command init || return 0
    if has_flag init --dry-run; then compare "$1" "$2" "init --dry-run" case_plain init --dry-run; fi
    compare "$1" "$2" "init" case_plain init
    if has_flag init --include-tests; then
        compare "$1" "$2" "init --include-tests" case_plain init --include-tests
    fi
}

# MARK: The projects

# A pristine copy of each project under $WORK/projects: what git tracks or would track (no
# .build of an example), copied once, so both sides start from the same bytes and times.
copy_tracked() { # repository-relative folder, destination
    mkdir -p "$2"
    local path
    (cd "$ROOT" && git ls-files -z --cached --others --exclude-standard -- "$1") |
        while IFS= read -r -d '' path; do
            # A tracked file deleted in the work tree is not part of the project.
            [[ -f $ROOT/$path ]] || continue
            (cd "$ROOT/$1" && cp --parents -p -- "${path#"$1"/}" "$2")
        done
}

is_package() { [[ -f $1/l10nc.yml || -f $1/Package.swift ]]; }
has_inputs() { [[ -n $(find "$1" -type f \( -name '*.swift' -o -name '*.yml' -o -name '*.yaml' \) -print -quit) ]]; }

PROJECTS=()   # repository-relative folders with a package or configuration
LOOSE=()      # repository-relative folders of loose sources and resources
for folder in "$ROOT"/Examples/*/ "$ROOT"/Tests/*/Fixtures/*/; do
    folder=${folder%/}
    relative=${folder#"$ROOT"/}
    if is_package "$folder"; then
        PROJECTS+=("$relative")
    elif [[ -n $(find "$folder" -mindepth 2 -maxdepth 2 \( -name l10nc.yml -o -name Package.swift \) -print -quit) ]]; then
        for inner in "$folder"/*/; do
            inner=${inner%/}
            is_package "$inner" && PROJECTS+=("${inner#"$ROOT"/}")
        done
    elif has_inputs "$folder"; then
        LOOSE+=("$relative")
    else
        echo "skipped   $relative (no Swift or YAML files: not an l10nc input)"
    fi
done

START=$SECONDS

# Version, and a check with nothing to check, from an empty folder.
INPUT_ARGS=()
compare "(no project)" "$WORK/projects/empty" "--version" case_plain --version
compare "(no project)" "$WORK/projects/empty" "check (no l10nc.yml)" case_plain check

# The help texts, and the command list a mistyped command gets.
$STRICT_HELP || COUNTED=false
compare "(help)" "$WORK/projects/empty" "--help" case_plain --help
compare "(help)" "$WORK/projects/empty" "chek (mistyped command)" case_plain chek
while read -r command; do
    compare "(help)" "$WORK/projects/empty" "$command --help" case_plain "$command" --help
    compare "(help)" "$WORK/projects/empty" "help $command" case_plain help "$command"
done <"$WORK/help/ref.commands"
COUNTED=true

# Bad invocations, in a project with a configuration: what the user reads when a value or a
# file is wrong.
copy_tracked Examples/TaskBoard "$WORK/projects/invocations"
bad() { # case label, arguments
    local label=$1
    shift
    compare "(bad invocation in Examples/TaskBoard)" "$WORK/projects/invocations" "$label" case_plain "$@"
}
bad "check --runtime nonsense" check --runtime nonsense
bad "check --format nonsense" check --format nonsense
bad "check --config missing.yml" check --config missing.yml
bad "check --project nonsense" check --project nonsense
bad "check --locales en,!!" check --locales 'en,!!'
bad "check --default-locale !!" check --default-locale '!!'
bad "check --sources missing" check --sources missing
bad "compile (no --output)" compile
bad "compile --emit nonsense" compile --output x --emit nonsense
bad "compile --pseudo xx-XX" compile --output x --pseudo xx-XX
bad "fix --rule nonsense" fix --rule nonsense
bad "fix --rule source-parse (no fix)" fix --rule source-parse
bad "fix --locale de (without --accept)" fix --locale de
bad "lookup --table missing.l10n" lookup --table missing.l10n --locale en DashboardViewModel.title
bad "export (no --format)" export --output x
bad "export --format nonsense" export --format nonsense --output x
bad "import missing.po" import missing.po
bad "stats --format nonsense" stats --format nonsense
bad "extract --sources missing" extract --sources missing
bad "init --path missing" init --path missing
case_bad_configuration() {
    printf 'sources: [Sources/TaskBoard]\nresources: [Sources/TaskBoard]\nruntime: nonsense\n' >bad-runtime.yml
    l10n check --config bad-runtime.yml
    printf 'sources: [Sources/TaskBoard]\nresources: [Sources/TaskBoard]\nlocales: [en, "!!"]\n' >bad-locale.yml
    l10n check --config bad-locale.yml
}
compare "(bad invocation in Examples/TaskBoard)" "$WORK/projects/invocations" \
    "check --config with runtime: nonsense, locales: [!!]" case_bad_configuration

for relative in "${PROJECTS[@]}"; do
    source="$WORK/projects/${relative//\//_}"
    copy_tracked "$relative" "$source"
    INPUT_ARGS=()
    run_init "$relative" "$source"
    if [[ ! -f $source/l10nc.yml ]]; then
        # The other commands need a configuration: the reference's init writes it, in the
        # run folder (its paths are the ones every run sees).
        run="$WORK/run/${relative//\//_}"
        rm -rf "$run" && cp -a "$source" "$run"
        if (cd "$run" && "$REFERENCE_BINARY" init >/dev/null 2>&1); then
            rm -rf "$source" && mv "$run" "$source"
            relative="$relative (after init)"
        else
            rm -rf "$run"
            INPUT_ARGS=(--sources . --resources .)
            relative="$relative (--sources . --resources .)"
        fi
    fi
    run_project "$relative" "$source"
    if grep -q '^projects:' "$source/l10nc.yml" 2>/dev/null; then
        for name in $(sed -n 's/^ *- *name: *\([A-Za-z0-9_.-]*\).*/\1/p' "$source/l10nc.yml"); do
            INPUT_ARGS=(--project "$name")
            run_project "$relative --project $name" "$source"
        done
    fi
done

for relative in "${LOOSE[@]}"; do
    source="$WORK/projects/${relative//\//_}"
    copy_tracked "$relative" "$source"
    INPUT_ARGS=(--sources . --resources .)
    run_project "$relative (--sources . --resources .)" "$source"
done

# The CheckBenchmark project, as CheckBenchmark writes it.
if [[ -z $ONLY ]] || grep -qE -- "$ONLY" <<<CheckBenchmark; then
    log "writing the CheckBenchmark project"
    "$ROOT/Benchmarks/.build/release/CheckBenchmark" --write-project "$WORK/projects/CheckBenchmark" >&2
    INPUT_ARGS=()
    run_project "CheckBenchmark" "$WORK/projects/CheckBenchmark"
fi

echo
echo "$SAME same, $DIFFERENT different, $INTENDED_COUNT changed on purpose (listed in INTENDED), $SKIPPED skipped ($((SECONDS - START)) s of runs)"
if ! $STRICT_HELP; then
    echo "help texts: $HELP_SAME same, $HELP_CHANGED changed (not counted; --strict-help counts them)"
fi
[[ -n $KEEP ]] && echo "outputs kept in $WORK/cases"
((DIFFERENT == 0))
