// `l10nc lsp` (release) measured by a client over stdio, on CheckBenchmark's project (2,000 view
// models, 100,000 messages over 10 locales):
//   - the first diagnostics after `initialize` (until the first `publishDiagnostics`), against
//     a cold `l10nc check` of the same project measured in the same run;
//   - with a check cache (issue 32): from spawning `l10nc lsp --cache DIR`, whose cache a prior
//     `l10nc check --cache DIR` wrote, to its first `publishDiagnostics`, against a cold
//     `l10nc check` spawned in the same rounds (interleaved, fastest of `--rounds N`, default 5);
//     the target is at most 0.3 of the check;
//   - diagnostics after a one-character edit in an open YAML buffer and in an open Swift buffer
//     (until that file's `publishDiagnostics`), p50 and p95 over `--edits N` (default 200);
//   - hover and definition on a property, p50 and p95;
//   - the server's resident memory once loaded and after 1,000 more edits.
// Every edit renames a key or a property by one character and back, so each one changes the
// file's findings and is answered by a publish.
// Usage, from the repository root:
//   swift build -c release --package-path Benchmarks --product l10nc
//   swift run -c release --package-path Benchmarks LanguageServerBenchmark [path/to/l10nc] [--edits N]
//     [--rounds N]
import BenchmarkProject
import BenchmarkSupport
import Foundation
import L10nChecker
import L10nRuntime

