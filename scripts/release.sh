#!/usr/bin/env bash
# Builds what a release of l10nc publishes for SwiftPM plugin users (SE-0305, as SwiftLint does
# with SwiftLintBinary.artifactbundle.zip and its SwiftLintPlugins package):
#
#   1. a self-contained Linux l10nc and l10nc-mcp (the agent server `l10nc mcp` runs from
#      beside l10nc): release build, the Swift standard library and Foundation linked
#      statically (--static-swift-stdlib), libyaml linked statically (Debian's libyaml-dev
#      ships libyaml.a), stripped; checked with ldd and run with an empty environment
#      (l10nc-mcp loads the system's libcurl, for Foundation's networking);
#   2. l10nc.artifactbundle (info.json schemaVersion 1.0, one executable artifact, a variant per
#      triple, l10nc-mcp beside each variant's l10nc), written into L10nPlugins/ so that package
#      works by path at once;
#   3. l10nc.artifactbundle.zip and its SHA-256 (`swift package compute-checksum`) in the output
#      folder;
#   4. with --url: a copy of L10nPlugins/ to publish as a package of its own, whose Package.swift
#      downloads the zip from that URL and checks it against the checksum.
#
# Usage: scripts/release.sh [--url URL] [--output DIR] [--scratch-path DIR]
#                           [--add-variant TRIPLE=BINARY]...
#   --url URL         where the release will serve l10nc.artifactbundle.zip
#   --output DIR      where the zip, the checksum and the publishable package go
#                     (default .build-release/dist)
#   --scratch-path    SwiftPM's build folder for the release build (default .build-release)
#   --add-variant     a binary built by this script on another host (aarch64, say), added as
#                     that triple's variant; the l10nc-mcp beside it comes along
#
# The host's own triple is built here: x86_64-unknown-linux-gnu on x86_64, aarch64-unknown-
# linux-gnu on aarch64. See docs/distribution.md for publishing a release and adopting it.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"

url=""
output="$root/.build-release/dist"
scratch="$root/.build-release"
extra_variants=()
while [ $# -gt 0 ]; do
    case "$1" in
        --url) url="$2"; shift 2 ;;
        --output) output="$(mkdir -p "$2" && cd "$2" && pwd)"; shift 2 ;;
        --scratch-path) scratch="$(mkdir -p "$2" && cd "$2" && pwd)"; shift 2 ;;
        --add-variant) extra_variants+=("$2"); shift 2 ;;
        -h|--help) sed -n '2,28p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "release.sh: unknown argument '$1' (see --help)" >&2; exit 2 ;;
    esac
done

fail() { echo "release.sh: $*" >&2; exit 1; }

[ "$(uname -s)" = Linux ] || fail "builds the Linux variants only: --static-swift-stdlib links Foundation statically on Linux; on macOS, build there with swift build -c release and add the binary with --add-variant"
bash scripts/install-dependencies.sh
for tool in zip ldd strip; do
    command -v "$tool" >/dev/null 2>&1 || fail "needs $tool (Debian: apt-get install zip binutils libc-bin)"
done

# libyaml: the system library target CYAML links what yaml-0.1.pc says, `-L$libdir -lyaml`, and
# the linker prefers libyaml.so there. The same .pc with its library folder replaced by one that
# holds only libyaml.a (found first through --pkg-config-path) makes it take the archive; the
# compiler flags stay as they are, so nothing is compiled again for it.
libdir="$(pkg-config --variable=libdir yaml-0.1)"
[ -f "$libdir/libyaml.a" ] || fail "no $libdir/libyaml.a: install libyaml-dev, which ships it"
static_libraries="$scratch/static-libraries"
mkdir -p "$static_libraries"
ln -sf "$libdir/libyaml.a" "$static_libraries/libyaml.a"
sed -e "s|^Libs:.*|Libs: -L$static_libraries -lyaml|" \
    "$(pkg-config --variable=pcfiledir yaml-0.1)/yaml-0.1.pc" >"$static_libraries/yaml-0.1.pc"

echo "release.sh: building l10nc and l10nc-mcp for release (the first build compiles swift-syntax optimized: minutes)" >&2
build=(swift build -c release --static-swift-stdlib --scratch-path "$scratch" --pkg-config-path "$static_libraries")
# One product per build: SwiftPM takes the last --product only.
"${build[@]}" --product l10nc
# l10nc-mcp links the Model Context Protocol SDK, which links Foundation's networking, which
# needs libcurl: there is no static libcurl to link, so it takes the system's libcurl.so.4
# (Debian's libcurl4, on nearly every machine); the linker asks for `-lcurl`, which only the
# development package's libcurl.so would answer, so a folder holding that name is offered.
# awk reads to the end: an `exit` on the first match left ldconfig writing into a closed pipe,
# and under pipefail its SIGPIPE (141) ended the script whenever awk was quicker.
curl_library="$(ldconfig -p | awk '$1 == "libcurl.so.4" && /x86-64|aarch64/ && !found { print $NF; found = 1 }')"
[ -n "$curl_library" ] || fail "l10nc-mcp needs libcurl.so.4 (Debian: apt-get install libcurl4)"
shared_libraries="$scratch/shared-libraries"
mkdir -p "$shared_libraries"
ln -sf "$curl_library" "$shared_libraries/libcurl.so"
"${build[@]}" --product l10nc-mcp -Xlinker -L"$shared_libraries"
built="$("${build[@]}" --show-bin-path)/l10nc"

