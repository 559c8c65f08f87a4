// `l10nc mcp` (release) measured by a client over stdio, on CheckBenchmark's project (2,000 view
// models, 100,000 messages over 10 locales) with the German section of every file removed, so
// German has 10,000 units to translate:
//   - `l10n_gaps` paging through all 10,000 missing German units (`--page N`, default 500);
//   - `l10n_submit` of their 10,000 translations in batches of 500 (`--batch N`), each batch's
//     request made before the clock starts (the agent's JSON is not the server's time), each
//     answer read and decoded within it;
// each against a cold `l10nc check` of the same project, measured in the same run (target: each
// at most 2× the check). The server is started and asked `l10n_status` first (the project read,
// as an agent's first call does); that time is printed too. Every round starts from a freshly
// written project; the fastest of `iterations` rounds (default 3) is kept. After each round the
// submission is verified: 10,000 accepted, and `l10n_check` reports the 10,000 texts as
// needs-review and nothing else new.
// Usage, from the repository root:
//   swift build -c release --package-path Benchmarks --product l10nc
//   swift build -c release --package-path Benchmarks --product l10nc-mcp
//   swift run -c release --package-path Benchmarks AgentBenchmark [path/to/l10nc] [iterations] [--page N] [--batch N]
import BenchmarkProject
import BenchmarkSupport
import Foundation

let repositoryRoot = ReleaseTool.repositoryRoot(sourceFile: #filePath)
var arguments = Array(CommandLine.arguments.dropFirst())
func option(_ name: String, default value: Int, in arguments: inout [String]) -> Int {
    guard let flag = arguments.firstIndex(of: name), flag + 1 < arguments.count,
        let number = Int(arguments[flag + 1])
    else { return value }
    arguments.removeSubrange(flag...flag + 1)
    return number
}
let pageSize = option("--page", default: 500, in: &arguments)
let batchSize = option("--batch", default: 500, in: &arguments)
let iterations = arguments.compactMap { Int($0) }.first ?? 3
let l10nc = ReleaseTool.l10nc(arguments: arguments, repositoryRoot: repositoryRoot)
let benchmarkFolder = FileManager.default.temporaryDirectory
    .appendingPathComponent("l10nc-agent-benchmark").path
/// Each round writes its own project, and all are removed after the last round.
/// On ext4 without a journal, a new inode skips every inode freed in about the last minute
/// (the kernel's `recently_deleted`), so deleting the last round's 4,000 files just before a
/// round would make its submission's commit pay for the benchmark's own clean-up, which no
/// repository an agent works in has just done.
func roundFolder(_ round: Int) -> String { benchmarkFolder + "/round-\(round)" }

/// The project, with every file's `de:` section removed.
func writeProject(in directory: String) throws -> Int {
    let (_, project) = try BenchmarkProject.write(to: directory, repositoryRoot: repositoryRoot)
    for path in project.resourcePaths {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        var kept: [Substring] = []
        var skipping = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if let first = line.first, first != " ", first != "#" { skipping = line.hasPrefix("de:") }
            if !skipping { kept.append(line) }
        }
        try Data(kept.joined(separator: "\n").utf8).write(to: URL(fileURLWithPath: path))
    }
    // On disk, as a repository's files are: a write that replaces a file whose old content is
    // still being written back waits for that, which is the freshly written project's, not
    // l10nc's.
    sync()
    return project.resourcePaths.count
}

/// The file system `path` is on and its device, from the longest mount point above it in
/// `/proc/self/mountinfo`: the submission's commit creates a file per edited resource, which
/// costs very differently on tmpfs, ext4, and ext4 without a journal (where each new inode skips
/// every inode freed in the last minutes), so the figures say where they were taken.
func fileSystem(of path: String) -> String {
    guard let table = try? String(contentsOfFile: "/proc/self/mountinfo", encoding: .utf8) else {
        return "file system unknown"
    }
    let real = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    var best: (point: String, description: String)?
    for line in table.split(separator: "\n") {
        let fields = line.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        guard fields.count > 4, let separator = fields.firstIndex(of: "-"), separator + 2 < fields.count
        else { continue }
        let point = fields[4].replacingOccurrences(of: "\\040", with: " ")
        let inside = point == "/" || real == point || real.hasPrefix(point + "/")
        if inside, point.count >= (best?.point.count ?? -1) {
            best = (point, "\(fields[separator + 1]) on \(fields[separator + 2]) at \(point)")
        }
    }
    return best?.description ?? "file system unknown"
}

