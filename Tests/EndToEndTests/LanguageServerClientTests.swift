import Foundation
import Testing

/// `l10nc lsp` driven by a client nobody here wrote: the pytest-lsp suite in
/// `LanguageServerClient/`, whose every message is checked against lsprotocol's LSP 3.17 types.
@Suite("Language server, real client")
struct LanguageServerClientTests {
    @Test(
        "pytest-lsp: diagnostics as check finds them, edits, hover, definition, robustness",
        PythonTool.needs(
            "Python's pytest-lsp (a Language Server Protocol client)",
            modules: ["pytest", "pytest_lsp", "lsprotocol"]))
    func pytestLanguageServerProtocol() throws {
        let binary = try #require(L10ncRun.executable, "the l10nc executable is not built")
        let suite = ProjectPaths.repositoryRoot.appendingPathComponent(
            "Tests/EndToEndTests/LanguageServerClient")
        let process = Process()
        let command = PythonTool.command("python3")
        process.executableURL = command.executable
        process.arguments = command.arguments + ["-m", "pytest", "-q", "-p", "no:cacheprovider", suite.path]
        process.currentDirectoryURL = suite
        var environment = ProcessInfo.processInfo.environment
        environment["L10NC_BINARY"] = binary.path
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        #expect(
            process.terminationStatus == 0,
            "pytest-lsp failed (install the test tools: bash scripts/install-dependencies.sh --with-test-tools):\n\(text)"
        )
        #expect(text.contains(" passed"), "\(text)")
    }
}
