// swift-tools-version: 6.1
import PackageDescription

// libFuzzer targets for l10nc's parsers, kept out of the root package so the main build stays
// lean. Build and run them with `scripts/fuzz.sh`; see `docs/fuzzing.md`. Every module is
// compiled with `-sanitize=fuzzer,address`, passed by the script rather than set here because
// the whole graph (the root package and swift-syntax) needs the instrumentation; each target's
// `@main` hands its `LLVMFuzzerTestOneInput` to libFuzzer's driver (`FuzzDriver`).

let fuzzTargets: [(name: String, dependencies: [Target.Dependency])] = [
    ("FuzzMessageTemplate", [.product(name: "L10nRuntime", package: "l10nc")]),
    ("FuzzPluralRule", [.product(name: "L10nRuntime", package: "l10nc")]),
    ("FuzzAcceptLanguage", [.product(name: "L10nRuntime", package: "l10nc")]),
    ("FuzzTable", [.product(name: "L10nRuntime", package: "l10nc")]),
    ("FuzzYAMLCatalog", [.product(name: "L10nToolchain", package: "l10nc")]),
    ("FuzzConfiguration", [.product(name: "L10nToolchain", package: "l10nc")]),
    ("FuzzLocaleData", [.product(name: "L10nToolchain", package: "l10nc")]),
    ("FuzzScanner", [.product(name: "L10nToolchain", package: "l10nc")]),
]

let package = Package(
    name: "l10nc-fuzz",
    platforms: [.macOS(.v14)],
    dependencies: [.package(name: "l10nc", path: "..")],
    targets: [.target(name: "FuzzDriver")]
        + fuzzTargets.map { target in
            .executableTarget(
                name: target.name, dependencies: ["FuzzDriver"] + target.dependencies,
                path: "Sources/\(target.name)")
        }
)