/// German for the generator's English texts, as an agent would give it.
func german(_ key: String, _ source: Any) -> Any {
    let name = key.split(separator: ".").last.map(String.init) ?? key
    switch name {
    case "title":
        let number = (source as? String)?.split(separator: " ").last.map(String.init) ?? ""
        return "Übersicht \(number)"
    case "subtitle": return "Alles auf einen Blick"
    case "greeting": return "Willkommen zurück, %{name}!"
    case "itemCount": return ["one": "%{count} offene Aufgabe", "other": "%{count} offene Aufgaben"]
    default: return "Änderungen speichern"
    }
}

/// `l10nc mcp` over two pipes, newline-delimited JSON-RPC, read synchronously.
final class AgentConnection {
    let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private var buffer: [UInt8] = []
    private var nextID = 1

    init(directory: String) throws {
        process.executableURL = URL(fileURLWithPath: l10nc)
        process.arguments = ["mcp"]
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.standardError
        try process.run()
        _ = request(
            "initialize",
            [
                "protocolVersion": "2025-06-18", "capabilities": [String: Any](),
                "clientInfo": ["name": "AgentBenchmark", "version": "1"],
            ])
        send(["method": "notifications/initialized"])
    }

    private func send(_ message: [String: Any]) {
        input.fileHandleForWriting.write(Self.line(message))
    }

    /// `message` as one line of JSON-RPC.
    static func line(_ message: [String: Any]) -> Data {
        var message = message
        message["jsonrpc"] = "2.0"
        return try! JSONSerialization.data(withJSONObject: message) + Data([10])
    }

    /// A `tools/call` of `tool`, as the line `send(line:)` writes; its id is `call`'s to come.
    func toolCallLine(_ tool: String, _ arguments: [String: Any], id: Int) -> Data {
        Self.line(["id": id, "method": "tools/call", "params": ["name": tool, "arguments": arguments]])
    }

    /// The next request's id.
    var upcomingID: Int { nextID }

    func request(_ method: String, _ params: [String: Any]) -> [String: Any] {
        request(line: Self.line(["id": nextID, "method": method, "params": params]))
    }

    /// Sends `line`, a request whose id is `upcomingID`, and reads its response.
    func request(line: Data) -> [String: Any] {
        let id = nextID
        nextID += 1
        input.fileHandleForWriting.write(line)
        while true {
            if let end = buffer.firstIndex(of: 10) {
                let line = Data(buffer[..<end])
                buffer.removeFirst(end + 1)
                guard let message = try? JSONSerialization.jsonObject(with: line) as? [String: Any] else {
                    continue
                }
                if (message["id"] as? Int) == id { return message }
                continue
            }
            let data = output.fileHandleForReading.availableData
            precondition(!data.isEmpty, "the server closed its output")
            buffer += data
        }
    }

    /// A tool's structured result; stops the benchmark on an error.
    func call(_ tool: String, _ arguments: [String: Any]) -> [String: Any] {
        structured(tool, request("tools/call", ["name": tool, "arguments": arguments]))
    }

    /// `call`, with the request made beforehand (`toolCallLine`).
    func call(_ tool: String, line: Data) -> [String: Any] {
        structured(tool, request(line: line))
    }

    private func structured(_ tool: String, _ response: [String: Any]) -> [String: Any] {
        guard let result = response["result"] as? [String: Any], result["isError"] as? Bool != true,
            let structured = result["structuredContent"] as? [String: Any]
        else {
            print("\(tool) failed: \(response)")
            exit(1)
        }
        return structured
    }

