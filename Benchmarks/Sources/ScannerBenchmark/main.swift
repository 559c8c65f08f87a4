// The Swift scanner's throughput: files per second on generated FOSMVVM corpora, on one core
// and on all cores, next to the floor of merely reading the same files.
//
//     swift run -c release --package-path Benchmarks ScannerBenchmark
import BenchmarkSupport
import Foundation
import L10nScanner

struct Corpus {
    var label: String
    var fileCount: Int
    var viewModelShare: Double
}

struct Measurement {
    var corpus: Corpus
    var summary: SwiftCorpusGenerator.Summary
    var skipRate: Double
    var readFloorFilesPerSecond: Double
    /// Files per second of wall-clock time, by concurrency.
    var filesPerSecond: [(concurrency: Int, value: Double)]
    /// Files per second of this process's CPU time at concurrency 1: the figure that holds on
    /// a machine shared with other work.
    var filesPerCPUSecond: Double
}

let cores = ProcessInfo.processInfo.activeProcessorCount
let runs = 5
let corpora = [
    Corpus(label: "(a) 2,000 files, all view models", fileCount: 2_000, viewModelShare: 1.0),
    Corpus(label: "(b) 20,000 files, 10% view models", fileCount: 20_000, viewModelShare: 0.1),
]
let base = FileManager.default.temporaryDirectory
    .appendingPathComponent("l10nc-scanner-benchmark-\(ProcessInfo.processInfo.processIdentifier)").path
defer { try? FileManager.default.removeItem(atPath: base) }

/// The medians of `runs` timed calls, wall-clock and CPU seconds, after one untimed call that
/// warms the caches.
func medianSeconds(_ body: () throws -> Void) rethrows -> (wall: Double, cpu: Double) {
    try body()
    let clock = ContinuousClock()
    var wall: [Double] = []
    var cpu: [Double] = []
    for _ in 0..<runs {
        let cpuStart = processCPUSeconds()
        let duration = try clock.measure(body)
        cpu.append(processCPUSeconds() - cpuStart)
        wall.append(Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18)
    }
    return (wall.sorted()[runs / 2], cpu.sorted()[runs / 2])
}

func processCPUSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("ScannerBenchmark: \(message)\n".utf8))
    exit(1)
}

var measurements: [Measurement] = []
for (number, corpus) in corpora.enumerated() {
    let directory = "\(base)/corpus\(number)"
    let summary = try SwiftCorpusGenerator().write(
        to: directory, fileCount: corpus.fileCount, viewModelShare: corpus.viewModelShare)

    // The floor: reading every file once, one core, no scanning.
    let paths = (FileManager.default.enumerator(atPath: directory)?.allObjects as? [String] ?? [])
        .filter { $0.hasSuffix(".swift") }.map { "\(directory)/\($0)" }
    guard paths.count == corpus.fileCount else {
        fail("found \(paths.count) files, wrote \(corpus.fileCount)")
    }
    let readSeconds = medianSeconds {
        var bytes = 0
        for path in paths { bytes += FileManager.default.contents(atPath: path)?.count ?? 0 }
        precondition(bytes == summary.totalBytes)
    }

    var filesPerSecond: [(Int, Double)] = []
    var filesPerCPUSecond = 0.0
    var skipRate = 0.0
    for concurrency in Array(Set([1, cores])).sorted() {
        let scanner = SchemaScanner(concurrency: concurrency)
        var result: ScanResult?
        let seconds = try medianSeconds { result = try scanner.scan(roots: [directory]) }
        // A figure is only worth printing for a scan that found exactly what was written.
        guard let result, result.schema.items.count == summary.expectedItemCount,
            result.schema.scannedFiles.count == summary.viewModelFileCount, result.diagnostics.isEmpty
        else {
            fail(
                "scan of \(corpus.label) found \(result?.schema.items.count ?? 0) items in "
                    + "\(result?.schema.scannedFiles.count ?? 0) files with \(result?.diagnostics.count ?? 0) "
                    + "diagnostics; expected \(summary.expectedItemCount) items in \(summary.viewModelFileCount) files"
            )
        }
        skipRate = 1 - Double(result.schema.scannedFiles.count) / Double(corpus.fileCount)
        filesPerSecond.append((concurrency, Double(corpus.fileCount) / seconds.wall))
        if concurrency == 1 { filesPerCPUSecond = Double(corpus.fileCount) / seconds.cpu }
    }
    measurements.append(
        Measurement(
            corpus: corpus, summary: summary, skipRate: skipRate,
            readFloorFilesPerSecond: Double(corpus.fileCount) / readSeconds.wall,
            filesPerSecond: filesPerSecond,
            filesPerCPUSecond: filesPerCPUSecond))
}

func column(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
}
func rate(_ value: Double) -> String { String(Int(value.rounded())) }

print("ScannerBenchmark: SchemaScanner.scan(roots:) end to end (walk, read, prefilter, parse, resolve)")
print("median of \(runs) runs after a warm-up; \(cores) cores available; files/s = files in corpus / seconds")
print("")
var header =
    "corpus".padding(toLength: 36, withPad: " ", startingAt: 0) + column("files", 7) + column("VMs", 6)
    + column("MiB", 6) + column("items", 7) + column("skipped", 9)
for (concurrency, _) in measurements[0].filesPerSecond {
    header += column(concurrency == 1 ? "1 core" : "\(concurrency) cores", 11)
}
header += column("1 core CPU", 12) + column("read floor", 12)
print(header)
for measurement in measurements {
    var line =
        measurement.corpus.label.padding(toLength: 36, withPad: " ", startingAt: 0)
        + column("\(measurement.summary.fileCount)", 7)
        + column("\(measurement.summary.viewModelFileCount)", 6)
        + column(String(format: "%.1f", Double(measurement.summary.totalBytes) / 1_048_576), 6)
        + column("\(measurement.summary.expectedItemCount)", 7)
        + column(String(format: "%.1f%%", measurement.skipRate * 100), 9)
    for (_, value) in measurement.filesPerSecond { line += column(rate(value), 11) }
    line +=
        column(rate(measurement.filesPerCPUSecond), 12)
        + column(rate(measurement.readFloorFilesPerSecond), 12)
    print(line)
}
print("")
print("skipped: files the byte-level prefilter kept from the parser")
print("1 core CPU: files per second of process CPU time at concurrency 1 (stable on a shared machine)")
print("read floor: reading each file with Foundation, one core, no scanning")
print(
    "load average at the end: \((try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.prefix(14) ?? "n/a")"
)
