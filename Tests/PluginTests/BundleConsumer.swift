import Foundation

/// A package that uses l10nc's plugins the way a plugin user's package does: the `TaskBoard`
/// target of `Examples/TaskBoard` (its view models, YAML and `l10nc.yml`) with `L10nRuntime` from
/// the l10nc package and `L10nBuildPlugin` from `L10nPlugins` (the prebuilt l10nc of the artifact
/// bundle), both by path.
///
/// It lives in the repository's `.build/plugin-tests/BundleConsumer/` and is made afresh, scratch
/// folder included, so its build is a first build.
struct BundleConsumer {
    let directory: URL
    let scratch: URL

    static func make() throws(CopyError) -> BundleConsumer {
        let repository = ExampleCopy.repository
        let root = repository.appendingPathComponent(".build/plugin-tests/BundleConsumer")
        let consumer = BundleConsumer(directory: root, scratch: root.appendingPathComponent(".build"))
        let example = repository.appendingPathComponent("Examples/TaskBoard")
        let files = FileManager.default
        let manifest = """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "BundleConsumer",
                dependencies: [
                    .package(name: "l10nc", path: "\(repository.path)"),
                    .package(path: "\(repository.appendingPathComponent("L10nPlugins").path)"),
                ],
                targets: [
                    .target(
                        name: "TaskBoard",
                        dependencies: [.product(name: "L10nRuntime", package: "l10nc")],
                        plugins: [.plugin(name: "L10nBuildPlugin", package: "L10nPlugins")]
                    )
                ]
            )

            """
        do {
            try? files.removeItem(at: root)
            try files.createDirectory(
                at: root.appendingPathComponent("Sources"), withIntermediateDirectories: true)
            try files.copyItem(
                at: example.appendingPathComponent("Sources/TaskBoard"),
                to: root.appendingPathComponent("Sources/TaskBoard"))
            try files.copyItem(
                at: example.appendingPathComponent("l10nc.yml"), to: root.appendingPathComponent("l10nc.yml"))
            try manifest.write(
                to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        } catch {
            throw CopyError("could not write the consumer package in \(root.path): \(error)")
        }
        return consumer
    }

    /// `swift <arguments>` in the package, with its scratch folder, at the lowest priority (as
    /// `ExampleCopy.swift(_:)`), and the seconds it took.
    func swift(_ arguments: [String]) throws -> (output: String, status: Int32, seconds: Double) {
        let scratchArguments = ["--scratch-path", scratch.path]
        let full =
            arguments.first == "package"
            ? ["package"] + scratchArguments + arguments.dropFirst() : arguments + scratchArguments
        let start = ContinuousClock.now
        let run = try ChildProcess(
            executable: "nice", arguments: ["-n", "19", "swift"] + full, directory: directory
        ).run()
        let elapsed = ContinuousClock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        return (run.output, run.status, seconds)
    }
}
