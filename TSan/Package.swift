// swift-tools-version: 6.1
import PackageDescription

// The runtime's concurrency tests under ThreadSanitizer (`scripts/tsan.sh`, run by
// `scripts/test.sh`). The tests live in the root package's L10nRuntimeTests and are linked
// here, so `swift test --sanitize=thread` builds L10nRuntime and these files only: the root
// package's test product would build swift-syntax with the sanitizer too, for minutes, to run
// tests that never touch it.
let package = Package(
    name: "l10nc-tsan",
    platforms: [.macOS(.v14)],
    dependencies: [.package(name: "l10nc", path: "..")],
    targets: [
        .testTarget(
            name: "L10nRuntimeThreadTests",
            dependencies: [.product(name: "L10nRuntime", package: "l10nc")],
            swiftSettings: [.enableUpcomingFeature("ExistentialAny")])
    ]
)