triple="$(uname -m)-unknown-linux-gnu"
version="$("$built" --version)"
work="$scratch/bundle"
rm -rf "$work"
mkdir -p "$work"
binary="$work/l10nc"
strip -o "$binary" "$built"
strip -o "$work/l10nc-mcp" "$(dirname "$built")/l10nc-mcp"

# Self-contained: nothing of Swift or libyaml is loaded from the system, and it runs with an
# empty environment (no PATH, no HOME, no LANG).
for executable in "$binary" "$work/l10nc-mcp"; do
    libraries="$(ldd "$executable" || true)"
    if grep -E 'libyaml|libswift|libFoundation|lib_Foundation|libdispatch|libBlocksRuntime|not found' <<<"$libraries"; then
        fail "$executable still needs the libraries above"
    fi
done
[ "$(env -i "$binary" --version)" = "$version" ] || fail "$binary does not run with an empty environment"

bundle="$work/l10nc.artifactbundle"
variants=("$triple=$binary" "${extra_variants[@]}")
entries=()
for variant in "${variants[@]}"; do
    variant_triple="${variant%%=*}"
    variant_binary="${variant#*=}"
    [ -x "$variant_binary" ] || fail "--add-variant $variant: no executable at $variant_binary"
    variant_server="$(dirname "$variant_binary")/l10nc-mcp"
    [ -x "$variant_server" ] || fail "--add-variant $variant: no l10nc-mcp beside it ($variant_server); take both from that host's .build-release/bundle"
    path="l10nc-$version-$variant_triple/bin/l10nc"
    mkdir -p "$bundle/$(dirname "$path")"
    cp "$variant_binary" "$bundle/$path"
    cp "$variant_server" "$bundle/$(dirname "$path")/l10nc-mcp"
    chmod 755 "$bundle/$path" "$bundle/$(dirname "$path")/l10nc-mcp"
    entries+=("                {
                    \"path\": \"$path\",
                    \"supportedTriples\": [\"$variant_triple\"]
                }")
done
cp LICENSE "$bundle/LICENSE"
{
    printf '{\n    "schemaVersion": "1.0",\n    "artifacts": {\n        "l10nc": {\n'
    printf '            "version": "%s",\n            "type": "executable",\n            "variants": [\n' "$version"
    separator=""
    for entry in "${entries[@]}"; do
        printf '%s%s' "$separator" "$entry"
        separator=$',\n'
    done
    printf '\n            ]\n        }\n    }\n}\n'
} >"$bundle/info.json"

# The zip: fixed times and no extra attributes, so the same binaries give the same checksum.
mkdir -p "$output"
epoch="${SOURCE_DATE_EPOCH:-$(git log -1 --format=%ct 2>/dev/null || echo 0)}"
find "$bundle" -exec touch -h -d "@$epoch" {} +
zip_path="$output/l10nc.artifactbundle.zip"
rm -f "$zip_path"
(cd "$work" && find l10nc.artifactbundle | LC_ALL=C sort | zip -q -X -D "$zip_path" -@)
# (Its own scratch folder: the package's .build may be locked by a running `swift test`.)
checksum="$(swift package --scratch-path "$scratch" compute-checksum "$zip_path")"
echo "$checksum" >"$output/l10nc.artifactbundle.zip.sha256"

# L10nPlugins/ by path takes the bundle as a folder.
rm -rf L10nPlugins/l10nc.artifactbundle
cp -a "$bundle" L10nPlugins/l10nc.artifactbundle

if [ -n "$url" ]; then
    # The package to publish on its own: the plugins' sources themselves (not the links), and the
    # bundle by URL and checksum.
    published="$output/L10nPlugins"
    rm -rf "$published"
    mkdir -p "$published"
    cp -L -R L10nPlugins/Plugins "$published/Plugins"
    cp LICENSE "$published/LICENSE"
    sed -e "s|^        \.binaryTarget(name: \"L10ncBinary\", path: \"l10nc.artifactbundle\"),\$|        .binaryTarget(\n            name: \"L10ncBinary\",\n            url: \"$url\",\n            checksum: \"$checksum\"\n        ),|" \
        L10nPlugins/Package.swift >"$published/Package.swift"
    grep -q "checksum: \"$checksum\"" "$published/Package.swift" \
        || fail "L10nPlugins/Package.swift has no '.binaryTarget(name: \"L10ncBinary\", path: \"l10nc.artifactbundle\"),' line to point at $url"
fi

echo "l10nc $version for $(printf '%s ' "${variants[@]%%=*}")"
echo "bundle:   $root/L10nPlugins/l10nc.artifactbundle"
echo "zip:      $zip_path"
echo "checksum: $checksum"
[ -z "$url" ] || echo "package:  $output/L10nPlugins (downloads $url)"
