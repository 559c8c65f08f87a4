import Foundation
import Testing

/// The README's transcript of the example is what the tool prints (issue 22, item 15): each
/// `$ l10nc …` line of the block is run in `Examples/TaskBoard` and its output compared, with
/// only the elapsed time left free and `/tmp/` moved to a folder of the test's own.
@Suite("README transcript")
struct ReadmeTranscriptTests {
    struct Step {
        var arguments: [String]
        var output: String
    }

    /// The steps of the first fenced block that starts with `$ l10nc check`.
    static func steps() throws -> [Step] {
        let readme = try String(
            contentsOf: ProjectPaths.repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        guard let start = readme.range(of: "```\n$ l10nc check\n") else { return [] }
        let block = readme[readme.index(start.lowerBound, offsetBy: 4)...].prefix { _ in true }
        let body = block[..<(block.range(of: "\n```")?.lowerBound ?? block.endIndex)]
        var steps: [Step] = []
        for line in body.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("$ l10nc ") {
                steps.append(
                    Step(arguments: line.dropFirst(8).split(separator: " ").map(String.init), output: ""))
            } else if !steps.isEmpty {
                steps[steps.count - 1].output += line + "\n"
            }
        }
        return steps
    }

    static func normalized(_ text: String) -> String {
        text.replacingOccurrences(of: #" in [0-9]+\.[0-9]+ s"#, with: " in … s", options: .regularExpression)
    }

    /// The quick start puts on `PATH` the release build its own build command writes: the debug
    /// build checks large input about 25 times slower (issue 31, item 8).
    @Test("the quick start builds l10nc for release and puts that build on PATH")
    func quickStartUsesTheReleaseBuild() throws {
        let readme = try String(
            contentsOf: ProjectPaths.repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let quickStart = try #require(readme.range(of: "## Quick start\n"), "the README has no quick start")
        let section = readme[quickStart.upperBound...].prefix { _ in true }
        let lines = section[..<(section.range(of: "\n## ")?.lowerBound ?? section.endIndex)]
            .split(separator: "\n").map(String.init)
        let build = try #require(
            lines.first { $0.hasPrefix("swift build") }, "the quick start builds nothing")
        let path = try #require(lines.first { $0.hasPrefix("export PATH=") }, "the quick start sets no PATH")
        #expect(build == "swift build -c release --product l10nc")
        #expect(path == #"export PATH="$PWD/.build/release:$PATH""#)
    }

    @Test("every command of the transcript prints what the README shows")
    func transcript() throws {
        let steps = try Self.steps()
        #expect(steps.count >= 6)
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "l10nc-readme-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        for step in steps {
            let arguments = step.arguments.map {
                $0.replacingOccurrences(of: "/tmp/", with: scratch.path + "/")
            }
            let run = try #require(L10ncRun.run(arguments, in: ProjectPaths.cleanExample))
            #expect(run.exitStatus == 0, "\(step.arguments): \(run.standardError)")
            let expected = step.output.replacingOccurrences(of: "/tmp/", with: scratch.path + "/")
            #expect(
                Self.normalized(run.standardOutput) == Self.normalized(expected),
                "l10nc \(step.arguments.joined(separator: " "))")
        }
    }
}
