// `l10nc fix --fill copy` (release) against `l10nc check` of the same project, measured in the
// same rounds (issue 23, "fix at the speed of a check"): the CheckBenchmark project (2,000 view
// models, 10 locales) with one locale's section (`de`, five keys) taken out of 1 %, 10 % and
// 100 % of its YAML files, so `fix` inserts 5 keys into each of 20, 200 and 2,000 files (and the
// generator's own 20 missing subtitles). Target: fix ≤ 2× check at every share.
//
// Each round restores the project's files (and removes the `l10nc.lock` the previous fix wrote),
// times `check`, times `fix`, then runs `check` again untimed and stops the benchmark when a
// `missing-key` finding is left or a touched file did not get its section back, so the figures
// cannot come from a fix that did nothing. The fixed files' digest is printed per share: two
// builds of `l10nc` that fix alike print the same digests.
// Usage, from the repository root:
//   swift build -c release --package-path Benchmarks --product l10nc
//   swift run -c release --package-path Benchmarks FixBenchmark [path/to/l10nc] [iterations] [--shares 1,10,100]
// `FIX_BENCHMARK_KEEP=1` keeps the project, broken as for the last share, for profiling.
import BenchmarkProject
import BenchmarkSupport
import Foundation
import L10nChecker
import L10nReporting
import L10nRuntime

