import L10nCore
import L10nRuntime

/// Reads a translators' file of any format l10nc exchanges, the format told by its content:
/// XLIFF 1.2 or 2, PO, or a String Catalog (one `ImportedFile` per target language). What
/// `import` and the translation memory read files with.
public struct ExchangeFileReader: Sendable {
    /// The plural categories of a locale, in CLDR order (PO's `msgstr[i]`).
    public var pluralCategories: @Sendable (String) -> [PluralCategory]?

    public init(pluralCategories: @escaping @Sendable (String) -> [PluralCategory]?) {
        self.pluralCategories = pluralCategories
    }

    /// The files `bytes` holds: one, or one per target language of a String Catalog.
    public func read(_ bytes: [UInt8], path: String) -> [ImportedFile] {
        switch ExchangeFormat.detect(bytes) {
        case .xliff12, .xliff2: return [XLIFFReader().read(bytes, path: path)]
        case .po: return [POReader(pluralCategories: pluralCategories).read(bytes, path: path)]
        case .xcstrings:
            let (catalog, findings) = StringCatalogReader().read(bytes, path: path)
            guard let catalog else {
                return [
                    ImportedFile(
                        path: path, format: .xcstrings, sourceLocale: nil, targetLocale: nil, units: [],
                        findings: findings)
                ]
            }
            return catalog.importedFiles(path: path, findings: findings)
        case nil:
            return [
                ImportedFile(
                    path: path, format: .po, sourceLocale: nil, targetLocale: nil, units: [],
                    findings: [
                        ImportFinding(
                            .syntax, message: "neither XLIFF (1.2 or 2.x), a PO file nor a String Catalog",
                            location: SourceLocation(file: path, line: 1, column: 1))
                    ])
            ]
        }
    }
}
