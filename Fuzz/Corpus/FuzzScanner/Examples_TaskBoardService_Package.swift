// swift-tools-version: 6.0
import PackageDescription

let swiftSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny")
]

// The TaskBoard view models served over HTTP, localized per request by the l10nc runtime.
let package = Package(
    name: "TaskBoardService",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "TaskBoardService", targets: ["TaskBoardService"])
    ],
    dependencies: [
        .package(name: "l10nc", path: "../.."),
        // The view models served, and their table, embedded by l10nc's build plugin.
        .package(name: "TaskBoard", path: "../TaskBoard"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", exact: "2.28.1"),
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.14.0"),
    ],
    targets: [
        // The routes, locale negotiation and responses: a library, so tests start the same app.
        .target(
            name: "TaskBoardServer",
            dependencies: [
                .product(name: "TaskBoard", package: "TaskBoard"),
                .product(name: "L10nRuntime", package: "l10nc"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: swiftSettings
        ),
        .executableTarget(
            name: "TaskBoardService",
            dependencies: [
                "TaskBoardServer",
                .product(name: "TaskBoard", package: "TaskBoard"),
                .product(name: "L10nRuntime", package: "l10nc"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "TaskBoardServiceTests",
            dependencies: [
                "TaskBoardServer",
                .product(name: "TaskBoard", package: "TaskBoard"),
                .product(name: "L10nRuntime", package: "l10nc"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
            ],
            swiftSettings: swiftSettings
        ),
    ]
)
