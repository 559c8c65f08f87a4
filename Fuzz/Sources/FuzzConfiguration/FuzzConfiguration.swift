import Foundation
import FuzzDriver
import L10nChecker

/// Parses arbitrary bytes as `l10nc.yml`; problems must come back as diagnostics.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConfiguration(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
    _ = ProjectConfiguration.parse(bytes: bytes, path: "/project/l10nc.yml")
    return 0
}

@main
enum FuzzConfigurationMain {
    static func main() {
        exit(
            l10nc_fuzz_run(CommandLine.argc, CommandLine.unsafeArgv) {
                fuzzConfiguration(UnsafeRawPointer($0), $1)
            })
    }
}
