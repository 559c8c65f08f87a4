import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Runs tools as child processes for the benchmarks that time them.
///
/// Not Foundation's `Process`: its `waitUntilExit` polls, which rounds every run up to a
/// multiple of 50 ms.
public enum ChildProcess {
    /// Starts `executable` with `posix_spawn`, its standard output in `outputPath` (standard
    /// error is passed through, so a tool's complaint is visible).
    public static func spawn(
        _ executable: String, _ arguments: [String], in workingDirectory: String, outputPath: String
    ) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let previous = FileManager.default.currentDirectoryPath
        FileManager.default.changeCurrentDirectoryPath(workingDirectory)
        defer { FileManager.default.changeCurrentDirectoryPath(previous) }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        guard result == 0 else {
            throw NSError(
                domain: "posix_spawn", code: Int(result), userInfo: [NSLocalizedDescriptionKey: executable])
        }
        return pid
    }

    /// The exit status of a spawned process, once it has ended.
    public static func wait(_ pid: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return (status >> 8) & 0xff
    }

    private static let capturedOutput = FileManager.default.temporaryDirectory
        .appendingPathComponent("l10nc-benchmark-output-\(getpid())").path

    /// Runs `executable` and returns its exit status and, with `capture`, its standard output.
    public static func run(
        _ executable: String, _ arguments: [String], in workingDirectory: String, capture: Bool = false
    ) throws -> (status: Int32, output: Data) {
        let outputPath = capture ? capturedOutput : "/dev/null"
        let status = wait(try spawn(executable, arguments, in: workingDirectory, outputPath: outputPath))
        return (status, capture ? FileManager.default.contents(atPath: outputPath) ?? Data() : Data())
    }
}
