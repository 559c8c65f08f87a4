// `l10nc check` (release) on a generated project of 2,000 view-model files and 100,000
// messages over 10 locales, measured in one run next to
//   - the floor: a bare libyaml event parse of the same YAML plus a bare swift-syntax parse of
//     the same Swift sources, one thread, files read from disk;
//   - `msgfmt --check` (GNU gettext) on the same messages as .po files.
// Usage, from the repository root:
//   swift build -c release --product l10nc
//   swift run -c release --package-path Benchmarks CheckBenchmark [path/to/l10nc] [iterations] [--scale N]
// Without a path, .build/release/l10nc (else Benchmarks/.build/release/l10nc) is used.
// `--scale N` writes N times the project (N × 2,000 view models, N × 100,000 messages), to
// show how the figures grow. `--write-project DIR` only writes the project into DIR (replacing
// it) and exits, timing nothing: scripts/output-identity.sh runs every command on it.
//
// Fairness: gettext keeps one .po per language, so the messages go into 10 files of 10,000
// messages each, checked by 10 `msgfmt --check` processes. They are timed one after another
// (what a build step does) and all at once (as parallel as `l10nc check`, which uses every
// core). Placeholders are flagged `ruby-format`, gettext's `%{name}` syntax, so msgfmt
// checks them as l10nc does; l10nc additionally scans the Swift sources, matches keys,
// plural categories per CLDR and shapes. CPU time (user + system) is printed too.
import BenchmarkProject
import BenchmarkSupport
import CYAMLBench
import Foundation
import L10nChecker
import L10nReporting
import L10nRuntime
import SwiftParser

