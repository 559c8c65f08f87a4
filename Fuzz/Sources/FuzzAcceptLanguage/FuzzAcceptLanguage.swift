import Foundation
import FuzzDriver
import L10nRuntime

private let available = ["en", "en-GB", "de", "es-419", "pt-PT", "zh-Hant", "sr-Latn", "he"].compactMap {
    LocaleIdentifier($0)
}
private let fallback = LocaleIdentifier("en")!

/// Parses arbitrary text as an `Accept-Language` header and negotiates it; every range is
/// also read as a locale identifier on its own.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAcceptLanguage(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
    let header = AcceptLanguage(parsing: text)
    _ = header.bestMatch(among: available, fallback: fallback)
    _ = header.bestMatch(among: [], fallback: fallback)
    if let locale = LocaleIdentifier(text) {
        precondition(
            LocaleIdentifier(locale.tag) == locale, "tag does not round-trip: \(text.debugDescription)")
    }
    return 0
}

@main
enum FuzzAcceptLanguageMain {
    static func main() {
        exit(
            l10nc_fuzz_run(CommandLine.argc, CommandLine.unsafeArgv) {
                fuzzAcceptLanguage(UnsafeRawPointer($0), $1)
            })
    }
}
