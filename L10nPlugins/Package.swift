// swift-tools-version: 6.1
import PackageDescription

// l10nc's two SwiftPM plugins on a prebuilt l10nc: the l10nc package's own `L10nBuildPlugin` and
// `L10nCheckCommand` (the same sources: linked from its Plugins folder in the l10nc repository,
// copied into a published release) with the tool taken from an SE-0305 artifact bundle, so a
// package that uses them compiles neither l10nc nor swift-syntax, as SwiftLintPlugins does for
// SwiftLint. Linux only (x86_64; aarch64 where a release adds it).
//
// `scripts/release.sh` builds the bundle into this folder, so this package works by path at once;
// given the release's URL it also writes a copy of this package to publish on its own, whose
// binary target downloads the bundle's zip and checks its checksum. See docs/distribution.md.
//
// The products keep the l10nc package's names: a target switches by changing `package: "l10nc"` to
// `package: "L10nPlugins"`. The targets have names of their own, since target names are unique in
// a package graph and a package that uses these plugins depends on l10nc too, for L10nRuntime.
let package = Package(
    name: "L10nPlugins",
    products: [
        .plugin(name: "L10nBuildPlugin", targets: ["L10nBundledBuildPlugin"]),
        .plugin(name: "L10nCheckCommand", targets: ["L10nBundledCheckCommand"]),
    ],
    targets: [
        .binaryTarget(name: "L10ncBinary", path: "l10nc.artifactbundle"),
        .plugin(
            name: "L10nBundledBuildPlugin", capability: .buildTool(), dependencies: ["L10ncBinary"],
            path: "Plugins/L10nBuildPlugin"),
        .plugin(
            name: "L10nBundledCheckCommand",
            capability: .command(
                intent: .custom(
                    verb: "l10n-check",
                    description:
                        "Check each target's localization resources, and its Swift sources against them.")),
            dependencies: ["L10ncBinary"],
            path: "Plugins/L10nCheckCommand"
        ),
    ]
)
