// What `l10nc.lock` costs `l10nc check` (release), each figure a ratio of two runs measured
// in the same rounds (issue 22, item 2):
//   - 40,000 orphan keys with a one-entry lock, against the same project without the lock
//     (the lock must cost at most 1.2×: the stale check looks up the lock's keys, never every
//     key for every record);
//   - the CheckBenchmark project (2,000 view models, 100,000 messages, 10 locales) with a full
//     lock from `l10nc lock`, against it without (at most +10 %).
// Usage, from the repository root:
//   swift build -c release --package-path Benchmarks --product l10nc
//   swift run -c release --package-path Benchmarks LockBenchmark [path/to/l10nc] [iterations]
import BenchmarkSupport
import Foundation
import L10nChecker
import L10nRuntime

let repositoryRoot = ReleaseTool.repositoryRoot(sourceFile: #filePath)
let arguments = Array(CommandLine.arguments.dropFirst())
let iterations = arguments.compactMap { Int($0) }.first ?? 5
let l10nc = ReleaseTool.l10nc(arguments: arguments, repositoryRoot: repositoryRoot)
print("l10nc: \(l10nc)")
let timer = BenchmarkTimer(iterations: iterations)
let check = ["check", "--format", "json"]

/// Times `check` in `directory` without its lock and with it, interleaved: the lock is moved
/// aside for the runs without it.
func lockCost(in directory: String, label: String) throws -> Double {
    let lock = directory + "/l10nc.lock"
    let aside = directory + "/l10nc.lock.aside"
    let withLock = try ChildProcess.run(l10nc, check, in: directory, capture: true).output
    try FileManager.default.moveItem(atPath: lock, toPath: aside)
    let withoutLock = try ChildProcess.run(l10nc, check, in: directory, capture: true).output
    try FileManager.default.moveItem(atPath: aside, toPath: lock)
    let findings = { (output: Data) in
        ((try? JSONSerialization.jsonObject(with: output)) as? [String: Any])?["diagnostics"] as? [Any]
    }
    guard let with = findings(withLock), let without = findings(withoutLock) else {
        print("\(label): l10nc check did not write a JSON report")
        exit(1)
    }
    let results = try timer.measureInterleaved([
        {
            try FileManager.default.moveItem(atPath: lock, toPath: aside)
            defer { try? FileManager.default.moveItem(atPath: aside, toPath: lock) }
            _ = try ChildProcess.run(l10nc, check, in: directory)
        },
        { _ = try ChildProcess.run(l10nc, check, in: directory) },
    ])
    let ratio = results[1].fastestSeconds / results[0].fastestSeconds
    print(
        String(
            format: "%@: without the lock %.3f s, with it %.3f s (fastest of %d; %d and %d findings): %.2f×",
            label, results[0].fastestSeconds, results[1].fastestSeconds, iterations, without.count,
            with.count,
            ratio))
    return ratio
}

// MARK: 40,000 orphan keys, a one-entry lock

let orphans = FileManager.default.temporaryDirectory.appendingPathComponent("l10nc-lock-benchmark").path
try? FileManager.default.removeItem(atPath: orphans)
try FileManager.default.createDirectory(atPath: orphans + "/Sources", withIntermediateDirectories: true)
try Data("struct OrphansViewModel {\n    @LocalizedString var title\n}\n".utf8)
    .write(to: URL(fileURLWithPath: orphans + "/Sources/OrphansViewModel.swift"))
var yaml = "en:\n  OrphansViewModel:\n    title: \"Title\"\n"
for index in 0..<40_000 { yaml += "    key\(index): \"Text \(index)\"\n" }
yaml += "de:\n  OrphansViewModel:\n    title: \"Titel\"\n"
try Data(yaml.utf8).write(to: URL(fileURLWithPath: orphans + "/Sources/OrphansViewModel.yml"))
try Data("sources: [Sources]\nresources: [Sources]\nlocales: [en, de]\n".utf8)
    .write(to: URL(fileURLWithPath: orphans + "/l10nc.yml"))
// The lock records the one translation: `de`'s title.
let orphanLock = try ChildProcess.run(l10nc, ["lock"], in: orphans)
precondition(orphanLock.status == 0)
let orphanRatio = try lockCost(in: orphans, label: "40,000 orphan keys, one-entry lock")

// MARK: The CheckBenchmark project, a full lock

let localeData = try LocaleDataStore(directory: repositoryRoot.appendingPathComponent("Locales"))
let generator = CheckProjectGenerator(
    locales: CheckProjectGenerator.tenLocales { identifier in
        localeData.pluralCategories(for: LocaleIdentifier(identifier)!).sorted().map(\.rawValue)
    })
let project = FileManager.default.temporaryDirectory.appendingPathComponent("l10nc-lock-benchmark-project")
    .path
try? FileManager.default.removeItem(atPath: project)
_ = try generator.write(to: project)
let projectLock = try ChildProcess.run(l10nc, ["lock"], in: project)
precondition(projectLock.status == 0)
let fullRatio = try lockCost(in: project, label: "CheckBenchmark project, full lock")

try? FileManager.default.removeItem(atPath: orphans)
try? FileManager.default.removeItem(atPath: project)
let met = orphanRatio <= 1.2 && fullRatio <= 1.1
print("targets (≤ 1.20× and ≤ 1.10×): \(met ? "met" : "NOT met")")
