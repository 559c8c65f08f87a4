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
        let resources = try resourceFiles()
        // A target without resources gets no table, so it does not pay for l10nc at all.
        guard !resources.isEmpty else { return [] }
        let output = workDirectory.appendingPathComponent("\(swiftTypeName).swift")
        var arguments = [
            "compile",
            "--resources", targetDirectory.path,
            "--sources", targetDirectory.path,
            "--emit", "swift",
            "--swift-type-name", swiftTypeName,
            "--output", output.path,
        ]
        var inputs = resources + (try swiftFiles())
        if let configuration = configurationFile() {
            arguments += ["--config", configuration.path]
            inputs.append(configuration)
        }
        return [
            .buildCommand(
                displayName: "Checking and compiling the localization resources of \(targetName)",
                executable: tool, arguments: arguments, inputFiles: inputs, outputFiles: [output])
        ]
    }

    /// `l10nc.yml` of the target, else of the package: its locales and severities apply;
    /// the roots it names are replaced by the target's directory.
    func configurationFile() -> URL? {
        [targetDirectory, packageDirectory]
            .map { $0.appendingPathComponent("l10nc.yml") }
            .first { FileManager.default.fileExists(atPath: $0.path) }
    }

    /// The `.yml`/`.yaml` files under the target's directory, the configuration file aside.
    func resourceFiles() throws -> [URL] {
        try files { ["yml", "yaml"].contains($0.pathExtension) && $0.lastPathComponent != "l10nc.yml" }
    }

    /// The Swift files the scanner reads: a changed property changes the required keys.
    func swiftFiles() throws -> [URL] {
        try files { $0.pathExtension == "swift" }
    }

    private func files(where include: (URL) -> Bool) throws -> [URL] {
        guard
            let walker = FileManager.default.enumerator(
                at: targetDirectory, includingPropertiesForKeys: [.isRegularFileKey],
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
