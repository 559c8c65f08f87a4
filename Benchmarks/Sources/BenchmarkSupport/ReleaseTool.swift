import Foundation

/// The release `l10nc` a benchmark times: the first path among the command line's arguments
/// that is not a number, else `.build/release/l10nc`, else `Benchmarks/.build/release/l10nc`.
public enum ReleaseTool {
    /// The repository's root, from the location of the benchmark's own source file.
    public static func repositoryRoot(sourceFile: String) -> URL {
        URL(fileURLWithPath: sourceFile)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
    }

    /// The absolute path of the `l10nc` to time; ends the process with status 2 when there is
    /// none.
    public static func l10nc(arguments: [String], repositoryRoot: URL) -> String {
        let candidates =
            arguments.filter { Int($0) == nil }
            + [".build/release/l10nc", "Benchmarks/.build/release/l10nc"].map {
                repositoryRoot.appendingPathComponent($0).path
            }
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            print(
                "no release l10nc found: run `swift build -c release --package-path Benchmarks --product l10nc` first"
            )
            exit(2)
        }
        // Absolute, since tools are started in the project's directory.
        return URL(fileURLWithPath: found).standardizedFileURL.path
    }
}
