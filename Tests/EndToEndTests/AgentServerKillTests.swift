import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

extension KilledWriteTests {
    /// A project of 150 view models whose German is one text of twelve, and the submission of
    /// the other 1,650 German texts as one `l10n_submit` call.
    private static func agentProject() throws -> (files: [String: String], call: String) {
        var files: [String: String] = [
            "l10nc.yml": "sources: [src]\nresources: [res]\ndefaultLocale: en\nlocales: [en, de]\n"
        ]
        let english = (0..<12).map { "    text\($0): \"Text \($0)\"\n" }.joined()
        var translations: [String] = []
        for index in 0..<150 {
            let type = "Card\(index)ViewModel"
            files["src/\(type).swift"] =
                "struct \(type) {\n" + (0..<12).map { "    @LocalizedString var text\($0)\n" }.joined()
                + "}\n"
            files["res/\(type).yml"] =
                "en:\n  \(type):\n" + english + "de:\n  \(type):\n    text0: \"Text 0 de\"\n"
            for key in 1..<12 {
                translations.append(#"{"key":"\#(type).text\#(key)","locale":"de","text":"Text \#(key) de"}"#)
            }
        }
        let call =
            #"{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"l10n_submit","arguments":{"translations":["#
            + translations.joined(separator: ",") + "]}}}\n"
        return (files, call)
    }

    /// Starts `l10nc mcp` in `root`, sends the handshake and `call`; returns the process and its
    /// pipes (standard input kept open: a closed one ends the server).
    private static func startSubmission(in root: URL, call: String) throws -> (
        Process, input: Pipe, output: Pipe
    ) {
        let process = Process()
        process.executableURL = L10ncRun.executable
        process.arguments = ["mcp"]
        process.currentDirectoryURL = root
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let handshake =
            #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"kill","version":"1"}}}"#
            + "\n" + #"{"jsonrpc":"2.0","method":"notifications/initialized"}"# + "\n"
        input.fileHandleForWriting.write(Data((handshake + call).utf8))
        return (process, input, output)
    }

    /// Every file of `root` with its contents.
    private static func contents(of root: URL) throws -> [String: Data] {
        var result: [String: Data] = [:]
        for folder in ["res", "."] {
            let directory = root.appendingPathComponent(folder)
            for name in try FileManager.default.contentsOfDirectory(atPath: directory.path)
            where name.hasSuffix(".yml") || name.hasSuffix(".lock") || name.hasPrefix(".") {
                result[folder + "/" + name] = try Data(contentsOf: directory.appendingPathComponent(name))
            }
        }
        return result
    }

    @Test(
        "l10n_submit killed with SIGKILL at any moment: every file and the lock before or after, never torn"
    )
    func killedSubmission() throws {
        let (files, call) = try Self.agentProject()
        // The files as the whole submission leaves them, and how long it takes.
        let reference = try FirstHourInputTests.text(files)
        defer { try? FileManager.default.removeItem(at: reference) }
        let before = try Self.contents(of: reference)
        let start = ContinuousClock.now
        let (process, input, output) = try Self.startSubmission(in: reference, call: call)
        // The answer to the call: its whole line (it is long).
        var answer = ""
        while !(answer.contains(#""id":2"#) && answer.hasSuffix("\n")) {
            let data = output.fileHandleForReading.availableData
            if data.isEmpty { break }
            answer += String(decoding: data, as: UTF8.self)
        }
        let duration = (ContinuousClock.now - start).seconds
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        try input.fileHandleForWriting.close()
        #expect(answer.contains(#""rejected":[]"#), "\(answer.suffix(400))")
        // Killed right after the answer, the server may not have removed the old contents it
        // kept (`BackupRemoval`): hidden files, which the next run removes.
        let after = try Self.contents(of: reference).filter { !$0.key.hasPrefix("res/.") }
        _ = L10ncRun.run(["check"], in: reference)
        #expect(try Self.contents(of: reference).keys.filter { $0.hasPrefix("res/.") } == [])
        #expect(after["./l10nc.lock"] != nil)
        #expect(after.count == before.count + 1)

        // Killed at moments spread over the call: each file is as it was or as the submission
        // leaves it; the lock is not there yet, or whole.
        var written: [Int] = []
        for fraction in [0.3, 0.5, 0.65, 0.8, 0.9, 0.95, 1.0, 1.2, 2.0] {
            let root = try FirstHourInputTests.text(files)
            defer { try? FileManager.default.removeItem(at: root) }
            let (process, input, _) = try Self.startSubmission(in: root, call: call)
            Thread.sleep(forTimeInterval: duration * fraction)
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            try input.fileHandleForWriting.close()
            let now = try Self.contents(of: root)
            for (path, data) in now where !path.contains("/.") {
                #expect(
                    data == before[path] || data == after[path], "\(path) torn after \(fraction) of the call")
            }
            written.append(now.count { $0.value == after[$0.key] && $0.value != before[$0.key] })
            // Whatever the kill left beside the files, the next run removes.
            _ = L10ncRun.run(["check"], in: root)
            let hidden = try FileManager.default.contentsOfDirectory(
                atPath: root.appendingPathComponent("res").path
            )
            .filter { $0.hasPrefix(".") }
            #expect(hidden == [], "after \(fraction) of the call")
        }
        // The kills fell before the write and after it (and, by luck, within it): the test saw
        // both sides.
        #expect(written.contains(0) && written.contains { $0 > 0 }, "files written per kill: \(written)")
    }
}
