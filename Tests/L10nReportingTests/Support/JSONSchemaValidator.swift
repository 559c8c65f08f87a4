import Foundation
import Testing

/// Runs `Fixtures/validate_json_schema.py` (Python's `jsonschema`) on a document.
///
/// A missing `python3` or `jsonschema` is a test failure, never a skip: the SARIF output
/// would otherwise go unchecked without anyone noticing.
struct JSONSchemaValidator {
    struct Outcome {
        var exitStatus: Int32
        var errors: String
        var isValid: Bool { exitStatus == 0 }
    }

    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures")
    static let sarifSchema = fixtures.appendingPathComponent("sarif-schema-2.1.0.json")
    static let script = fixtures.appendingPathComponent("validate_json_schema.py")

    static let installHint =
        "validating SARIF needs python3 with the jsonschema module: run `bash scripts/install-dependencies.sh --with-test-tools`"

    /// The virtual environment's `python3` that `scripts/install-dependencies.sh` makes:
    /// `L10NC_PYTHON_VENV` (set by `scripts/test.sh`), else the repository's
    /// `.build/python-venv`, else `python3` on `PATH`.
    static var python3: (executable: URL, arguments: [String]) {
        let repository = fixtures.deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let venv =
            ProcessInfo.processInfo.environment["L10NC_PYTHON_VENV"].map { URL(fileURLWithPath: $0) }
            ?? repository.appendingPathComponent(".build/python-venv")
        let python = venv.appendingPathComponent("bin/python3")
        if FileManager.default.isExecutableFile(atPath: python.path) {
            return (python, [])
        }
        return (URL(fileURLWithPath: "/usr/bin/env"), ["python3"])
    }

    /// Validates `document` against `schema`; records an issue and returns `nil` when the
    /// validator itself cannot run.
    static func validate(_ document: String, against schema: URL = sarifSchema) throws -> Outcome? {
        let instance = FileManager.default.temporaryDirectory
            .appendingPathComponent("l10nc-sarif-\(UUID().uuidString).json")
        try Data(document.utf8).write(to: instance)
        defer { try? FileManager.default.removeItem(at: instance) }

        let process = Process()
        let python = python3
        process.executableURL = python.executable
        process.arguments = python.arguments + [script.path, schema.path, instance.path]
        let standardError = Pipe()
        process.standardError = standardError
        process.standardOutput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            Issue.record("cannot start \(python.executable.path) (\(error)); \(installHint)")
            return nil
        }
        let errors = String(decoding: standardError.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()

        switch process.terminationStatus {
        case 0, 1:
            return Outcome(exitStatus: process.terminationStatus, errors: errors)
        case 127:
            Issue.record("python3 not found; \(installHint)")
        default:
            Issue.record(
                "the validator could not run (status \(process.terminationStatus)): \(errors)\n\(installHint)"
            )
        }
        return nil
    }
}
