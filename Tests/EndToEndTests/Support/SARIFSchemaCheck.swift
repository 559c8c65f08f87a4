import Foundation
import Testing

/// Validates a SARIF log against the SARIF 2.1.0 schema with the test tools' `jsonschema`
/// (`ProjectPaths.schemaValidator`).
enum SARIFSchemaCheck {
    /// The validator's exit status (0: the log validates; 2: the validator could not run, which
    /// is a failure too, not a skip) and what it printed on standard error.
    static func validate(_ log: String) throws -> (status: Int32, message: String) {
        let instance = FileManager.default.temporaryDirectory
            .appendingPathComponent("l10nc-e2e-\(UUID().uuidString).sarif.json")
        try Data(log.utf8).write(to: instance)
        defer { try? FileManager.default.removeItem(at: instance) }

        let validator = Process()
        let python = PythonTool.command("python3")
        validator.executableURL = python.executable
        validator.arguments =
            python.arguments + [
                ProjectPaths.schemaValidator.path, ProjectPaths.sarifSchema.path, instance.path,
            ]
        let errors = Pipe()
        validator.standardError = errors
        validator.standardOutput = FileHandle.nullDevice
        try validator.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        validator.waitUntilExit()
        return (
            validator.terminationStatus,
            message + " (needs jsonschema: bash scripts/install-dependencies.sh --with-test-tools)"
        )
    }
}

/// Validates a String Catalog against `docs/xcstrings.schema.json` with the same validator.
enum StringCatalogSchemaCheck {
    static func expectValid(_ path: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws
    {
        let validator = Process()
        let python = PythonTool.command("python3")
        validator.executableURL = python.executable
        validator.arguments =
            python.arguments + [
                ProjectPaths.schemaValidator.path,
                ProjectPaths.repositoryRoot.appendingPathComponent("docs/xcstrings.schema.json").path, path,
            ]
        let errors = Pipe()
        validator.standardError = errors
        validator.standardOutput = FileHandle.nullDevice
        try validator.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        validator.waitUntilExit()
        #expect(
            validator.terminationStatus == 0,
            "\(path): \(message) (needs jsonschema: bash scripts/install-dependencies.sh --with-test-tools)",
            sourceLocation: sourceLocation)
    }
}
