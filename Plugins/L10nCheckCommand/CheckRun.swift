import Foundation
import PackagePlugin

/// One `l10nc check` run, its output passed through: of a target's directory, or (`target`
/// `nil`) of every project the package's `l10nc.yml` describes.
struct CheckRun {
    var tool: URL
    var target: (any SourceModuleTarget)?
    var package: Package
    var forwarded: [String]
    /// Where `l10nc check --cache` keeps this target's results between runs (in the plugin's
    /// work directory), so a second run re-checks only what changed.
    var cacheDirectory: URL

    var arguments: [String] {
        var arguments = ["check"]
        guard let target else {
            arguments += ["--config", package.directoryURL.appendingPathComponent("l10nc.yml").path]
            if !forwarded.contains("--cache") { arguments += ["--cache", cacheDirectory.path] }
            return arguments + forwarded
        }
        let configuration = [target.directoryURL, package.directoryURL]
            .map { $0.appendingPathComponent("l10nc.yml") }
            .first { FileManager.default.fileExists(atPath: $0.path) }
        if let configuration {
            // The configuration's folders and projects apply; l10nc picks the target's project.
            arguments += ["--config", configuration.path, "--project-for", target.directoryURL.path]
        } else {
            arguments += ["--sources", target.directoryURL.path, "--resources", target.directoryURL.path]
        }
        if !forwarded.contains("--cache") { arguments += ["--cache", cacheDirectory.path] }
        return arguments + forwarded
    }

    /// The exit status of `l10nc check`: 0 clean, 1 findings at error severity, 2 bad input.
    func run() throws -> Int32 {
        // Unbuffered, so the heading comes before the output of the child that shares stdout.
        FileHandle.standardOutput.write(Data("l10n-check: \(target?.name ?? "l10nc.yml")\n".utf8))
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        // Relative paths in the findings read from the package's directory.
        process.currentDirectoryURL = package.directoryURL
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// Whether `directory` holds a `.yml`/`.yaml` resource (the configuration file aside).
    static func hasResources(_ directory: URL) -> Bool {
        guard let walker = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)
        else {
            return false
        }
        for case let url as URL in walker
        where ["yml", "yaml"].contains(url.pathExtension) && url.lastPathComponent != "l10nc.yml" {
            return true
        }
        return false
    }
}
