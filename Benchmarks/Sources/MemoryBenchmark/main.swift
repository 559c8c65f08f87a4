// Translation memory at the speed of a check (issue 34), on the CheckBenchmark project (2,000
// view models, 10 locales, about 90,000 translations besides the default locale's texts):
//   1. building the project's memory (`ProjectMemory.build`, what `fix --fill memory`,
//      `export`, `l10n_gaps` and the language server build), in process, from an analysed
//      snapshot, against `l10nc check` of the same project and against the analysis itself;
//   2. `l10nc fix --fill memory --memory de.xlf` with the `de` section taken out of every file
//      (10,000 missing keys, each with an exact match in the XLIFF exported before), against
//      `l10nc check` of the same broken project and `l10nc fix --fill copy`, in interleaved rounds.
// Target: each costs at most a check. For (2), `fix` checks the project before and after it
// writes, so two checks are its floor (see FixBenchmark); what the memory adds is
// `fix --fill memory` − `fix --fill copy`, and that is what must stay under a check. Both the
// whole ratio and the memory's share are printed.
//
// Wall and CPU times are printed; the verdict is on CPU time (see `childCPUSeconds`).
// Each round restores the files and removes the lock; after every `fix --fill memory` an
// untimed check must find no `missing-key` and at least 10,000 `needs-review` findings (every
// filled text is recorded as needing review), or the benchmark stops.
// Usage, from the repository root:
//   swift build -c release --package-path Benchmarks --product l10nc
//   swift run -c release --package-path Benchmarks MemoryBenchmark [path/to/l10nc] [iterations]
import BenchmarkProject
import BenchmarkSupport
import Foundation
import L10nChecker
import L10nMemory
import L10nProject
import L10nReporting
import L10nRuntime

