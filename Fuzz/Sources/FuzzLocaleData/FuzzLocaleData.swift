import Foundation
import FuzzDriver
import L10nRuntime
import L10nYAML

@testable import L10nChecker

private let probes = ["en", "ru", "pt-PT", "zh-Hant-TW", "sr-Latn-BA", "und", "fr-CA"].compactMap {
    LocaleIdentifier($0)
}

/// Parses arbitrary bytes as each of the CLDR locale data files (`plurals.yml`,
/// `parentLocales.yml`, `localeMatching.yml`); the parser is internal, so this target needs
/// `@testable` (the fuzz build passes `-enable-testing`). What parses is then used the way
/// `LocaleDataStore` uses it: rule lookups and inheritance chains.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLocaleData(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
    let read = YAMLReader(
        limits: YAMLReaderLimits(maxFileSize: 1 << 20, maxAliasExpansion: 10_000, maxDepth: 64)
    )
    .read(bytes: bytes, path: "locale-data.yml")
    guard let root = read.root else { return 0 }
    let parser = LocaleDataParser()
    let plurals = try? parser.plurals(root)
    let parents = try? parser.parentLocales(root)
    let matching = try? parser.localeMatching(root)
    let inheritance = LocaleInheritance(
        parents: parents?.parents ?? [:], languageScripts: matching?.languageScripts,
        regionScripts: matching?.regionScripts, languageAliases: matching?.languageAliases,
        closeLanguages: matching?.closeLanguages)
    let rules = LocalePluralRules(rules: plurals?.rules ?? [:], inheritance: inheritance)
    for locale in probes + (plurals?.rules[.cardinal].map { Array($0.keys.prefix(16)) } ?? []) {
        _ = rules.rules(for: locale).category(for: 7)
        _ = rules.definingLocale(for: locale)
        _ = inheritance.chain(for: locale)
    }
    return 0
}

@main
enum FuzzLocaleDataMain {
    static func main() {
        exit(
            l10nc_fuzz_run(CommandLine.argc, CommandLine.unsafeArgv) {
                fuzzLocaleData(UnsafeRawPointer($0), $1)
            })
    }
}
