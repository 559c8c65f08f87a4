import Foundation

/// Whether the tools that some tests hand l10nc's output to are installed: Python's test tools
/// (in the virtual environment `scripts/install-dependencies.sh --with-test-tools` makes),
/// GNU gettext's `msgfmt`, CLDR's XML from Debian's `unicode-cldr-core`.
///
/// A plain `swift test` is what a Swift developer types first, so outside CI a test whose tools
/// are missing is skipped with a reason that names `scripts/test.sh` (through
/// `.enabled(if: TestTools.ready(…), …)`), never failed and never passed silently. In CI
/// (`CI=true`, which GitHub Actions, GitLab and most CI systems set) and wherever
/// `scripts/test.sh` runs (it sets `L10NC_REQUIRE_NEOVIM` and `L10NC_REQUIRE_EMACS`), the tools
/// are required: the tests run and fail when a tool is missing, so a broken set-up can never
/// turn into green checks.
public enum TestTools {
    /// The repository this file is in.
    public static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// How to get the tools, for skip reasons and failure messages.
    public static let installHint =
        "run scripts/test.sh, which installs the test tools (bash scripts/install-dependencies.sh "
        + "--with-test-tools) and runs every test"

    /// Whether missing tools fail the tests instead of skipping them: in CI, or under
    /// `scripts/test.sh`.
    public static var areRequired: Bool {
        let environment = ProcessInfo.processInfo.environment
        if let ci = environment["CI"]?.lowercased(), ["true", "1", "yes"].contains(ci) { return true }
        return ["L10NC_REQUIRE_TEST_TOOLS", "L10NC_REQUIRE_NEOVIM", "L10NC_REQUIRE_EMACS"].contains {
            !(environment[$0] ?? "").isEmpty
        }
    }

    /// Whether a test that needs `available` tools runs: when they are there, or when they are
    /// required (the test then fails, saying what is missing).
    public static func ready(_ available: @autoclosure () -> Bool) -> Bool {
        areRequired || available()
    }

    /// The reason a test is skipped: what it needs, and how to get it.
    public static func skipReason(_ needs: String) -> String {
        "needs \(needs), not found here; \(installHint) (with CI=true a missing tool fails the test)"
    }

    // MARK: Python

    /// The `python3` the tests run: `L10NC_PYTHON_VENV`'s (set by `scripts/test.sh`), else the
    /// repository's `.build/python-venv`, else `python3` on `PATH`.
    public static var python3: (executable: URL, arguments: [String]) {
        let venv =
            ProcessInfo.processInfo.environment["L10NC_PYTHON_VENV"].map { URL(fileURLWithPath: $0) }
            ?? repositoryRoot.appendingPathComponent(".build/python-venv")
        let python = venv.appendingPathComponent("bin/python3")
        if FileManager.default.isExecutableFile(atPath: python.path) { return (python, []) }
        return (URL(fileURLWithPath: "/usr/bin/env"), ["python3"])
    }

    /// Whether that `python3` imports every one of `modules`. Asked once per list and run.
    public static func hasPythonModules(_ modules: [String]) -> Bool {
        let key = modules.joined(separator: ",")
        if let known = pythonCache.withLock({ $0[key] }) { return known }
        let python = python3
        let imports = modules.map { "import \($0)" }.joined(separator: "; ")
        let found = run(python.executable, python.arguments + ["-c", imports])
        pythonCache.withLock { $0[key] = found }
        return found
    }

    private static let pythonCache = Locked<[String: Bool]>([:])

    // MARK: Programs and files

    /// Whether `name` is an executable in the Python environment's `bin` or on `PATH`.
    public static func hasExecutable(_ name: String) -> Bool {
        let python = python3
        var folders: [String] = []
        if python.arguments.isEmpty { folders.append(python.executable.deletingLastPathComponent().path) }
        folders += (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init)
        return folders.contains {
            FileManager.default.isExecutableFile(atPath: ($0 as NSString).appendingPathComponent(name))
        }
    }

    /// Whether a file exists (CLDR's XML, for example).
    public static func hasFile(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: path)
    }

    private static func run(_ executable: URL, _ arguments: [String]) -> Bool {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return false
        }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }
}

/// A value shared by concurrently running tests, behind a lock.
final class Locked<Value>: @unchecked Sendable {
    private var value: Value
    private let lock = NSLock()

    init(_ value: Value) { self.value = value }

    func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}
