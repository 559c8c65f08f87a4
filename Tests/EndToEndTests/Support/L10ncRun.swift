import Foundation
import Testing

/// One run of the built `l10nc` binary: its exit status and both output streams.
struct L10ncRun {
    var exitStatus: Int32
    var standardOutput: String
    var standardError: String

    /// The `l10nc` executable SwiftPM built next to the test bundle (`.build/debug/l10nc`).
    static let executable: URL? = {
        var directories = [
            Bundle.main.bundleURL.deletingLastPathComponent(),
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
        ]
        // On Linux the test runner is the `.xctest` executable itself.
        if let runner = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            directories.insert(URL(fileURLWithPath: runner).deletingLastPathComponent(), at: 0)
        }
        for bundle in Bundle.allBundles where bundle.bundleURL.pathExtension == "xctest" {
            directories.append(bundle.bundleURL.deletingLastPathComponent())
        }
        return directories.map { $0.appendingPathComponent("l10nc") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    /// Runs `l10nc arguments` in `directory`; records an issue and returns `nil` when the
    /// binary is not found or cannot start. A `launcher` (a program and its arguments, such as
    /// `setpriv` and the user to run as) starts `l10nc` instead of this process; `binary` is a
    /// copy of it to run instead.
    static func run(
        _ arguments: [String], in directory: URL, environment extra: [String: String] = [:],
        launcher: [String] = [], binary: URL? = nil
    )
        -> L10ncRun?
    {
        guard let executable = binary ?? executable else {
            Issue.record(
                "no l10nc executable next to the test bundle; build it with `swift build --product l10nc`")
            return nil
        }
        let process = Process()
        if let program = launcher.first {
            process.executableURL = URL(fileURLWithPath: program)
            process.arguments = launcher.dropFirst() + [executable.path] + arguments
        } else {
            process.executableURL = executable
            process.arguments = arguments
        }
        process.currentDirectoryURL = directory
        // Colors must not depend on where the tests run.
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        environment.merge(extra) { _, new in new }
        process.environment = environment
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            Issue.record("cannot start \(executable.path): \(error)")
            return nil
        }
        // Standard output can exceed a pipe's buffer, so it is drained before waiting;
        // standard error holds a few lines at most.
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return L10ncRun(
            exitStatus: process.terminationStatus,
            standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorData, as: UTF8.self))
    }
}
