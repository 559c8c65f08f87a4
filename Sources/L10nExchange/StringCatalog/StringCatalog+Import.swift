import L10nCore
import L10nRuntime

extension StringCatalog {
    /// The comment line that records each language's `TargetBase` (`l10nc-base: de 0123…, ru
    /// none`): a String Catalog has no place of its own for it, and a comment is what Xcode and
    /// the tools that read catalogs carry through, as PO's extracted comments are.
    public static let basePrefix = "l10nc-base:"

    /// The catalog as translators' files of one target language each (every language but the
    /// source one), for `TranslationImporter.validate`: a key is a unit id (`T.tabs[0]`), a
    /// plural variation a unit per category (`T.count[few]`). The reader's findings go with the
    /// first file; a text that varies by device or by substitution is not imported and is
    /// reported (`import-variation`, a warning) instead of being dropped silently.
    public func importedFiles(path: String, findings readerFindings: [ImportFinding]) -> [ImportedFile] {
        var languages: [String] = []
        for entry in entries {
            for localization in entry.localizations
            where localization.language != sourceLanguage && !languages.contains(localization.language) {
                languages.append(localization.language)
            }
        }
        guard !languages.isEmpty else {
            return [
                ImportedFile(
                    path: path, format: .xcstrings, sourceLocale: sourceLanguage, targetLocale: nil,
                    units: [],
                    findings: readerFindings)
            ]
        }
        return languages.enumerated().map { index, language in
            var units: [ImportedUnit] = []
            var findings = index == 0 ? readerFindings : []
            for entry in entries where entry.shouldTranslate {
                guard let localization = entry.localization(language) else { continue }
                let base = Self.bases(in: entry.comment)[language]
                let source = entry.localization(sourceLanguage)
                if !localization.unsupportedVariations.isEmpty {
                    findings.append(
                        ImportFinding(
                            .unsupportedVariation, severity: .warning,
                            message: "'\(entry.key)' in '\(language)' varies by "
                                + localization.unsupportedVariations.joined(separator: ", ")
                                + "; l10nc keeps one text per locale (and plural categories), so "
                                + (localization.unit == nil && localization.plural.isEmpty
                                    ? "nothing of it is imported: give one text"
                                    : "only its one text is imported"),
                            location: localization.location))
                }
                if let unit = localization.unit {
                    units.append(
                        Self.importedUnit(
                            unit, id: UnitID(entry.key), source: source?.unit?.value, base: base))
                }
                for (category, unit) in localization.plural.sorted(by: { $0.key < $1.key }) {
                    let sourceText = source.flatMap { $0.plural[category] ?? $0.plural[.other] }?.value
                    units.append(
                        Self.importedUnit(
                            unit, id: UnitID(key: entry.key, variant: .plural(category)), source: sourceText,
                            base: base))
                }
            }
            return ImportedFile(
                path: path, format: .xcstrings, sourceLocale: sourceLanguage, targetLocale: language,
                units: units,
                findings: findings)
        }
    }

    /// A `new` unit holds a text to translate (the source text `export` writes there, so an app
    /// built from the catalog shows that rather than nothing), never a translation.
    private static func importedUnit(_ unit: Unit, id: UnitID, source: String?, base: String?) -> ImportedUnit
    {
        let state = TranslationState(stringCatalog: unit.state, hasValue: !unit.value.isEmpty)
        return ImportedUnit(
            id: id, source: source, target: state == .needsTranslation ? nil : unit.value, state: state,
            location: unit.location, base: base)
    }

    /// The `TargetBase` of each language a comment records.
    static func bases(in comment: String?) -> [String: String] {
        guard let comment, let line = comment.split(separator: "\n").last(where: { $0.hasPrefix(basePrefix) })
        else { return [:] }
        var bases: [String: String] = [:]
        for pair in line.dropFirst(basePrefix.count).split(separator: ",") {
            let parts = pair.split(separator: " ")
            if parts.count == 2 { bases[String(parts[0])] = String(parts[1]) }
        }
        return bases
    }
}
