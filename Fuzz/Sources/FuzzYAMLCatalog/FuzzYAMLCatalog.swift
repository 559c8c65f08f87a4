import Foundation
import FuzzDriver
import L10nChecker
import L10nCompiler
import L10nRuntime
import L10nYAML

// The CLDR data of the checkout (`Locales/`), found through the package root like `l10nc`.
private let localeData = try! LocaleDataStore()
private let compiler = CatalogCompiler(
    defaultLocale: LocaleIdentifier("en")!, pluralRules: localeData.pluralRules)

/// Reads arbitrary bytes as a YAML resource file: the reader's tree and its event log, the
/// catalog built from it (alone, and merged with itself under a second path, which makes
/// every key a duplicate), then the compiled table, which must open.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzYAMLCatalog(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
    let reader = YAMLReader(
        limits: YAMLReaderLimits(maxFileSize: 1 << 20, maxAliasExpansion: 10_000, maxDepth: 64))
    _ = reader.read(bytes: bytes, path: "Fuzz.yml")
    let catalogReader = CatalogReader(reader: reader)
    _ = catalogReader.read(sources: [("A.yml", bytes), ("B.yml", bytes)])
    let result = catalogReader.read(sources: [("A.yml", bytes)])
    let compiled = compiler.compile(result.catalog)
    // `l10nc compile` writes nothing when the reader or the compiler reported an error.
    guard (result.diagnostics + compiled.diagnostics).allSatisfy({ $0.severity != .error }) else { return 0 }
    do {
        let table = try LocalizationTable(bytes: try TableWriter().tableBytes(for: compiled.contents))
        for key in try table.keys().prefix(64) {
            for locale in table.locales {
                _ = try? table.render(key: key, locale: locale, arguments: ["count": 2, "name": "Ana"])
            }
        }
    } catch {
        // Printed first: a release build drops the message of a precondition failure.
        FileHandle.standardError.write(
            Data("a compiled catalog does not round-trip through a table: \(error)\n".utf8))
        preconditionFailure("a compiled catalog does not round-trip through a table: \(error)")
    }
    return 0
}

@main
enum FuzzYAMLCatalogMain {
    static func main() {
        exit(
            l10nc_fuzz_run(CommandLine.argc, CommandLine.unsafeArgv) {
                fuzzYAMLCatalog(UnsafeRawPointer($0), $1)
            })
    }
}
