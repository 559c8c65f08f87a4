import Foundation
import Testing

/// Checks a String Catalog against `docs/xcstrings.schema.json` with the test tools' Python
/// `jsonschema` (the SARIF tests' validator script). A missing tool is a failure, not a skip.
enum StringCatalogSchema {
    static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static func expectValid(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws
    {
        let instance = FileManager.default.temporaryDirectory.appendingPathComponent(
            "l10nc-\(UUID().uuidString).xcstrings")
        try Data(text.utf8).write(to: instance)
        defer { try? FileManager.default.removeItem(at: instance) }
        let environment = ProcessInfo.processInfo.environment["L10NC_PYTHON_VENV"]
        let venvPython = URL(
            fileURLWithPath: environment ?? repositoryRoot.appendingPathComponent(".build/python-venv").path
        )
        .appendingPathComponent("bin/python3")
        let process = Process()
        if FileManager.default.isExecutableFile(atPath: venvPython.path) {
            process.executableURL = venvPython
            process.arguments = []
        } else {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["python3"]
        }
        process.arguments! += [
            repositoryRoot.appendingPathComponent("Tests/L10nReportingTests/Fixtures/validate_json_schema.py")
                .path,
            repositoryRoot.appendingPathComponent("docs/xcstrings.schema.json").path, instance.path,
        ]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(
            process.terminationStatus == 0,
            "\(message) (needs jsonschema: bash scripts/install-dependencies.sh --with-test-tools)",
            sourceLocation: sourceLocation)
    }
}
