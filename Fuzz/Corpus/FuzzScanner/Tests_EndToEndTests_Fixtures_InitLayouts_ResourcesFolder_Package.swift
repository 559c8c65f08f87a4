// swift-tools-version: 6.0
// A FOSMVVM app laid out as FOSShowcase is: view models in one target, their YAML in a
// shared Resources folder that the server target copies. (Fixture for `l10nc init`.)
import PackageDescription

let package = Package(
    name: "Storefront",
    targets: [
        .target(name: "ViewModels"),
        .executableTarget(name: "WebServer", dependencies: ["ViewModels"], resources: [.copy("../Resources")]),
        .testTarget(name: "ViewModelTests", dependencies: ["ViewModels"]),
    ]
)