let repositoryRoot = ReleaseTool.repositoryRoot(sourceFile: #filePath)
var arguments = Array(CommandLine.arguments.dropFirst())
/// The value of `--name N`, taken out of the arguments.
@MainActor func count(_ name: String, default value: Int) -> Int {
    guard let flag = arguments.firstIndex(of: name), flag + 1 < arguments.count,
        let count = Int(arguments[flag + 1])
    else { return value }
    arguments.removeSubrange(flag...flag + 1)
    return count
}
let edits = count("--edits", default: 200)
let rounds = count("--rounds", default: 5)
let l10nc = ReleaseTool.l10nc(arguments: arguments, repositoryRoot: repositoryRoot)

let directory = FileManager.default.temporaryDirectory.appendingPathComponent("l10nc-lsp-benchmark").path
let (_, project) = try BenchmarkProject.write(to: directory, repositoryRoot: repositoryRoot)
print("project: \(project.sourcePaths.count) Swift files, \(project.resourcePaths.count) YAML files")

// The baseline: a cold check, fastest of three.
var checkSeconds = Double.infinity
for _ in 0..<3 {
    let start = ContinuousClock.now
    _ = try ChildProcess.run(l10nc, ["check"], in: directory)
    checkSeconds = min(checkSeconds, (ContinuousClock.now - start).seconds)
}

/// The server over two pipes; messages read synchronously, framed by hand.
final class ServerConnection {
    let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private var buffer: [UInt8] = []
    private var nextID = 1

    init(executable: String, directory: String, arguments: [String] = ["lsp"]) throws {
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
    }

    func send(_ message: [String: Any]) {
        var message = message
        message["jsonrpc"] = "2.0"
        let body = try! JSONSerialization.data(withJSONObject: message)
        input.fileHandleForWriting.write(Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
    }

    @discardableResult
    func request(_ method: String, _ params: [String: Any]) -> Int {
        let id = nextID
        nextID += 1
        send(["id": id, "method": method, "params": params])
        return id
    }

    func notify(_ method: String, _ params: [String: Any]) { send(["method": method, "params": params]) }

    /// The next message.
    func receive() -> [String: Any] {
        while true {
            if let end = find([13, 10, 13, 10]) {
                let header = String(decoding: buffer[0..<end], as: UTF8.self)
                let length = Int(header.split(separator: ":").last!.trimmingCharacters(in: .whitespaces))!
                if buffer.count >= end + 4 + length {
                    let body = Data(buffer[(end + 4)..<(end + 4 + length)])
                    buffer.removeFirst(end + 4 + length)
                    return try! JSONSerialization.jsonObject(with: body) as! [String: Any]
                }
            }
            let data = output.fileHandleForReading.availableData
            precondition(!data.isEmpty, "the server closed its output")
            buffer += data
        }
    }

    /// Reads until a message satisfies `matches`; returns it.
    func receive(until matches: ([String: Any]) -> Bool) -> [String: Any] {
        while true {
            let message = receive()
            if matches(message) { return message }
        }
    }

    func response(to id: Int) -> [String: Any] {
        receive { ($0["id"] as? Int) == id && $0["method"] == nil }
    }

    func publication(for uri: String) -> [String: Any] {
        receive {
            ($0["method"] as? String) == "textDocument/publishDiagnostics"
                && (($0["params"] as? [String: Any])?["uri"] as? String) == uri
        }
    }

    var residentBytes: Int {
        let text =
            (try? String(contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8)) ?? ""
        for line in text.split(separator: "\n") where line.hasPrefix("VmRSS:") {
            return (Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0) * 1024
        }
        return 0
    }

    private func find(_ pattern: [UInt8]) -> Int? {
        guard buffer.count >= pattern.count else { return nil }
        for index in 0...(buffer.count - pattern.count)
        where buffer[index..<index + pattern.count].elementsEqual(pattern) {
            return index
        }
        return nil
    }
}

func uri(_ path: String) -> String { URL(fileURLWithPath: path).absoluteString }
func percentile(_ samples: [Double], _ fraction: Double) -> Double {
    let sorted = samples.sorted()
    return sorted[min(sorted.count - 1, Int((Double(sorted.count) * fraction).rounded(.up)) - 1)]
}
func milliseconds(_ seconds: Double) -> String { String(format: "%.1f ms", seconds * 1000) }

// With a check cache: `check --cache` writes it once; then, in each round, a cold check and a
// server started on the cache, each spawned and timed to its findings.
let cacheDirectory = directory + "-check-cache"
try? FileManager.default.removeItem(atPath: cacheDirectory)
_ = try ChildProcess.run(l10nc, ["check", "--cache", cacheDirectory], in: directory)
var coldCheckSeconds = Double.infinity
var cachedFirstSeconds = Double.infinity
for _ in 0..<rounds {
    var start = ContinuousClock.now
    _ = try ChildProcess.run(l10nc, ["check"], in: directory)
    coldCheckSeconds = min(coldCheckSeconds, (ContinuousClock.now - start).seconds)
    start = ContinuousClock.now
    let cached = try ServerConnection(
        executable: l10nc, directory: directory, arguments: ["lsp", "--cache", cacheDirectory])
    let id = cached.request(
        "initialize",
        ["processId": Int(getpid()), "rootUri": uri(directory), "capabilities": [String: Any]()])
    _ = cached.response(to: id)
    cached.notify("initialized", [:])
    var log: [String] = []
    _ = cached.receive { message in
        let method = message["method"] as? String
        if method == "window/logMessage",
            let line = (message["params"] as? [String: Any])?["message"] as? String
        {
            log.append(line)
        }
        return method == "textDocument/publishDiagnostics"
    }
    cachedFirstSeconds = min(cachedFirstSeconds, (ContinuousClock.now - start).seconds)
    precondition(log.contains { $0.hasSuffix("parts reused, 0 checked") }, "the cache was not used: \(log)")
    let shutdown = cached.request("shutdown", [:])
    _ = cached.response(to: shutdown)
    cached.notify("exit", [:])
    cached.process.waitUntilExit()
}
print(
    String(format: "lsp --cache, spawn to first diagnostics: %.3f s", cachedFirstSeconds)
        + String(
            format: " = %.2f× a cold check (%.3f s; fastest of %d interleaved rounds; target ≤ 0.3)",
            cachedFirstSeconds / coldCheckSeconds, coldCheckSeconds, rounds))

let server = try ServerConnection(executable: l10nc, directory: directory)
let start = ContinuousClock.now
let initialize = server.request(
    "initialize",
    ["processId": Int(getpid()), "rootUri": uri(directory), "capabilities": [String: Any]()])
_ = server.response(to: initialize)
server.notify("initialized", [:])
_ = server.receive { ($0["method"] as? String) == "textDocument/publishDiagnostics" }
let firstDiagnostics = (ContinuousClock.now - start).seconds
let loadedResident = server.residentBytes
print(
    "first diagnostics after initialize: " + String(format: "%.3f s", firstDiagnostics)
        + String(format: " = %.2f× a cold check (%.3f s)", firstDiagnostics / checkSeconds, checkSeconds))
print("server resident once loaded: " + String(format: "%.1f MB", Double(loadedResident) / 1e6))

/// Opens `path` and toggles `from` and `to` on the line `marker` finds, one character each
/// time, timing each edit until the file's findings are published.
func timeEdits(
    on server: ServerConnection, _ path: String, language: String, marker: String, from: String, to: String,
    count: Int
) -> [Double] {
    let text = try! String(contentsOfFile: path, encoding: .utf8)
    let lines = text.components(separatedBy: "\n")
    let line = lines.firstIndex { $0.contains(marker) }!
    let character = lines[line].utf16.count - lines[line].components(separatedBy: from).last!.utf16.count - 1
    server.notify(
        "textDocument/didOpen",
        ["textDocument": ["uri": uri(path), "languageId": language, "version": 1, "text": text]])
    var samples: [Double] = []
    for round in 0..<count {
        let replacement = round % 2 == 0 ? String(to.last!) : String(from.last!)
        let start = ContinuousClock.now
        server.notify(
            "textDocument/didChange",
            [
                "textDocument": ["uri": uri(path), "version": round + 2],
                "contentChanges": [
                    [
                        "range": [
                            "start": ["line": line, "character": character],
                            "end": ["line": line, "character": character + 1],
                        ],
                        "text": replacement,
                    ]
                ],
            ])
        _ = server.publication(for: uri(path))
        samples.append((ContinuousClock.now - start).seconds)
    }
    return samples
}

let yamlPath = project.resourcePaths[project.resourcePaths.count / 2]
let yamlSamples = timeEdits(
    on: server, yamlPath, language: "yaml", marker: "    title:", from: "title", to: "titlf", count: edits)
print(
    "YAML edit to diagnostics: p50 \(milliseconds(percentile(yamlSamples, 0.5))), p95 \(milliseconds(percentile(yamlSamples, 0.95)))"
)
let swiftPath = project.sourcePaths[project.sourcePaths.count / 3]
let swiftSamples = timeEdits(
    on: server, swiftPath, language: "swift", marker: "public var title", from: "title", to: "titlf",
    count: edits)
print(
    "Swift edit to diagnostics: p50 \(milliseconds(percentile(swiftSamples, 0.5))), p95 \(milliseconds(percentile(swiftSamples, 0.95)))"
)

// Hover and definition on the Swift buffer's `title` (as the edits left it: even rounds end as written).
let swiftLines = try String(contentsOfFile: swiftPath, encoding: .utf8).components(separatedBy: "\n")
let titleLine = swiftLines.firstIndex { $0.contains("public var title") }!
let position: [String: Any] = [
    "line": titleLine, "character": swiftLines[titleLine].utf16.count - 2,
]
for method in ["textDocument/hover", "textDocument/definition"] {
    var samples: [Double] = []
    for _ in 0..<edits {
        let start = ContinuousClock.now
        let id = server.request(method, ["textDocument": ["uri": uri(swiftPath)], "position": position])
        let response = server.response(to: id)
        samples.append((ContinuousClock.now - start).seconds)
        precondition(response["error"] == nil, "\(method) failed: \(response)")
    }
    print(
        "\(method): p50 \(milliseconds(percentile(samples, 0.5))), p95 \(milliseconds(percentile(samples, 0.95)))"
    )
}

_ = timeEdits(
    on: server, yamlPath, language: "yaml", marker: "    title:", from: "title", to: "titlf", count: 1_000)
let editedResident = server.residentBytes
print(
    "server resident after 1,000 more edits: " + String(format: "%.1f MB", Double(editedResident) / 1e6)
        + String(format: " (%+.1f %%)", (Double(editedResident) / Double(loadedResident) - 1) * 100))
let shutdown = server.request("shutdown", [:])
_ = server.response(to: shutdown)
server.notify("exit", [:])
server.process.waitUntilExit()
