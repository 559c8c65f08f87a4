import Foundation
import FuzzDriver
import L10nRuntime

private let locales = ["en", "de", "fr-CA", "zz"].compactMap { LocaleIdentifier($0) }

/// Opens arbitrary bytes as a compiled table and, when it opens, looks up and renders every
/// key in several locales. The checksum is not verified (random bytes would never get past
/// it), so every structural check behind it is exercised; a damaged table must throw a
/// `TableError`, never crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTable(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
    guard
        let table = try? LocalizationTable(
            bytes: bytes, options: LocalizationTable.OpenOptions(verifiesChecksum: false))
    else { return 0 }
    _ = table.bestLocale(forAcceptLanguage: "de-CH, fr;q=0.5")
    let keys = (try? table.keys()) ?? []
    for locale in table.locales + locales {
        _ = table.pluralRuleSources(for: locale)
        for key in keys.prefix(64) + ["missing.key"] {
            _ = try? table.message(for: key, locale: locale)
            _ = try? table.render(key: key, locale: locale, arguments: ["count": 3, "name": "Ana"])
            _ = try? table.render(key: key, locale: locale, index: 1)
        }
    }
    return 0
}

@main
enum FuzzTableMain {
    static func main() {
        exit(l10nc_fuzz_run(CommandLine.argc, CommandLine.unsafeArgv) { fuzzTable(UnsafeRawPointer($0), $1) })
    }
}
