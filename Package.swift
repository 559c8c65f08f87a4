// swift-tools-version: 6.1
import PackageDescription

let swiftSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny")
]

// l10nc is licensed under the Apache License, Version 2.0 (LICENSE at the package root); every
// product below is covered by it.
let package = Package(
    name: "l10nc",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "l10nc", targets: ["l10nc"]),
        // The Model Context Protocol server `l10nc mcp` starts (beside `l10nc`).
        .executable(name: "l10nc-mcp", targets: ["l10nc-mcp"]),
        // What an app or a service links: Foundation only.
        .library(name: "L10nRuntime", targets: ["L10nRuntime"]),
        // The toolchain as a library, for build plugins and other tools.
        .library(
            name: "L10nToolchain",
            targets: [
                "L10nYAML", "L10nScanner", "L10nChecker", "L10nCompiler", "L10nReporting", "L10nEditing",
                "L10nExchange", "L10nMemory", "L10nProject",
            ]),
        // Build-time check and compile of a target's YAML; `swift package l10n-check`.
        .plugin(name: "L10nBuildPlugin", targets: ["L10nBuildPlugin"]),
        .plugin(name: "L10nCheckCommand", targets: ["L10nCheckCommand"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
        // Documentation only (`swift package generate-documentation`): a plugin package, so no target
        // depends on it and the runtime's dependency graph stays Foundation only.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", exact: "1.5.0"),
        // The Model Context Protocol for `l10nc mcp`: only L10nAgentServer links it, and only the
        // `l10nc-mcp` executable links that (not L10nRuntime, not L10nToolchain, not `l10nc`,
        // which the build plugins compile).
        .package(url: "https://github.com/modelcontextprotocol/swift-sdk", exact: "0.12.1"),
        // The SDK's logging API, which a transport of L10nAgentServer's own names.
        .package(url: "https://github.com/apple/swift-log", exact: "1.16.2"),
    ],
    targets: [
        // libyaml from the system (Debian's libyaml-dev, Homebrew's libyaml).
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        // Locale identifiers, message templates, plural rules, the table and the localizing encoder.
        .target(name: "L10nRuntime", swiftSettings: swiftSettings),
        // Diagnostics, the catalog model and the schema model shared by every tool.
        .target(name: "L10nCore", dependencies: ["L10nRuntime"], swiftSettings: swiftSettings),
        // YAML resources read with libyaml's event API into a catalog.
        .target(name: "L10nYAML", dependencies: ["CYAML", "L10nCore"], swiftSettings: swiftSettings),
        // Format-preserving, atomic edits of YAML resource files through the reader's byte positions.
        .target(
            name: "L10nEditing", dependencies: ["L10nCore", "L10nYAML", "L10nRuntime"],
            swiftSettings: swiftSettings),
        // Translation memory: default-locale texts to their translations per locale, with exact
        // and fuzzy lookups, built from a project's resources and from translators' files.
        .target(
            name: "L10nMemory", dependencies: ["L10nCore", "L10nRuntime", "L10nEditing"],
            swiftSettings: swiftSettings),
        // Translators' files: XLIFF 1.2, XLIFF 2, PO and String Catalogs written from the catalog
        // and read back; TMX and the others read as translation memory.
        .target(
            name: "L10nExchange", dependencies: ["L10nCore", "L10nRuntime", "L10nEditing", "L10nMemory"],
            swiftSettings: swiftSettings),
        // View-model sources read with swift-syntax into a schema.
        .target(
            name: "L10nScanner",
            dependencies: [
                "L10nCore",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ],
            swiftSettings: swiftSettings
        ),
        // text, json, sarif and github renderings of diagnostics.
        .target(name: "L10nReporting", dependencies: ["L10nCore"], swiftSettings: swiftSettings),
        // The rules that compare a schema with a catalog, the config file and CLDR locale data.
        .target(name: "L10nChecker", dependencies: ["L10nCore", "L10nYAML"], swiftSettings: swiftSettings),
        // `check --cache`: per-file results keyed by content digest, parts of the project
        // checked again only when their inputs changed.
        .target(
            name: "L10nCheckCache",
            dependencies: [
                "L10nCore", "L10nRuntime", "L10nYAML", "L10nScanner", "L10nChecker", "L10nEditing",
                "L10nProject",
            ],
            swiftSettings: swiftSettings),
        // The Language Server Protocol's base protocol (JSON-RPC 2.0 with Content-Length framing)
        // and the message types `l10nc lsp` uses, as Codable values: no handler, no project.
        .target(name: "L10nLanguageServerProtocol", swiftSettings: swiftSettings),
        // What `l10nc lsp` serves from: open documents as versioned snapshots with every
        // position conversion, the handlers over the project engine, and (with `--cache`) the
        // first findings from `check --cache`'s cache while the engine loads.
        .target(
            name: "L10nLanguageServer",
            dependencies: [
                "L10nLanguageServerProtocol", "L10nProject", "L10nCore", "L10nChecker", "L10nRuntime",
                "L10nEditing", "L10nMemory", "L10nCheckCache",
            ],
            swiftSettings: swiftSettings),
        // A project as a model: the analyzer that reads, scans and checks it into a snapshot
        // (configuration, catalog, schema, findings), its lock, and the fixes that apply.
        .target(
            name: "L10nProject",
            dependencies: [
                "L10nCore", "L10nRuntime", "L10nYAML", "L10nScanner", "L10nChecker", "L10nEditing",
                "L10nReporting", "L10nMemory", "L10nExchange",
            ],
            swiftSettings: swiftSettings),
        // What an agent asks of a project, without a protocol: status, the units to translate in
        // pages, validated submissions written through the one transaction, accept, check.
        .target(
            name: "L10nAgent",
            dependencies: [
                "L10nProject", "L10nExchange", "L10nCore", "L10nChecker", "L10nEditing", "L10nRuntime",
                "L10nReporting", "L10nYAML", "L10nMemory",
            ],
            swiftSettings: swiftSettings),
        // `l10nc mcp`: L10nAgent's tools over the Model Context Protocol on standard input and output.
        .target(
            name: "L10nAgentServer",
            dependencies: [
                "L10nAgent", "L10nCore", "L10nReporting",
                .product(name: "MCP", package: "swift-sdk"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: swiftSettings),
        // Catalog to table, JSON or Swift source.
        .target(
            name: "L10nCompiler", dependencies: ["L10nCore", "L10nRuntime"], swiftSettings: swiftSettings),
        .executableTarget(
            name: "l10nc",
            dependencies: [
                "L10nCore", "L10nYAML", "L10nScanner", "L10nReporting", "L10nChecker", "L10nCompiler",
                "L10nRuntime", "L10nEditing", "L10nExchange", "L10nMemory", "L10nCheckCache", "L10nProject",
                "L10nLanguageServer",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: swiftSettings
        ),
        // `l10nc mcp` runs this executable from beside `l10nc`: it alone links the Model Context
        // Protocol SDK, so the `l10nc` that the build plugins compile and run does not.
        .executableTarget(name: "l10nc-mcp", dependencies: ["L10nAgentServer"], swiftSettings: swiftSettings),
        // Runs `l10nc compile` as a build command: findings fail the build at their line, and
        // the target gets `<Target>Localization.open()`.
        .plugin(name: "L10nBuildPlugin", capability: .buildTool(), dependencies: ["l10nc"]),
        .plugin(
            name: "L10nCheckCommand",
            capability: .command(
                intent: .custom(
                    verb: "l10n-check",
                    description:
                        "Check each target's localization resources, and its Swift sources against them.")),
            dependencies: ["l10nc"]
        ),

        // What several test targets share: a seeded generator and the random edits.
        .target(name: "L10nTestSupport", path: "Tests/L10nTestSupport", swiftSettings: swiftSettings),
        .testTarget(
            name: "L10nRuntimeTests", dependencies: ["L10nRuntime", "L10nTestSupport"], exclude: ["Fixtures"],
            swiftSettings: swiftSettings),
        .testTarget(name: "L10nCoreTests", dependencies: ["L10nCore"], swiftSettings: swiftSettings),
        .testTarget(
            name: "L10nCheckCacheTests",
            dependencies: ["L10nCheckCache", "L10nChecker", "L10nScanner", "L10nProject"],
            swiftSettings: swiftSettings),
        .testTarget(
            name: "L10nYAMLTests", dependencies: ["L10nYAML", "CYAML", "L10nTestSupport"],
            swiftSettings: swiftSettings),
        .testTarget(
            name: "L10nEditingTests", dependencies: ["L10nEditing", "L10nYAML", "L10nTestSupport"],
            swiftSettings: swiftSettings),
        .testTarget(
            name: "L10nProjectTests",
            dependencies: [
                "L10nProject", "L10nEditing", "L10nYAML", "L10nScanner", "L10nChecker", "L10nTestSupport",
            ],
            swiftSettings: swiftSettings),
        .testTarget(
            name: "L10nMemoryTests", dependencies: ["L10nMemory", "L10nYAML", "L10nEditing"],
            swiftSettings: swiftSettings),
        .testTarget(
            name: "L10nExchangeTests", dependencies: ["L10nExchange", "L10nYAML", "L10nChecker"],
            swiftSettings: swiftSettings),
        .testTarget(
            name: "L10nScannerTests", dependencies: ["L10nScanner", "L10nTestSupport"], exclude: ["Fixtures"],
            swiftSettings: swiftSettings),
        .testTarget(
            name: "L10nReportingTests", dependencies: ["L10nReporting", "L10nYAML", "L10nTestSupport"],
            exclude: ["Fixtures"],
            swiftSettings: swiftSettings),
        .testTarget(
            name: "L10nCheckerTests", dependencies: ["L10nChecker", "L10nYAML", "L10nScanner"],
            swiftSettings: swiftSettings),
        .testTarget(
            name: "L10nCompilerTests", dependencies: ["L10nCompiler", "L10nYAML"],
            swiftSettings: swiftSettings),
        .testTarget(
            name: "L10nAgentTests",
            dependencies: ["L10nAgent", "L10nProject", "L10nCore", "L10nRuntime", "L10nReporting"],
            swiftSettings: swiftSettings),
        .testTarget(
            name: "L10nLanguageServerProtocolTests", dependencies: ["L10nLanguageServerProtocol"],
            swiftSettings: swiftSettings),
        .testTarget(
            name: "L10nLanguageServerTests",
            dependencies: [
                "L10nLanguageServer", "L10nLanguageServerProtocol", "L10nProject", "L10nChecker", "L10nCore",
                "L10nTestSupport",
            ],
            swiftSettings: swiftSettings),
        // Runs the built `l10nc` binary on the examples and fixtures.
        .testTarget(
            name: "EndToEndTests",
            dependencies: [
                "l10nc", "l10nc-mcp", "L10nCore", "L10nYAML", "L10nReporting", "L10nExchange", "L10nChecker",
                "L10nProject", "L10nTestSupport",
            ],
            exclude: ["Fixtures", "LanguageServerClient", "AgentClient", "WriteDifferential"],
            swiftSettings: swiftSettings),
        // Builds Examples/TaskBoard through the build plugin in a temporary copy (slow: a
        // nested `swift build` compiles l10nc for the plugin).
        .testTarget(name: "PluginTests", dependencies: ["l10nc"], swiftSettings: swiftSettings),
    ]
)
