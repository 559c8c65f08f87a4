import Foundation
import PackagePlugin

/// The `l10nc compile` build command for one target.
struct LocalizationBuildCommand {
    var targetName: String
    var targetDirectory: URL
    var packageDirectory: URL
    var workDirectory: URL
    var tool: URL

    /// The name of the generated enum: `TaskBoard` gets `TaskBoardLocalization`.
    var swiftTypeName: String {
        targetName.filter { $0.isLetter || $0.isNumber || $0 == "_" } + "Localization"
    }

    func commands() throws -> [Command] {
        let output = workDirectory.appendingPathComponent("\(swiftTypeName).swift")
        var arguments = [
            "compile", "--emit", "swift", "--swift-type-name", swiftTypeName, "--output", output.path,
        ]
        var inputs: [URL]
        if let configuration = configurationFile() {
            // The configuration says where the project's YAML is (FOSShowcase keeps it in
            // `Sources/Resources`, shared by several targets) and, with a `projects:` list, which
            // project the target is in: l10nc picks it by the target's directory. The plugin
            // cannot read YAML, so every resource and Swift file of the package is an input: a
            // change anywhere may change the table.
            arguments += ["--config", configuration.path, "--project-for", targetDirectory.path]
            inputs = [configuration] + (try files(under: packageDirectory, where: Self.isInput))
        } else {
            let resources = try files(under: targetDirectory, where: Self.isResource)
            // A target without resources gets no table, so it does not pay for l10nc at all.
            guard !resources.isEmpty else { return [] }
            arguments += ["--resources", targetDirectory.path, "--sources", targetDirectory.path]
            inputs = resources + (try files(under: targetDirectory) { $0.pathExtension == "swift" })
        }
        return [
            .buildCommand(
                displayName: "Checking and compiling the localization resources of \(targetName)",
                executable: tool, arguments: arguments, inputFiles: inputs, outputFiles: [output])
        ]
    }

    /// Why a target that gets no command (no configuration, no resources in its directory)
    /// should have one: its first use of localized text, and the folders of the package's YAML,
    /// if any, that a configuration could point at. `nil` when the target reads no localized text
    /// or gets a command.
    func missingTable() throws -> MissingTable? {
        guard configurationFile() == nil, try files(under: targetDirectory, where: Self.isResource).isEmpty,
            let use = LocalizedPropertyUse.first(
                in: try files(under: targetDirectory) { $0.pathExtension == "swift" })
        else { return nil }
        let folders = Set(
            try files(under: packageDirectory, where: Self.isResource).map { $0.deletingLastPathComponent() })
        return MissingTable(
            targetName: targetName, swiftTypeName: swiftTypeName, use: use, useFile: relativePath(use.file),
            targetFolder: relativePath(targetDirectory),
            resourceFolders: folders.map(relativePath).sorted())
    }

    /// `url`'s path from the package's directory, as the user reads it in the package.
    private func relativePath(_ url: URL) -> String {
        let base = packageDirectory.standardizedFileURL.path
        let path = url.standardizedFileURL.path
        guard path.hasPrefix(base + "/") else { return path }
        return String(path.dropFirst(base.count + 1))
    }

    /// `l10nc.yml` of the target, else of the package: its folders and settings apply (a
    /// configuration of settings only is applied to the target's directory).
    func configurationFile() -> URL? {
        [targetDirectory, packageDirectory]
            .map { $0.appendingPathComponent("l10nc.yml") }
            .first { FileManager.default.fileExists(atPath: $0.path) }
    }

    /// A `.yml`/`.yaml` resource, the configuration file aside.
    static func isResource(_ url: URL) -> Bool {
        ["yml", "yaml"].contains(url.pathExtension) && url.lastPathComponent != "l10nc.yml"
    }

    /// A file whose change may change the table: a resource, or a Swift file (a changed
    /// property changes the required keys).
    static func isInput(_ url: URL) -> Bool {
        isResource(url) || url.pathExtension == "swift"
    }

    /// The files under `root` that `include` accepts; hidden folders (`.build`, `.git`) and
    /// their content are skipped.
    private func files(under root: URL, where include: (URL) -> Bool) throws -> [URL] {
        guard
            let walker = FileManager.default.enumerator(
                at: root, includingPropertiesForKeys: [.isRegularFileKey],
                options: [.skipsHiddenFiles])
        else { return [] }
        var found: [URL] = []
        for case let url as URL in walker where include(url) {
            if try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true {
                found.append(url)
            }
        }
        return found.sorted { $0.path < $1.path }
    }
}