    func close() {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }
}

func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = ContinuousClock.now
    try body()
    return (ContinuousClock.now - start).seconds
}

var best = (check: Double.infinity, load: Double.infinity, gaps: Double.infinity, submit: Double.infinity)
// Left by a run that was stopped: removed before the clock of any round starts, which (see
// `roundFolder`) still slows the first round on ext4 without a journal.
try? FileManager.default.removeItem(atPath: benchmarkFolder)
for round in 1...iterations {
    let directory = roundFolder(round)
    let files = try writeProject(in: directory)
    if round == 1 {
        print(
            "project: \(files) YAML files, German removed from each, in \(directory) (\(fileSystem(of: directory))); "
                + "l10nc: \(l10nc)")
    }
    var check = Double.infinity
    for _ in 0..<3 {
        check = min(check, try seconds { _ = try ChildProcess.run(l10nc, ["check"], in: directory) })
    }
    let connection = try AgentConnection(directory: directory)
    let load = seconds { _ = connection.call("l10n_status", [:]) }
    var units: [[String: Any]] = []
    let gaps = seconds {
        var cursor: String?
        repeat {
            var arguments: [String: Any] = ["locale": "de", "limit": pageSize]
            if let cursor { arguments["cursor"] = cursor }
            let page = connection.call("l10n_gaps", arguments)
            units += page["units"] as! [[String: Any]]
            cursor = page["nextCursor"] as? String
        } while cursor != nil
    }
    guard units.count == 10_000 else {
        print("l10n_gaps served \(units.count) units, not 10,000")
        exit(1)
    }
    let translations: [[String: Any]] = units.map { unit in
        let key = unit["key"] as! String
        return ["key": key, "locale": "de", "text": german(key, unit["source"]!), "base": unit["base"]!]
    }
    var accepted = 0
    var rejected: [Any] = []
    // The batches' JSON is made before the clock starts: an agent's work, not the server's.
    let lines = stride(from: 0, to: translations.count, by: batchSize).enumerated().map { number, start in
        connection.toolCallLine(
            "l10n_submit",
            ["translations": Array(translations[start..<min(translations.count, start + batchSize)])],
            id: connection.upcomingID + number)
    }
    let submit = seconds {
        for line in lines {
            let result = connection.call("l10n_submit", line: line)
            accepted += (result["accepted"] as! [Any]).count
            rejected += result["rejected"] as! [Any]
        }
    }
    guard accepted == 10_000, rejected.isEmpty else {
        print("l10n_submit accepted \(accepted) of 10,000; rejected: \(rejected.prefix(3))")
        exit(1)
    }
    let findings = connection.call("l10n_check", [:])["diagnostics"] as! [[String: Any]]
    let rules = Dictionary(grouping: findings, by: { $0["rule"] as! String }).mapValues(\.count)
    guard rules["needs-review"] == 10_000, Set(rules.keys).isSubset(of: ["needs-review", "missing-key"])
    else {
        print("after the submissions, check reports \(rules)")
        exit(1)
    }
    connection.close()
    print(
        String(
            format:
                "round %d: check %.3f s; server's first answer %.3f s; l10n_gaps %.3f s (%.2f×); l10n_submit %.3f s (%.2f×)",
            round, check, load, gaps, gaps / check, submit, submit / check))
    best = (min(best.check, check), min(best.load, load), min(best.gaps, gaps), min(best.submit, submit))
}
print(
    String(
        format:
            "fastest of %d: check %.3f s; l10n_gaps through 10,000 units in pages of %d: %.3f s = %.2f× (target ≤ 2); "
            + "l10n_submit of 10,000 in batches of %d: %.3f s = %.2f× (target ≤ 2); server's first answer %.3f s",
        iterations, best.check, pageSize, best.gaps, best.gaps / best.check, batchSize, best.submit,
        best.submit / best.check, best.load))
try? FileManager.default.removeItem(atPath: benchmarkFolder)