let repositoryRoot = ReleaseTool.repositoryRoot(sourceFile: #filePath)
var arguments = Array(CommandLine.arguments.dropFirst())
var scale = 1
if let flag = arguments.firstIndex(of: "--scale") {
    guard flag + 1 < arguments.count, let value = Int(arguments[flag + 1]), value > 0 else {
        print("--scale needs a positive whole number")
        exit(2)
    }
    scale = value
    arguments.removeSubrange(flag...flag + 1)
}
var writeProjectDirectory: String?
if let flag = arguments.firstIndex(of: "--write-project") {
    guard flag + 1 < arguments.count else {
        print("--write-project needs a directory")
        exit(2)
    }
    writeProjectDirectory = URL(fileURLWithPath: arguments[flag + 1]).standardizedFileURL.path
    arguments.removeSubrange(flag...flag + 1)
}
let iterations = arguments.compactMap { Int($0) }.first ?? 5

// MARK: The project

let directory =
    writeProjectDirectory
    ?? FileManager.default.temporaryDirectory.appendingPathComponent("l10nc-check-benchmark").path
let (generator, project) = try BenchmarkProject.write(
    to: directory, viewModelCount: 2_000 * scale, repositoryRoot: repositoryRoot)
func megabytes(_ bytes: Int) -> String { String(format: "%.1f MB", Double(bytes) / 1_000_000) }
print(
    "project: \(project.sourcePaths.count) view-model files (\(megabytes(project.sourceBytes))), "
        + "\(project.resourcePaths.count) YAML files (\(megabytes(project.resourceBytes))), "
        + "\(project.messageCount) messages over \(generator.locales.count) locales; "
        + "\(project.poPaths.count) .po files (\(megabytes(project.poBytes)))")
if writeProjectDirectory != nil {
    print("written to \(directory)")
    exit(0)
}
let l10nc = ReleaseTool.l10nc(arguments: arguments, repositoryRoot: repositoryRoot)
let msgfmt = "/usr/bin/msgfmt"
guard FileManager.default.isExecutableFile(atPath: msgfmt) else {
    print("\(msgfmt) is missing: install GNU gettext (`apt-get install gettext`)")
    exit(2)
}
print("l10nc: \(l10nc)")

// MARK: Running tools

/// Runs `executable` and returns its exit status and standard output.
func run(_ executable: String, _ arguments: [String], in workingDirectory: String, capture: Bool = false)
    throws -> (status: Int32, output: Data)
{
    try ChildProcess.run(executable, arguments, in: workingDirectory, capture: capture)
}

/// CPU seconds (user + system) of every child process waited for so far.
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

/// CPU seconds (user + system) of this process so far: the floor runs here.
func ownCPUSeconds() -> Double {
    var usage = rusage()
    #if os(Linux)
        getrusage(RUSAGE_SELF.rawValue, &usage)
    #else
        getrusage(RUSAGE_SELF, &usage)
    #endif
    func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
}

/// The largest resident set of any child process waited for so far, in bytes.
func childPeakResidentBytes() -> Int {
    var usage = rusage()
    #if os(Linux)
        getrusage(RUSAGE_CHILDREN.rawValue, &usage)
        return Int(usage.ru_maxrss) * 1024  // kilobytes on Linux
    #else
        getrusage(RUSAGE_CHILDREN, &usage)
        return Int(usage.ru_maxrss)  // bytes on macOS
    #endif
}

/// The fastest of `iterations` runs of `body`, and the mean CPU time of its child processes.
func measureChildren(_ body: () throws -> Void) rethrows -> (BenchmarkTimer.Result, cpu: Double) {
    let before = childCPUSeconds()
    let result = try BenchmarkTimer(iterations: iterations).measure(body)
    return (result, (childCPUSeconds() - before) / Double(iterations))
}

// MARK: Checking the results before timing them

let checkArguments = ["check", "--format", "json"]
// The process alone first (`l10nc --version`), then the check: the peak of the children waited
// for so far is each one's own, since the check's is the larger (msgfmt runs later).
_ = try run(l10nc, ["--version"], in: directory, capture: true)
let processPeakBytes = childPeakResidentBytes()
let firstCheck = try run(l10nc, checkArguments, in: directory, capture: true)
let checkPeakBytes = childPeakResidentBytes()
let document = try JSONDecoder().decode(JSONReportDocument.self, from: firstCheck.output)
let summary = document.summary
guard firstCheck.status == 1, summary.errors == project.expectedMissingKeys,
    document.diagnostics.allSatisfy({ $0.rule == "missing-key" }), summary.warnings == 0, summary.notes == 0,
    summary.keys == project.keyCount, summary.locales == generator.locales.count
else {
    print(
        "l10nc check did not find what the generator wrote: status \(firstCheck.status), summary \(summary), "
            + "expected \(project.expectedMissingKeys) missing-key errors and \(project.keyCount) keys")
    exit(1)
}
print(
    "l10nc check finds the \(summary.errors) missing keys the generator left out, nothing else "
        + "(\(summary.files) files, \(summary.keys) keys)")
for path in project.poPaths {
    let status = try run(msgfmt, ["--check", "-o", "/dev/null", path], in: directory).status
    guard status == 0 else {
        print("msgfmt --check rejects \(path) (status \(status)); the generated .po must be valid")
        exit(1)
    }
}

// MARK: The floor

/// Every YAML file read and parsed by libyaml into events that are dropped.
func bareYAMLParse() throws -> Int {
    var events = 0
    let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
    let event = UnsafeMutablePointer<yaml_event_t>.allocate(capacity: 1)
    defer {
        parser.deallocate()
        event.deallocate()
    }
    for path in project.resourcePaths {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        bytes.withUnsafeBufferPointer { buffer in
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

/// Every Swift file read and parsed by swift-syntax into a tree that is dropped.
func bareSwiftParse() throws -> Int {
    var statements = 0
    for path in project.sourcePaths {
        let source = try String(contentsOfFile: path, encoding: .utf8)
        statements += Parser.parse(source: source).statements.count
    }
    return statements
}

// MARK: Timing

var yamlEvents = 0
var swiftStatements = 0
let (check, checkCPU) = try measureChildren {
    let status = try run(l10nc, checkArguments, in: directory).status
    precondition(status == 1, "l10nc check exited with \(status)")
}
let floorCPUBefore = ownCPUSeconds()
let yamlParse = try BenchmarkTimer(iterations: iterations).measure { yamlEvents = try bareYAMLParse() }
let swiftParse = try BenchmarkTimer(iterations: iterations).measure { swiftStatements = try bareSwiftParse() }
// Mean CPU of one floor (both parses): on a shared machine, CPU time does not depend on what
// else runs, where wall time does.
let floorCPU = (ownCPUSeconds() - floorCPUBefore) / Double(iterations)
let (msgfmtSequential, msgfmtCPU) = try measureChildren {
    for path in project.poPaths {
        let status = try run(msgfmt, ["--check", "-o", "/dev/null", path], in: directory).status
        precondition(status == 0, "msgfmt --check exited with \(status)")
    }
}
let (msgfmtConcurrent, _) = try measureChildren {
    let processes = try project.poPaths.map { path in
        try ChildProcess.spawn(
            msgfmt, ["--check", "-o", "/dev/null", path], in: directory, outputPath: "/dev/null")
    }
    for process in processes { precondition(ChildProcess.wait(process) == 0) }
}

func line(_ label: String, _ seconds: Double, _ detail: String) {
    print(
        label.padding(toLength: 52, withPad: " ", startingAt: 0) + String(format: "%7.3f s  ", seconds)
            + detail)
}
func fastestAndMedian(_ result: BenchmarkTimer.Result) -> String {
    String(format: "(median %.3f s)", result.medianSeconds)
}
let floor = yamlParse.fastestSeconds + swiftParse.fastestSeconds
let cores = ProcessInfo.processInfo.activeProcessorCount
print("fastest of \(iterations) runs, \(cores) cores:")
line(
    "l10nc check (release, whole process)", check.fastestSeconds,
    fastestAndMedian(check) + String(format: ", CPU %.3f s", checkCPU))
line(
    "bare libyaml event parse, 1 thread", yamlParse.fastestSeconds,
    "\(yamlEvents) events " + fastestAndMedian(yamlParse))
line(
    "bare swift-syntax parse, 1 thread", swiftParse.fastestSeconds,
    "\(swiftStatements) top-level statements " + fastestAndMedian(swiftParse))
line("bare parses together (the floor)", floor, String(format: "CPU %.3f s", floorCPU))
line(
    "msgfmt --check, 10 .po one after another", msgfmtSequential.fastestSeconds,
    fastestAndMedian(msgfmtSequential) + String(format: ", CPU %.3f s", msgfmtCPU))
line(
    "msgfmt --check, 10 .po all at once", msgfmtConcurrent.fastestSeconds, fastestAndMedian(msgfmtConcurrent))
let inputBytes = project.sourceBytes + project.resourceBytes
print(
    String(
        format: "ratio msgfmt / l10nc check: %.2f (one after another), %.2f (all at once)",
        msgfmtSequential.fastestSeconds / check.fastestSeconds,
        msgfmtConcurrent.fastestSeconds / check.fastestSeconds))
let toFloor = check.fastestSeconds / floor
let toMsgfmt = check.fastestSeconds / msgfmtSequential.fastestSeconds
let beyondProcess = checkPeakBytes - processPeakBytes
let toInput = Double(beyondProcess) / Double(inputBytes)
func verdict(_ met: Bool) -> String { met ? "met" : "NOT met" }
print(
    String(
        format: "CPU time: l10nc check / floor %.2f, l10nc check / msgfmt one after another %.2f",
        checkCPU / floorCPU, checkCPU / msgfmtCPU))
// Issue 32's targets. The floor's is in instructions (`check-instructions.sh`): wall time on two
// shared cores is no fair measure of a one-thread parse against a two-thread check.
print(
    String(format: "l10nc check / floor (wall): %.2f; ", toFloor)
        + String(format: "l10nc check / msgfmt one after another: %.2f", toMsgfmt)
        + " (target ≤ 1.0: \(verdict(toMsgfmt <= 1.0)))")
print(
    "l10nc check peak resident memory: \(megabytes(checkPeakBytes)), \(megabytes(beyondProcess)) beyond "
        + "`l10nc --version`'s \(megabytes(processPeakBytes)), for \(megabytes(inputBytes)) of YAML and Swift input: "
        + String(format: "%.2f×", toInput) + " (target ≤ 6: \(verdict(toInput <= 6)))")

// MARK: Incremental re-checks

// `l10nc check --cache DIR` after one file changed, against a whole check of the same project
// in the same rounds. Each round edits one YAML file (a title's text; every other round with an
// unknown placeholder, which is a finding) and one Swift file (a property renamed, so its key
// goes missing and the YAML key is orphaned), each chosen at random (seeded) and left edited.
// The output of each re-check is compared with a whole check's of the same files.
let cacheDirectory = directory + "/.l10nc-cache"
let cachedArguments = checkArguments + ["--cache", cacheDirectory]
let clock = ContinuousClock()
let populateStart = clock.now
_ = try runToFile(cachedArguments)
let populateSeconds = (clock.now - populateStart).seconds
// Edits come later than the check before them: files changed within 2 s of a check are hashed
// again by the next one whatever their stamps (see `FileStamp`), so the rounds start later.
Thread.sleep(forTimeInterval: 2.1)
var random = SplitMix64(seed: 15)
var round = 0
func withoutTiming(_ output: Data) throws -> Data {
    var document = try JSONSerialization.jsonObject(with: output) as! [String: Any]
    var summary = document["summary"] as! [String: Any]
    summary["elapsedSeconds"] = 0
    document["summary"] = summary
    return try JSONSerialization.data(withJSONObject: document, options: .sortedKeys)
}
/// Runs `l10nc` with its output kept.
func runToFile(_ arguments: [String]) throws -> (status: Int32, output: Data) {
    try run(l10nc, arguments, in: directory, capture: true)
}
func editedRecheck(round: Int, _ edit: () throws -> Void) throws -> Duration {
    try edit()
    let start = clock.now
    let incremental = try runToFile(cachedArguments)
    let elapsed = clock.now - start
    let whole = try run(l10nc, checkArguments, in: directory, capture: true)
    guard incremental.status == whole.status,
        try withoutTiming(incremental.output) == withoutTiming(whole.output)
    else {
        print("l10nc check --cache reported otherwise than l10nc check after an edit (round \(round))")
        exit(1)
    }
    return elapsed
}
var unchanged: [Duration] = []
var yamlEdits: [Duration] = []
var swiftEdits: [Duration] = []
var wholeChecks: [Duration] = []
for _ in 0..<max(iterations, 3) {
    round += 1
    let start = clock.now
    _ = try runToFile(checkArguments)
    wholeChecks.append(clock.now - start)
    let unchangedStart = clock.now
    _ = try runToFile(cachedArguments)
    unchanged.append(clock.now - unchangedStart)
    yamlEdits.append(
        try editedRecheck(round: round) {
            let path = project.resourcePaths[Int(random.next() % UInt64(project.resourcePaths.count))]
            var text = try String(contentsOfFile: path, encoding: .utf8)
            let suffix = round % 2 == 0 ? " %{extra}" : " edited"
            text = text.replacingOccurrences(of: "title: \"", with: "title: \"R\(round)\(suffix) ")
            try text.write(toFile: path, atomically: false, encoding: .utf8)
        })
    swiftEdits.append(
        try editedRecheck(round: round) {
            let path = project.sourcePaths[Int(random.next() % UInt64(project.sourcePaths.count))]
            let text = try String(contentsOfFile: path, encoding: .utf8)
            try text.replacingOccurrences(of: "var saveButton", with: "var saveButton\(round)")
                .write(toFile: path, atomically: false, encoding: .utf8)
        })
}
func fastest(_ samples: [Duration]) -> Double { samples.min()!.seconds }
func median(_ samples: [Duration]) -> Double { samples.sorted()[samples.count / 2].seconds }
let wholeFastest = fastest(wholeChecks)
print(
    "incremental re-checks (--cache), fastest of \(wholeChecks.count) rounds, output identical to a whole check:"
)
line("l10nc check, whole (same rounds)", wholeFastest, String(format: "(median %.3f s)", median(wholeChecks)))
line("l10nc check --cache, first run (writes the cache)", populateSeconds, "")
for (label, samples) in [
    ("re-check, nothing changed", unchanged), ("re-check after one YAML file changed", yamlEdits),
    ("re-check after one Swift file changed", swiftEdits),
] {
    let ratio = fastest(samples) / wholeFastest
    line(
        label, fastest(samples),
        String(format: "(median %.3f s) %.1f%% of a whole check", median(samples), ratio * 100)
            + " (target ≤ 10%: \(verdict(ratio <= 0.10)))")
}

// `CHECK_BENCHMARK_KEEP=1` keeps the project, for profiling `l10nc check` on it.
if ProcessInfo.processInfo.environment["CHECK_BENCHMARK_KEEP"] == nil {
    try? FileManager.default.removeItem(atPath: directory)
} else {
    print("project kept at \(directory)")
}
