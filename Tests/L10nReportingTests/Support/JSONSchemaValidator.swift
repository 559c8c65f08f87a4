import Foundation
import L10nTestSupport
import Testing

/// Runs `Fixtures/validate_json_schema.py` (Python's `jsonschema`) on a document.
///
/// Outside CI, a test that validates is skipped when `python3` or `jsonschema` is missing
/// (`isInstalled`), with a reason that names `scripts/test.sh`; in CI it runs, and a missing tool
/// is a failure, so the SARIF output never goes unchecked without anyone noticing.
struct JSONSchemaValidator {
    /// The trait of a test that validates: it runs where the validator can (`TestTools`).
    static var isInstalled: ConditionTrait {
        .enabled(
            if: TestTools.ready(TestTools.hasPythonModules(["jsonschema"])),
            Comment(rawValue: TestTools.skipReason("Python's jsonschema (the SARIF schema check)")))
    }

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

    /// The `python3` the tests run (`TestTools.python3`).
    static var python3: (executable: URL, arguments: [String]) { TestTools.python3 }

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
