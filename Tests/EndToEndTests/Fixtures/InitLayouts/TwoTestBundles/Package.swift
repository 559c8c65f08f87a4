// swift-tools-version: 6.0
// A package whose two test targets each bundle their own TestYAML folder, as FOSMVVM's do:
// both define the same keys, each for its own bundle. (Fixture for several projects in one
// l10nc.yml.)
import PackageDescription

let package = Package(
    name: "Gizmos",
    targets: [
        .target(name: "Widgets"),
        .testTarget(name: "WidgetTests", dependencies: ["Widgets"], resources: [.copy("TestYAML")]),
        .testTarget(name: "GadgetTests", dependencies: ["Widgets"], resources: [.copy("TestYAML")]),
    ]
)
