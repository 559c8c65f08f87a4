import L10nChecker
import L10nCore
import L10nEditing
import L10nRuntime
import L10nYAML
import Testing

@testable import L10nExchange

/// A small project in memory: its YAML, the exporter over it, and helpers to export a file,
/// edit it as a translator would and read it back.
struct ExchangeFixture {
    static let yaml = """
        en:
          TaskViewModel:
            title: "Tasks"
            welcome: "Welcome back, %{name}!"
            remaining:
              one: "%{count} task left"
              other: "%{count} tasks left"
            tabs: ["Open", "Done"]
            empty: ""
        de:
          TaskViewModel:
            title: "Aufgaben"
            welcome: "Willkommen zurück, %{name}!"
            remaining:
              one: "%{count} Aufgabe übrig"
              other: "%{count} Aufgaben übrig"
        ru:
          TaskViewModel:
            title: "Задачи"
        """

    let catalog: Catalog
    let exporter: TranslationExporter
    let localeData: LocaleDataStore

    init(yaml: String = Self.yaml, lock: TranslationLock? = nil) throws {
        let read = CatalogReader().read(sources: [(path: "Tasks.yml", bytes: Array(yaml.utf8))])
        #expect(read.diagnostics.filter { $0.severity == .error }.isEmpty)
        catalog = read.catalog
        localeData = try LocaleDataStore()
        exporter = TranslationExporter(
            catalog: catalog, schema: nil, defaultLocale: LocaleIdentifier("en")!,
            pluralRules: localeData.pluralRules, lock: lock)
    }

    var importer: TranslationImporter { TranslationImporter(exporter: exporter) }

    func exported(_ locale: String, _ format: ExchangeFormat) -> String {
        exporter.document(for: LocaleIdentifier(locale)!).text(in: format)
    }

    /// Reads `text` back as the file `path`, in the format its content says.
    func read(_ text: String, path: String = "in.file") -> ImportedFile {
        let bytes = Array(text.utf8)
        switch ExchangeFormat.detect(bytes) {
        case .po:
            let localeData = localeData
            return POReader { LocaleIdentifier($0).map { localeData.pluralCategories(for: $0).sorted() } }
                .read(bytes, path: path)
        case .xcstrings:
            // One target language per file here: the catalog of one exported document.
            let (catalog, findings) = StringCatalogReader().read(bytes, path: path)
            return catalog?.importedFiles(path: path, findings: findings).first
                ?? ImportedFile(
                    path: path, format: .xcstrings, sourceLocale: nil, targetLocale: nil, units: [],
                    findings: findings)
        default:
            return XLIFFReader().read(bytes, path: path)
        }
    }

    func validate(_ text: String, acceptStale: Bool = false) -> ImportResult {
        importer.validate(read(text), acceptStale: acceptStale)
    }

    /// The 1-based line and column of the first `needle` in `text` (columns in Unicode scalars).
    static func position(of needle: String, in text: String, occurrence: Int = 1) -> (line: Int, column: Int)?
    {
        var searchStart = text.startIndex
        var found: Range<String.Index>?
        for _ in 0..<occurrence {
            guard let range = text.range(of: needle, range: searchStart..<text.endIndex) else { return nil }
            found = range
            searchStart = range.upperBound
        }
        guard let found else { return nil }
        let before = text[..<found.lowerBound]
        let line = before.reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
        let lineStart = before.lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
        return (line, text[lineStart..<found.lowerBound].unicodeScalars.count + 1)
    }

    /// Replaces exactly one occurrence of `old`; records an issue when there is not exactly one.
    static func replacing(_ old: String, with new: String, in text: String) -> String {
        let count = text.components(separatedBy: old).count - 1
        #expect(count == 1, "expected one '\(old)', found \(count)")
        return text.replacingOccurrences(of: old, with: new)
    }
}
