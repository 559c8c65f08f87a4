import Foundation
import Testing

/// Every command that writes YAML (`fix` with each option, `fix --accept`, `lock`, `import`, the
/// language server's quick fixes) on generated projects in every YAML style, checked by a YAML
/// reader that is not l10nc's: `WriteDifferential/write_differential.py` (its header explains
/// the design and the invariants). A failure prints each broken invariant with its seed;
/// `python3 write_differential.py --seed N --cases 1` reproduces it.
@Suite("Write differential")
struct WriteDifferentialTests {
    /// Cases per run: `L10NC_DIFFERENTIAL_CASES` overrides the CI-sized default.
    static let cases = ProcessInfo.processInfo.environment["L10NC_DIFFERENTIAL_CASES"] ?? "2000"

    @Test(
        "every write keeps what it does not target, on thousands of generated projects",
        PythonTool.needs(
            "Python's ruamel.yaml and PyYAML (independent YAML readers)", modules: ["ruamel.yaml", "yaml"]))
    func differential() throws {
        let binary = try #require(L10ncRun.executable, "the l10nc executable is not built")
        let script = ProjectPaths.repositoryRoot.appendingPathComponent(
            "Tests/EndToEndTests/WriteDifferential/write_differential.py")
        let seed = ProcessInfo.processInfo.environment["L10NC_DIFFERENTIAL_SEED"] ?? "1"
        let (status, text) = try PythonTool.run(
            "python3",
            [script.path, "--binary", binary.path, "--cases", Self.cases, "--seed", seed, "--jobs", "2"])
        #expect(
            status == 0,
            "the write differential test failed (install the test tools: bash scripts/install-dependencies.sh --with-test-tools):\n\(text)"
        )
        #expect(text.contains("write differential: \(Self.cases) cases"), "\(text)")
    }
}
