// `l10nc export` and `l10nc import` (release) on the `CheckBenchmark` project (2,000 view models,
// 100,000 messages over 10 locales), each format, timed in interleaved rounds next to
// `l10nc check` on the same project, and printed as ratios to it.
// Usage, from the repository root:
//   swift build -c release --product l10nc
//   swift run -c release --package-path Benchmarks ExchangeBenchmark [path/to/l10nc] [iterations]
//
// Export writes every non-default locale's file (9 files); import reads all 9 back, checks every
// unit against the catalog and finds nothing to change (the round trip), so it writes nothing:
// the figure is reading, validating and comparing.
import BenchmarkProject
import BenchmarkSupport
import Foundation
import L10nChecker
import L10nRuntime

let repositoryRoot = ReleaseTool.repositoryRoot(sourceFile: #filePath)
let arguments = Array(CommandLine.arguments.dropFirst())
let iterations = arguments.compactMap { Int($0) }.first ?? 3
let l10nc = ReleaseTool.l10nc(arguments: arguments, repositoryRoot: repositoryRoot)

let directory = FileManager.default.temporaryDirectory.appendingPathComponent("l10nc-exchange-benchmark").path
let (generator, project) = try BenchmarkProject.write(to: directory, repositoryRoot: repositoryRoot)
print(
    "project: \(project.sourcePaths.count) view-model files, \(project.resourcePaths.count) YAML files, "
        + "\(project.messageCount) messages over \(generator.locales.count) locales")
print("l10nc: \(l10nc)")

func run(_ arguments: [String]) throws -> (status: Int32, errors: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: l10nc)
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    process.standardOutput = FileHandle.nullDevice
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    let data = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}

let formats = [("xliff12", "xlf"), ("xliff2", "xliff"), ("po", "po")]
let locales = generator.locales.map(\.identifier).filter { $0 != "en" }
func exportArguments(_ format: String) -> [String] {
    ["export", "--format", format, "--output", directory + "/exchange-" + format]
}
func importArguments(_ format: (String, String)) -> [String] {
    ["import"] + locales.map { "\(directory)/exchange-\(format.0)/\($0).\(format.1)" }
}

// Each command once first, so the round trip is known to hold before it is timed.
for format in formats {
    let exported = try run(exportArguments(format.0))
    guard exported.status == 0 else {
        print("export \(format.0) failed: \(exported.errors)")
        exit(1)
    }
    let imported = try run(importArguments(format))
    guard imported.status == 0, imported.errors.contains(" 0 changed in 0 files") else {
        print("import \(format.0) did not round-trip: \(imported.errors)")
        exit(1)
    }
    print("\(format.0): \(imported.errors.trimmingCharacters(in: .whitespacesAndNewlines))")
}

var bodies: [() throws -> Void] = [{ _ = try run(["check"]) }]
for format in formats {
    bodies.append {
        let status = try run(exportArguments(format.0)).status
        precondition(status == 0)
    }
    bodies.append {
        let status = try run(importArguments(format)).status
        precondition(status == 0)
    }
}
let results = try BenchmarkTimer(iterations: iterations).measureInterleaved(bodies)
let check = results[0].fastestSeconds
print(
    String(
        format: "%-34@ %7.3f s (median %.3f s)", "l10nc check" as NSString, check, results[0].medianSeconds))
for (index, format) in formats.enumerated() {
    for (offset, verb) in ["export", "import"].enumerated() {
        let result = results[1 + index * 2 + offset]
        print(
            String(
                format: "%-34@ %7.3f s (median %.3f s)  %.2f × check",
                "l10nc \(verb) \(format.0)" as NSString,
                result.fastestSeconds, result.medianSeconds, result.fastestSeconds / check))
    }
}
