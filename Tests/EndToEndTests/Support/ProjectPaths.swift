import Foundation

/// The example projects and shared fixtures the end-to-end tests run `l10nc` on.
enum ProjectPaths {
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    /// The clean example: `l10nc check` finds nothing there.
    static let cleanExample = repositoryRoot.appendingPathComponent("Examples/TaskBoard")
    /// Its deliberately broken copy, on which every rule fires.
    static let brokenExample = repositoryRoot.appendingPathComponent(
        "Tests/EndToEndTests/Fixtures/BrokenTaskBoard")
    /// The SARIF 2.1.0 schema and validator the reporting tests use.
    static let sarifSchema = repositoryRoot.appendingPathComponent(
        "Tests/L10nReportingTests/Fixtures/sarif-schema-2.1.0.json")
    static let schemaValidator = repositoryRoot.appendingPathComponent(
        "Tests/L10nReportingTests/Fixtures/validate_json_schema.py")
}
