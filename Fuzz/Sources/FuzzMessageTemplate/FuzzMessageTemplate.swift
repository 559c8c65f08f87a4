import Foundation
import FuzzDriver
import L10nRuntime

/// Parses arbitrary text as a message template; a parsed template must render and must
/// survive a round trip through its source text.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMessageTemplate(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
    guard let template = try? MessageTemplate(parsing: text) else { return 0 }
    _ = template.render { "<\($0)>" }
    _ = template.placeholderNames
    let reparsed = try? MessageTemplate(parsing: template.sourceText)
    precondition(reparsed == template, "source text does not round-trip: \(text.debugDescription)")
    return 0
}

@main
enum FuzzMessageTemplateMain {
    static func main() {
        exit(
            l10nc_fuzz_run(CommandLine.argc, CommandLine.unsafeArgv) {
                fuzzMessageTemplate(UnsafeRawPointer($0), $1)
            })
    }
}
