import Foundation
import FuzzDriver
import L10nScanner

/// Scans arbitrary bytes as a view-model source file, with the byte-level prefilter (which
/// decides whether swift-syntax parses the file at all) and as part of a two-file module.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScanner(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
    _ = bytes.withUnsafeBufferPointer { SourcePrefilter.mayDeclareLocalization($0) }
    let scanner = SchemaScanner(concurrency: 1)
    _ = scanner.scan(sources: [("Fuzz.swift", bytes)])
    _ = scanner.scan(sources: [("A.swift", bytes), ("B.swift", bytes)])
    return 0
}

@main
enum FuzzScannerMain {
    static func main() {
        exit(
            l10nc_fuzz_run(CommandLine.argc, CommandLine.unsafeArgv) { fuzzScanner(UnsafeRawPointer($0), $1) }
        )
    }
}
