import Foundation

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
        let environment = ProcessInfo.processInfo.environment["L10NC_PYTHON_VENV"].map {
            URL(fileURLWithPath: $0)
        }
        let venv = environment ?? ProjectPaths.repositoryRoot.appendingPathComponent(".build/python-venv")
        let inVenv = venv.appendingPathComponent("bin").appendingPathComponent(tool)
        if FileManager.default.isExecutableFile(atPath: inVenv.path) {
            return (inVenv, [])
        }
        return (URL(fileURLWithPath: "/usr/bin/env"), [tool])
    }
}