let repositoryRoot = ReleaseTool.repositoryRoot(sourceFile: #filePath)
var arguments = Array(CommandLine.arguments.dropFirst())
var shares = [1, 10, 100]
if let flag = arguments.firstIndex(of: "--shares") {
    let values =
        flag + 1 < arguments.count ? arguments[flag + 1].split(separator: ",").compactMap { Int($0) } : []
    guard !values.isEmpty, values.allSatisfy({ (1...100).contains($0) }) else {
        print("--shares needs percentages from 1 to 100, comma-separated")
        exit(2)
    }
    shares = values
    arguments.removeSubrange(flag...flag + 1)
}
let iterations = arguments.compactMap { Int($0) }.first ?? 5
let l10nc = ReleaseTool.l10nc(arguments: arguments, repositoryRoot: repositoryRoot)
print("l10nc: \(l10nc)")

// MARK: The project

let directory = FileManager.default.temporaryDirectory.appendingPathComponent("l10nc-fix-benchmark").path
let (generator, project) = try BenchmarkProject.write(to: directory, repositoryRoot: repositoryRoot)
// gettext's files are CheckBenchmark's; `fix` has no use for them.
try FileManager.default.removeItem(atPath: directory + "/po")
let lockPath = directory + "/l10nc.lock"
let removedLocale = "de"
let pristine = try project.resourcePaths.map { try Data(contentsOf: URL(fileURLWithPath: $0)) }

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

/// The files a share touches: every (100 / share)-th, spread over the modules.
func touchedFiles(share: Int) -> [Int] {
    let count = project.resourcePaths.count * share / 100
    return (0..<count).map { $0 * project.resourcePaths.count / count }
}

func write(_ data: Data, to index: Int) throws {
    try data.write(to: URL(fileURLWithPath: project.resourcePaths[index]))
}

func findings(_ output: Data) throws -> [JSONReportDocument.Finding] {
    try JSONDecoder().decode(JSONReportDocument.self, from: output).diagnostics
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

let check = ["check", "--format", "json"]
let fix = ["fix", "--fill", "copy", "--format", "json"]

struct Figures {
    var share: Int
    var files: Int
    var check: BenchmarkTimer.Result
    var fix: BenchmarkTimer.Result
    var checkCPU: Double
    var fixCPU: Double
    var digest: String
    var ratio: Double { fix.fastestSeconds / check.fastestSeconds }
}

/// Times check and fix with `share` % of the files lacking their `de` section.
func measure(share: Int) throws -> Figures {
    let touched = touchedFiles(share: share)
    var files = pristine
    for index in touched { files[index] = withoutSection(pristine[index]) }
    // Every file, since fix also adds the generator's missing subtitles to files not touched.
    func breakProject() throws {
        for (index, data) in files.enumerated() { try write(data, to: index) }
        try? FileManager.default.removeItem(atPath: lockPath)
    }
    try breakProject()
    let before = try findings(try ChildProcess.run(l10nc, check, in: directory, capture: true).output)
    // One finding per key, naming every locale that lacks it: the generator's missing subtitles
    // (every `missingKeyInterval`-th view model's, in the last locale) count apart only in
    // files not touched.
    let touchedSet = Set(touched)
    let expected =
        touched.count * CheckProjectGenerator.keysPerViewModel
        + project.resourcePaths.indices.count {
            $0 % generator.missingKeyInterval == generator.missingKeyInterval - 1 && !touchedSet.contains($0)
        }
    guard before.count(where: { $0.rule == "missing-key" }) == expected else {
        let rules = Dictionary(grouping: before, by: \.rule).mapValues(\.count).sorted { $0.key < $1.key }
        print(
            "share \(share) %: check does not report the \(expected) missing keys the benchmark made: "
                + rules.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
        exit(1)
    }
    var digest = ""
    var checkCPU: [Double] = []
    var fixCPU: [Double] = []
    func timedCPU(_ samples: inout [Double], _ body: () throws -> Void) rethrows {
        let start = childCPUSeconds()
        try body()
        samples.append(childCPUSeconds() - start)
    }
    let results = try BenchmarkTimer(iterations: iterations).measureInterleaved([
        {
            try timedCPU(&checkCPU) {
                let status = try ChildProcess.run(l10nc, check, in: directory).status
                precondition(status == 1, "l10nc check exited with \(status)")
            }
        },
        {
            try timedCPU(&fixCPU) {
                let status = try ChildProcess.run(l10nc, fix, in: directory).status
                precondition(status == 0, "l10nc fix exited with \(status)")
            }
        },
        {
            // Untimed in effect (its figure is not used): the fix did its work, then the
            // project is broken again for the next round.
            let after = try findings(try ChildProcess.run(l10nc, check, in: directory, capture: true).output)
            let left = after.count(where: { $0.rule == "missing-key" })
            var restored = 0
            var fingerprint = ContentFingerprintAccumulator()
            for index in project.resourcePaths.indices {
                let data = try Data(contentsOf: URL(fileURLWithPath: project.resourcePaths[index]))
                fingerprint.add(data)
                if data.count > pristine[index].count / 2,
                    String(decoding: data, as: UTF8.self)
                        .contains("\n\(removedLocale):\n")
                {
                    restored += 1
                }
            }
            guard left == 0, restored == project.resourcePaths.count else {
                print(
                    "share \(share) %: after fix, \(left) missing-key findings are left and "
                        + "\(project.resourcePaths.count - restored) files lack their '\(removedLocale)' section"
                )
                exit(1)
            }
            let round = fingerprint.description
            guard digest.isEmpty || digest == round else {
                print("share \(share) %: fix wrote other bytes in another round")
                exit(1)
            }
            digest = round
            try breakProject()
        },
    ])
    return Figures(
        share: share, files: touched.count, check: results[0], fix: results[1], checkCPU: checkCPU.min()!,
        fixCPU: fixCPU.min()!, digest: digest)
}

/// FNV-1a over every file's bytes, in order: the same for byte-identical results.
struct ContentFingerprintAccumulator: CustomStringConvertible {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    mutating func add(_ data: Data) {
        for byte in data {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
    }
    var description: String { String(format: "%016llx", hash) }
}

print(
    "project: \(project.resourcePaths.count) YAML files, \(generator.locales.count) locales; "
        + "'\(removedLocale)' taken out of \(shares.map { "\($0) %" }.joined(separator: ", ")) of the files; "
        + "fastest of \(iterations) interleaved rounds")
var all: [Figures] = []
for share in shares {
    let figures = try measure(share: share)
    all.append(figures)
    let keys = figures.files * CheckProjectGenerator.keysPerViewModel + project.expectedMissingKeys
    print(
        String(
            format:
                "%3d %% (%4d files, %5d keys): check %.3f s (median %.3f, CPU %.3f), fix %.3f s (median %.3f, CPU %.3f): fix / check %.2f× wall, %.2f× CPU; digest %@",
            share, figures.files, keys, figures.check.fastestSeconds, figures.check.medianSeconds,
            figures.checkCPU, figures.fix.fastestSeconds, figures.fix.medianSeconds, figures.fixCPU,
            figures.ratio,
            figures.fixCPU / figures.checkCPU, figures.digest))
}
// `FIX_BENCHMARK_KEEP=1` keeps the project as the last share broke it, for profiling `l10nc fix`.
if ProcessInfo.processInfo.environment["FIX_BENCHMARK_KEEP"] == nil {
    try? FileManager.default.removeItem(atPath: directory)
} else {
    print("project kept at \(directory), broken as for \(shares.last!) %")
}
let met = all.allSatisfy { $0.ratio <= 2 }
print("target (fix ≤ 2× check at every share): \(met ? "met" : "NOT met")")
