import Foundation
import L10nTestSupport
import Testing

/// Where the tests find a Python tool (`python3`, `pofilter`): the virtual environment that
/// `scripts/install-dependencies.sh --with-test-tools` makes, because Debian's own `python3`
/// refuses a system-wide `pip install`.
///
/// `L10NC_PYTHON_VENV` (set by `scripts/test.sh`) names the environment; without it, the
/// repository's `.build/python-venv` when it exists; otherwise the tool is looked up on `PATH`,
/// for a machine whose Python has the tools installed already.
enum PythonTool {
    /// The executable and leading arguments that start `tool`.
    static func command(_ tool: String) -> (executable: URL, arguments: [String]) {
        let python = TestTools.python3
        if python.arguments.isEmpty {
            let inVenv = python.executable.deletingLastPathComponent().appendingPathComponent(tool)
            if FileManager.default.isExecutableFile(atPath: inVenv.path) { return (inVenv, []) }
        }
        return (URL(fileURLWithPath: "/usr/bin/env"), [tool])
    }

    /// Runs `tool` with `arguments` (in `directory`, with `environment` added) to its end: its
    /// exit status and its standard output and error as one text, in the order it wrote them, as
    /// a reader of a failed run wants them.
    static func run(
        _ tool: String, _ arguments: [String], in directory: URL? = nil,
        environment extra: [String: String] = [:]
    ) throws -> (status: Int32, output: String) {
        let process = Process()
        let command = command(tool)
        process.executableURL = command.executable
        process.arguments = command.arguments + arguments
        if let directory { process.currentDirectoryURL = directory }
        var environment = ProcessInfo.processInfo.environment
        environment.merge(extra) { _, new in new }
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// The trait of a test that runs Python with `modules` (and `programs` from the environment
    /// or `PATH`): it runs where they are installed, or where they are required (`TestTools`).
    static func needs(_ what: String, modules: [String], programs: [String] = []) -> ConditionTrait {
        .enabled(
            if: TestTools.ready(
                TestTools.hasPythonModules(modules) && programs.allSatisfy(TestTools.hasExecutable)),
            Comment(rawValue: TestTools.skipReason(what)))
    }

    /// The trait of a test that runs `programs` (from the Python environment's `bin` or `PATH`).
    static func needs(_ what: String, programs: [String]) -> ConditionTrait {
        .enabled(
            if: TestTools.ready(programs.allSatisfy(TestTools.hasExecutable)),
            Comment(rawValue: TestTools.skipReason(what)))
    }

    /// `needs(…)` of the tests that read or edit exported files with translate-toolkit.
    static var translateToolkit: ConditionTrait {
        needs("Python's translate-toolkit and lxml", modules: ["translate.storage.xliff2", "lxml.etree"])
    }

    /// `needs(…)` of the SARIF schema check (`SARIFSchemaCheck`).
    static var jsonSchema: ConditionTrait {
        needs("Python's jsonschema (the SARIF schema check)", modules: ["jsonschema"])
    }
}
