// swift-tools-version: 6.0
// View models on L10nRuntime with their YAML beside them, as Examples/TaskBoard is.
// (Fixture for `l10nc init`.)
import PackageDescription

let package = Package(name: "Profile", targets: [.target(name: "Profile")])
