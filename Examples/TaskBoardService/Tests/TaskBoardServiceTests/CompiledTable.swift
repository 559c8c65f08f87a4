import Foundation
import L10nRuntime

/// The TaskBoard example's table, compiled once per test run from the example's YAML by the
/// `l10nc` the repository builds, so the tests serve exactly what the resources say.
enum CompiledTable {
    enum Failure: Error, CustomStringConvertible {
        case compilerMissing(searched: [String])
        case compileFailed(status: Int32, output: String)

        var description: String {
            switch self {
            case .compilerMissing(let searched):
                "no l10nc binary at \(searched.joined(separator: ", ")); run `swift build --product l10nc` in the "
                    + "repository root, or set L10NC to the binary's path"
            case .compileFailed(let status, let output):
                "l10nc compile exited with \(status):\n\(output)"
            }
        }
    }

    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The table, or why it could not be made; computed on first use, shared by every test.
    static let shared: Result<LocalizationTable, any Error> = Result { try compile() }

    static func load() throws -> LocalizationTable {
        try shared.get()
    }

    private static func compile() throws -> LocalizationTable {
        let compiler = try compilerPath()
        let output = FileManager.default.temporaryDirectory
            .appendingPathComponent("TaskBoardServiceTests-\(ProcessInfo.processInfo.processIdentifier).l10ntable")
        defer { try? FileManager.default.removeItem(at: output) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: compiler)
        process.arguments = ["compile", "--output", output.path]
        process.currentDirectoryURL = repositoryRoot.appendingPathComponent("Examples/TaskBoard")
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure.compileFailed(status: process.terminationStatus, output: text)
        }
        return try LocalizationTable(contentsOfFile: output.path)
    }

    private static func compilerPath() throws -> String {
        var candidates: [String] = []
        if let explicit = ProcessInfo.processInfo.environment["L10NC"] { candidates.append(explicit) }
        for configuration in ["debug", "release"] {
            candidates.append(repositoryRoot.appendingPathComponent(".build/\(configuration)/l10nc").path)
        }
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            throw Failure.compilerMissing(searched: candidates)
        }
        return found
    }
}
