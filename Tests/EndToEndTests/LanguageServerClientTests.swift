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
        let (status, text) = try PythonTool.run(
            "python3", ["-m", "pytest", "-q", "-p", "no:cacheprovider", suite.path], in: suite,
            environment: ["L10NC_BINARY": binary.path])
        #expect(
            status == 0,
            "pytest-lsp failed (install the test tools: bash scripts/install-dependencies.sh --with-test-tools):\n\(text)"
        )
        #expect(text.contains(" passed"), "\(text)")
    }
}
