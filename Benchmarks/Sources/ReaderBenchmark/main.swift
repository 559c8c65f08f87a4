// Catalog-building throughput of the YAML reader against a bare libyaml event loop over the
// same bytes, measured in one run. Usage:
//   swift run -c release --package-path Benchmarks ReaderBenchmark [types] [properties] [iterations]
// Every round runs each phase once (bare loop, event logs, catalog on one thread, catalog from
// disk on every core), so load from elsewhere hits all phases alike; the ratio compares the
// fastest rounds. Both one-thread phases read the same bytes from memory.
import BenchmarkSupport
import CYAMLBench
import Foundation
import L10nCore
import L10nYAML

let arguments = CommandLine.arguments.dropFirst().compactMap { Int($0) }
let typeCount = arguments.count > 0 ? arguments[0] : 5_000
let propertiesPerType = arguments.count > 1 ? arguments[1] : 20
let iterations = arguments.count > 2 ? arguments[2] : 7

let generator = ResourceCorpusGenerator(typeCount: typeCount, propertiesPerType: propertiesPerType)
let directory = FileManager.default.temporaryDirectory.appendingPathComponent("l10nc-reader-benchmark").path
try? FileManager.default.removeItem(atPath: directory)
let paths = try generator.write(to: directory)
let files: [(path: String, bytes: [UInt8])] = try paths.map {
    ($0, [UInt8](try Data(contentsOf: URL(fileURLWithPath: $0))))
}
let totalBytes = files.reduce(0) { $0 + $1.bytes.count }
let megabytes = Double(totalBytes) / 1_000_000
print(
    "corpus: \(typeCount) types × \(propertiesPerType) properties × \(generator.locales.count) locales, "
        + "\(files.count) files, \(String(format: "%.1f", megabytes)) MB")

/// The floor: every event of every file parsed by libyaml and dropped.
func bareEventLoop() -> Int {
    var events = 0
    let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
    let event = UnsafeMutablePointer<yaml_event_t>.allocate(capacity: 1)
    defer {
        parser.deallocate()
        event.deallocate()
    }
    for file in files {
        file.bytes.withUnsafeBufferPointer { buffer in
            yaml_parser_initialize(parser)
            yaml_parser_set_input_string(parser, buffer.baseAddress, buffer.count)
            while yaml_parser_parse(parser, event) != 0 {
                let done = event.pointee.type == YAML_STREAM_END_EVENT
                yaml_event_delete(event)
                events += 1
                if done { break }
            }
            yaml_parser_delete(parser)
        }
    }
    return events
}

/// The reader: node trees with positions, checks, and the merged catalog, on one thread.
/// Built catalogs are kept until the end: the figure is building one, not freeing it.
nonisolated(unsafe) var keptCatalogs: [Catalog] = []

func readerSingleThread() -> Int {
    let reader = YAMLReader()
    var builder = CatalogBuilder()
    for file in files {
        builder.add(
            events: reader.parse(bytes: file.bytes, path: file.path).events,
            file: ResourceFile(path: file.path, byteCount: file.bytes.count))
    }
    let catalog = builder.finish().catalog
    keptCatalogs.append(catalog)
    return catalog.messageCount
}

/// The reader alone: event logs with positions and checks, no catalog.
func eventLogsOnly() -> Int {
    let reader = YAMLReader()
    var events = 0
    for file in files { events += reader.parse(bytes: file.bytes, path: file.path).events.count }
    return events
}

var eventCount = 0
var messageCount = 0
var diagnosticCount = 0
let timer = BenchmarkTimer(iterations: iterations)
// `READER_BENCHMARK_PHASE=bare|events|catalog` runs one phase alone, for profiling.
if let phase = ProcessInfo.processInfo.environment["READER_BENCHMARK_PHASE"] {
    let result =
        switch phase {
        case "bare": timer.measure { _ = bareEventLoop() }
        case "events": timer.measure { _ = eventLogsOnly() }
        default: timer.measure { _ = readerSingleThread() }
        }
    print("\(phase): fastest \(result.fastestSeconds) s")
    exit(0)
}
let results = try timer.measureInterleaved([
    { eventCount = bareEventLoop() },
    { _ = eventLogsOnly() },
    { messageCount = readerSingleThread() },
    {
        let result = CatalogReader().read(files: paths)
        diagnosticCount = result.diagnostics.count
        keptCatalogs.append(result.catalog)
    },
])
let (bare, trees, reader, fromDisk) = (results[0], results[1], results[2], results[3])

func throughput(_ result: BenchmarkTimer.Result) -> String {
    String(
        format: "%7.1f MB/s (fastest %.3f s, median %.3f s)", megabytes / result.fastestSeconds,
        result.fastestSeconds, result.medianSeconds)
}

print("bare libyaml event loop, 1 thread:        \(throughput(bare))  \(eventCount) events")
print("YAMLReader event logs only, 1 thread:    \(throughput(trees))")
print("YAMLReader + CatalogBuilder, 1 thread:    \(throughput(reader))  \(messageCount) messages")
print(
    "CatalogReader from disk, \(ProcessInfo.processInfo.activeProcessorCount) threads:     \(throughput(fromDisk))  "
        + "\(diagnosticCount) diagnostics")
print(
    String(
        format: "ratio reader / bare event loop (1 thread): %.2f", bare.fastestSeconds / reader.fastestSeconds
    ))
try? FileManager.default.removeItem(atPath: directory)
