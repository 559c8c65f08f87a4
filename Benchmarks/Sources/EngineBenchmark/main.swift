// The project engine (`ProjectEngine`, what an editor keeps) against a whole analysis
// (`ProjectAnalyzer.analyze`, what `l10nc check` runs), in process, on CheckBenchmark's
// project (2,000 view models, 100,000 messages over 10 locales):
//   - building the engine against one whole analysis;
//   - an update after one unsaved YAML buffer, and after one unsaved Swift buffer, against a
//     whole analysis of the same files;
//   - the heap a snapshot keeps (the engine held, everything else released) and the peak
//     resident memory of building it, each beyond the process's own, as multiples of the
//     input's bytes.
// Usage, from the repository root:
//   swift run -c release --package-path Benchmarks EngineBenchmark [iterations] [--scale N]
// Each memory figure is measured in a child process of its own (`--memory whole|engine`), so
// one measurement's freed-but-kept pages do not count in the next one's peak.
import BenchmarkProject
import BenchmarkSupport
import CMallocBench
import Foundation
import L10nChecker
import L10nCore
import L10nProject
import L10nRuntime

let repositoryRoot = ReleaseTool.repositoryRoot(sourceFile: #filePath)
var arguments = Array(CommandLine.arguments.dropFirst())
func option(_ name: String, in arguments: inout [String]) -> String? {
    guard let flag = arguments.firstIndex(of: name), flag + 1 < arguments.count else { return nil }
    defer { arguments.removeSubrange(flag...flag + 1) }
    return arguments[flag + 1]
}
let scale = option("--scale", in: &arguments).flatMap(Int.init) ?? 1
let memoryMode = option("--memory", in: &arguments)
let iterations = arguments.compactMap { Int($0) }.first ?? 5

/// Bytes the heap holds now: small blocks in arenas plus mmapped large ones.
func heapInUse() -> Int {
    let info = mallinfo2()
    return Int(info.uordblks) + Int(info.hblkhd)
}

/// A field of /proc/self/status in bytes (`VmHWM`, the peak resident set; `VmRSS`, the current).
func status(_ field: String) -> Int {
    let text = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
    for line in text.split(separator: "\n") where line.hasPrefix(field + ":") {
        return (Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0) * 1024
    }
    return 0
}

let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
    "l10nc-engine-benchmark-\(scale)"
).path
let configurationPath = (directory as NSString).appendingPathComponent("l10nc.yml")

func analyzer() throws -> ProjectAnalyzer {
    let loaded = try ProjectConfiguration.load(path: configurationPath)
    return ProjectAnalyzer(project: loaded.configuration, configurationDiagnostics: loaded.diagnostics)
}

if let memoryMode {
    // A child: the project is written. Baselines first, then one analysis, kept.
    let baselineHeap = heapInUse()
    let baselineResident = status("VmRSS")
    let analyzer = try analyzer()
    var kept: Any
    switch memoryMode {
    case "whole": kept = try analyzer.analyze().snapshot
    default: kept = try ProjectEngine(analyzer: analyzer)
    }
    let peak = status("VmHWM") - baselineResident
    let retained = heapInUse() - baselineHeap
    withExtendedLifetime(kept) { print("\(retained) \(peak)") }
    exit(0)
}

let (_, project) = try BenchmarkProject.write(
    to: directory, viewModelCount: 2_000 * scale, repositoryRoot: repositoryRoot)
let inputBytes = project.resourceBytes + project.sourceBytes
print(
    "project: \(project.sourcePaths.count) Swift files and \(project.resourcePaths.count) YAML files, "
        + String(format: "%.1f MB", Double(inputBytes) / 1e6) + " of input")

let timer = BenchmarkTimer(iterations: iterations)
let projectAnalyzer = try analyzer()
var whole = try projectAnalyzer.analyze().snapshot
var engine = try ProjectEngine(analyzer: projectAnalyzer)
guard engine.snapshot.diagnostics == whole.diagnostics else {
    print("the engine's findings differ from a whole analysis: stopping")
    exit(1)
}
let results = try timer.measureInterleaved([
    { whole = try projectAnalyzer.analyze().snapshot },
    { engine = try ProjectEngine(analyzer: projectAnalyzer) },
])
func seconds(_ result: BenchmarkTimer.Result) -> String {
    String(format: "%.3f s (median %.3f)", result.fastestSeconds, result.medianSeconds)
}
print("whole analysis: \(seconds(results[0]))")
print(
    "engine, built:  \(seconds(results[1])), "
        + String(format: "%.2f× a whole analysis", results[1].fastestSeconds / results[0].fastestSeconds))

// One unsaved buffer at a time, each a different file, each checked against a whole analysis.
var random = SplitMix64(seed: 23)
for kind in ["YAML", "Swift"] {
    var samples: [Double] = []
    for _ in 0..<iterations {
        let paths = kind == "YAML" ? project.resourcePaths : project.sourcePaths
        let path = paths[Int(random.next() % UInt64(paths.count))]
        var text = try String(contentsOfFile: path, encoding: .utf8)
        text =
            kind == "YAML" ? text.replacingOccurrences(of: "title:", with: "titel:") : text + "\n// edited\n"
        let clock = ContinuousClock()
        let start = clock.now
        try engine.update([.unsaved(path: path, contents: Array(text.utf8))])
        samples.append((clock.now - start).seconds)
        let reference = try projectAnalyzer.analyze(overlay: engine.unsavedFiles).snapshot
        guard engine.snapshot.diagnostics == reference.diagnostics else {
            print("after an unsaved \(kind) edit of \(path) the engine's findings differ: stopping")
            exit(1)
        }
    }
    let fastest = samples.min()!
    print(
        "update, one unsaved \(kind) file: " + String(format: "%.3f s", fastest)
            + String(format: " (%.1f %% of a whole analysis)", fastest / results[0].fastestSeconds * 100))
}

// Memory, each in a child of its own.
for mode in ["whole", "engine"] {
    let child = try ChildProcess.run(
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0],
        ["--memory", mode, "--scale", "\(scale)"], in: directory, capture: true)
    let output = String(decoding: child.output, as: UTF8.self)
    let figures = output.split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
    guard child.status == 0, figures.count == 2 else {
        print("memory (\(mode)): the child failed (status \(child.status)): \(output)")
        continue
    }
    print(
        "memory, \(mode == "whole" ? "whole analysis" : "engine"): retained "
            + String(
                format: "%.1f MB (%.1f× the input)", Double(figures[0]) / 1e6,
                Double(figures[0]) / Double(inputBytes))
            + ", peak "
            + String(
                format: "%.1f MB (%.1f×)", Double(figures[1]) / 1e6, Double(figures[1]) / Double(inputBytes))
            + " beyond the process's own")
}