let repositoryRoot = ReleaseTool.repositoryRoot(sourceFile: #filePath)
let arguments = Array(CommandLine.arguments.dropFirst())
let iterations = arguments.compactMap { Int($0) }.first ?? 5
let l10nc = ReleaseTool.l10nc(arguments: arguments, repositoryRoot: repositoryRoot)
print("l10nc: \(l10nc)")

let directory = FileManager.default.temporaryDirectory.appendingPathComponent("l10nc-memory-benchmark").path
let (_, project) = try BenchmarkProject.write(to: directory, repositoryRoot: repositoryRoot)
try FileManager.default.removeItem(atPath: directory + "/po")
let lockPath = directory + "/l10nc.lock"
let removedLocale = "de"
let pristine = try project.resourcePaths.map { try Data(contentsOf: URL(fileURLWithPath: $0)) }
let timer = BenchmarkTimer(iterations: iterations)

func seconds(_ result: BenchmarkTimer.Result) -> String {
    String(format: "%.3f s (median %.3f)", result.fastestSeconds, result.medianSeconds)
}

// MARK: 1. Building the memory

let loaded = try ProjectConfiguration.load(path: project.configurationPath)
let analyzer = ProjectAnalyzer(project: loaded.configuration, configurationDiagnostics: loaded.diagnostics)
let snapshot = try analyzer.analyze().snapshot
var memory = try ProjectMemory.build(snapshot: snapshot, lock: nil).memory
print(
    "project: \(project.resourcePaths.count) YAML files; memory: \(memory.translationCount) translations "
        + "into \(memory.locales.count) locales")
let build = try timer.measureInterleaved([
    {
        let status = try ChildProcess.run(l10nc, ["check", "--format", "json"], in: directory).status
        precondition(status <= 1, "l10nc check exited with \(status)")
    },
    { _ = try analyzer.analyze() },
    { memory = try ProjectMemory.build(snapshot: snapshot, lock: nil).memory },
])
let buildRatio = build[2].fastestSeconds / build[0].fastestSeconds
print("check: \(seconds(build[0])); analysis in process: \(seconds(build[1]))")
print(
    "memory built: \(seconds(build[2])): "
        + String(
            format: "%.2f× a check, %.2f× the analysis in process", buildRatio,
            build[2].fastestSeconds / build[1].fastestSeconds))

// MARK: 2. fix --fill memory on 10,000 missing keys

// The German translations, as a translator's file: the memory the fix reads.
let exported = directory + "/memory"
let export = try ChildProcess.run(
    l10nc, ["export", "--format", "xliff12", "--locale", removedLocale, "--output", exported], in: directory,
    capture: true)
guard export.status == 0 else {
    print("export failed: \(String(decoding: export.output, as: UTF8.self))")
    exit(1)
}
let memoryFile = exported + "/\(removedLocale).xlf"

/// The YAML without the section of `removedLocale`: its line and every indented line after it.
func withoutSection(_ data: Data) -> Data {
    var kept: [Substring] = []
    var inSection = false
    for line in String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
    {
        if line == "\(removedLocale):" {
            inSection = true
        } else if inSection, !line.hasPrefix(" ") {
            inSection = false
        }
        if !inSection { kept.append(line) }
    }
    return Data(kept.joined(separator: "\n").utf8)
}
let broken = pristine.map(withoutSection)
func breakProject() throws {
    for (index, data) in broken.enumerated() {
        try data.write(to: URL(fileURLWithPath: project.resourcePaths[index]))
    }
    try? FileManager.default.removeItem(atPath: lockPath)
}
func findings() throws -> [JSONReportDocument.Finding] {
    let output = try ChildProcess.run(l10nc, ["check", "--format", "json"], in: directory, capture: true)
        .output
    return try JSONDecoder().decode(JSONReportDocument.self, from: output).diagnostics
}

/// CPU seconds (user + system) of every child process waited for so far: the files a fix writes
/// are renamed into place, which on this shared machine's disk can wait seconds for other
/// builds' I/O, so CPU time is the figure that is the program's own.
func childCPUSeconds() -> Double {
    var usage = rusage()
    #if os(Linux)
        getrusage(RUSAGE_CHILDREN.rawValue, &usage)
    #else
        getrusage(RUSAGE_CHILDREN, &usage)
    #endif
    func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
}

try breakProject()
let missingBefore = try findings().count { $0.rule == "missing-key" }
let fixMemory = ["fix", "--fill", "memory", "--memory", memoryFile, "--format", "json"]
let fixCopy = ["fix", "--fill", "copy", "--format", "json"]
/// The timed rounds: wall times, and each timed command's fastest CPU time.
func measureFixes() throws -> (wall: [BenchmarkTimer.Result], cpu: [Double]) {
    var cpu: [[Double]] = [[], [], []]
    func timedCPU(_ index: Int, _ body: () throws -> Void) rethrows {
        let start = childCPUSeconds()
        try body()
        cpu[index].append(childCPUSeconds() - start)
    }
    let wall = try timer.measureInterleaved([
        {
            try timedCPU(0) {
                let status = try ChildProcess.run(l10nc, ["check", "--format", "json"], in: directory).status
                precondition(status == 1, "l10nc check exited with \(status)")
            }
        },
        {
            try timedCPU(1) {
                let status = try ChildProcess.run(l10nc, fixCopy, in: directory, capture: true).status
                precondition(status <= 1, "l10nc fix --fill copy exited with \(status)")
            }
        },
        { try breakProject() },
        {
            try timedCPU(2) {
                let status = try ChildProcess.run(l10nc, fixMemory, in: directory, capture: true).status
                precondition(status <= 1, "l10nc fix --fill memory exited with \(status)")
            }
        },
        {
            // Untimed in effect: the fix filled every key from memory, then the project is broken again.
            let after = try findings()
            let missing = after.count { $0.rule == "missing-key" }
            let review = after.count { $0.rule == "needs-review" }
            guard missing == 0, review >= 10_000 else {
                print("after fix --fill memory: \(missing) missing-key and \(review) needs-review findings")
                exit(1)
            }
            try breakProject()
        },
    ])
    return (wall, cpu.map { $0.min()! })
}
let (fix, cpu) = try measureFixes()
let (checkWall, copyWall, memoryWall) = (fix[0].fastestSeconds, fix[1].fastestSeconds, fix[3].fastestSeconds)
let (checkCPU, copyCPU, memoryCPU) = (cpu[0], cpu[1], cpu[2])
let memoryShare = (memoryCPU - copyCPU) / checkCPU
print("broken project: \(missingBefore) missing-key findings (one per key, naming its locales)")
print(
    String(
        format:
            "check: %.3f s wall, %.3f s CPU; fix --fill copy: %.3f s, %.3f s CPU; fix --fill memory: %.3f s, %.3f s CPU",
        checkWall, checkCPU, copyWall, copyCPU, memoryWall, memoryCPU))
print(
    String(
        format:
            "fix --fill memory / check: %.2f× wall, %.2f× CPU (fix --fill copy: %.2f×, %.2f×); what the memory adds: %.2f× a check (CPU), %.2f× (wall)",
        memoryWall / checkWall, memoryCPU / checkCPU, copyWall / checkWall, copyCPU / checkCPU, memoryShare,
        (memoryWall - copyWall) / checkWall))

if ProcessInfo.processInfo.environment["MEMORY_BENCHMARK_KEEP"] == nil {
    try? FileManager.default.removeItem(atPath: directory)
} else {
    print("project kept at \(directory), without its '\(removedLocale)' sections")
}
print(
    "target (memory built ≤ 1× check; what fix --fill memory adds ≤ 1× check): "
        + (buildRatio <= 1 && memoryShare <= 1 ? "met" : "NOT met"))
