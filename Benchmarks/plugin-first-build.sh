#!/usr/bin/env bash
# A plugin user's first build, both ways, one after the other on this machine: the same consumer
# package (Examples/TaskBoard's `TaskBoard` target, its YAML and l10nc.yml, L10nRuntime from the
# l10nc package) with L10nBuildPlugin from the l10nc package (`source`: the build compiles l10nc
# and swift-syntax for the plugin) and from L10nPlugins (`bundle`: the prebuilt l10nc of
# scripts/release.sh's artifact bundle). Each build starts from an empty scratch folder; the
# package clones come from SwiftPM's shared cache, as on a developer's machine.
#
#   bash scripts/release.sh                      # once: L10nPlugins/l10nc.artifactbundle
#   bash Benchmarks/plugin-first-build.sh        # source, then bundle
#   bash Benchmarks/plugin-first-build.sh bundle # one of them
#
# Prints the wall time of each `swift build` and what it compiled; the folders stay in
# $TMPDIR/l10nc-plugin-first-build.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
variants=("$@")
[ ${#variants[@]} -gt 0 ] || variants=(source bundle)
work="${TMPDIR:-/tmp}/l10nc-plugin-first-build"

for variant in "${variants[@]}"; do
    case "$variant" in
        source) dependencies=".package(name: \"l10nc\", path: \"$root\")"; plugins="l10nc" ;;
        bundle)
            [ -f "$root/L10nPlugins/l10nc.artifactbundle/info.json" ] \
                || { echo "no L10nPlugins/l10nc.artifactbundle: run scripts/release.sh first" >&2; exit 1; }
            dependencies=".package(name: \"l10nc\", path: \"$root\"), .package(path: \"$root/L10nPlugins\")"
            plugins="L10nPlugins" ;;
        *) echo "plugin-first-build.sh: a variant is 'source' or 'bundle', not '$variant'" >&2; exit 2 ;;
    esac
    package="$work/$variant"
    rm -rf "$package"
    mkdir -p "$package/Sources"
    cp -R "$root/Examples/TaskBoard/Sources/TaskBoard" "$package/Sources/TaskBoard"
    cp "$root/Examples/TaskBoard/l10nc.yml" "$package/l10nc.yml"
    cat >"$package/Package.swift" <<EOF
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "PluginConsumer",
    dependencies: [$dependencies],
    targets: [
        .target(
            name: "TaskBoard",
            dependencies: [.product(name: "L10nRuntime", package: "l10nc")],
            plugins: [.plugin(name: "L10nBuildPlugin", package: "$plugins")]
        )
    ]
)
EOF
    start=$(date +%s.%N)
    (cd "$package" && swift build --scratch-path "$package/.build") >"$package/build.log" 2>&1 \
        || { tail -20 "$package/build.log" >&2; exit 1; }
    end=$(date +%s.%N)
    modules=$(grep -o '] Compiling [^ ]*' "$package/build.log" | awk '{print $3}' | sort -u | tr '\n' ' ')
    printf '%-6s first build: %6.1f s wall; compiled: %s\n' "$variant" "$(awk "BEGIN { print $end - $start }")" "$modules"
done
