// The floor of `l10nc check`, as a process of its own so that an instruction counter can count
// it: every YAML file of a project parsed by libyaml into events that are dropped, or every
// Swift file parsed by swift-syntax into a tree that is dropped, one thread, files read from
// disk. `CheckBenchmark` times the same two parses in process; `check-instructions.sh` counts
// their instructions with callgrind next to `l10nc check`'s on the same project.
// Usage:
//   ParseFloor yaml|swift DIR [iterations]
// DIR is a project `CheckBenchmark --write-project DIR` wrote: its .yml files under Resources/,
// its .swift files under Sources/. Prints what was parsed and the fastest wall time.
import BenchmarkSupport
import CYAMLBench
import Foundation
import SwiftParser

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 2, ["yaml", "swift"].contains(arguments[0]) else {
    print("usage: ParseFloor yaml|swift DIR [iterations]")
    exit(2)
}
let mode = arguments[0]
let directory = URL(fileURLWithPath: arguments[1]).standardizedFileURL.path
let iterations = arguments.count > 2 ? Int(arguments[2]) ?? 1 : 1

/// The files under `folder` whose name ends in `suffix`, sorted.
func files(under folder: String, endingWith suffix: String) -> [String] {
    let root = (directory as NSString).appendingPathComponent(folder)
    let enumerator = FileManager.default.enumerator(atPath: root)
    var found: [String] = []
    while let relative = enumerator?.nextObject() as? String {
        if relative.hasSuffix(suffix) { found.append((root as NSString).appendingPathComponent(relative)) }
    }
    return found.sorted()
}

/// Every YAML file read and parsed by libyaml into events that are dropped. The name is what
/// `check-instructions.sh` counts (`--toggle-collect`).
@inline(never)
func yamlEventsOnly(_ paths: [String]) -> Int {
    var events = 0
    let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
    let event = UnsafeMutablePointer<yaml_event_t>.allocate(capacity: 1)
    defer {
        parser.deallocate()
        event.deallocate()
    }
    for path in paths {
        guard let data = FileManager.default.contents(atPath: path) else { continue }
        let bytes = [UInt8](data)
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
@inline(never)
func syntaxTreesOnly(_ paths: [String]) -> Int {
    var statements = 0
    for path in paths {
        guard let data = FileManager.default.contents(atPath: path) else { continue }
        let bytes = [UInt8](data)
        statements += bytes.withUnsafeBufferPointer { Parser.parse(source: $0).statements.count }
    }
    return statements
}

let paths =
    mode == "yaml"
    ? files(under: "Resources", endingWith: ".yml") : files(under: "Sources", endingWith: ".swift")
var parsed = 0
let result = BenchmarkTimer(iterations: iterations).measure {
    parsed = mode == "yaml" ? yamlEventsOnly(paths) : syntaxTreesOnly(paths)
}
print(
    "\(paths.count) files, \(parsed) \(mode == "yaml" ? "events" : "top-level statements"); "
        + String(format: "fastest of %d: %.3f s", iterations, result.fastestSeconds))
