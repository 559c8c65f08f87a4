// swift-tools-version: 6.0
import PackageDescription

let package = Package(name: "Demo", targets: [.executableTarget(name: "Demo")])
