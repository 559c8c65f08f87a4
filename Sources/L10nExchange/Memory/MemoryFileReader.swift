import L10nCore
import L10nMemory
import L10nRuntime

/// Reads translation memory files into a `TranslationMemory`: XLIFF 1.2 and 2, PO and String
/// Catalogs (what `export` writes, and what Xcode, CAT tools and Weblate exchange), and TMX 1.4
/// (what every CAT tool exports its memory as). The format is told by the content.
///
/// Only translations count: a unit marked to translate or to review (`fuzzy`, `needs-review`,
/// `needs_review`, `new`) is left out. A file made from another source language than the
/// project's default locale (compared by language: `en-US` serves `en`) is left out whole, with a
/// warning. A String Catalog whose keys are texts (an app's `Localizable.xcstrings`) gives the key
/// as the source text where the source language has no text of its own.
public struct MemoryFileReader: Sendable {
    /// The plural categories of a locale, in CLDR order (PO's `msgstr[i]`).
    public var pluralCategories: @Sendable (String) -> [PluralCategory]?

    public init(pluralCategories: @escaping @Sendable (String) -> [PluralCategory]?) {
        self.pluralCategories = pluralCategories
    }

    /// Adds the file's translations to `memory` as its next origin (`MemoryOrigin.file(path)`).
    /// Returns what could not be read, at its position.
    /// `shownAs` names the file in matches (a path relative to where the reader of the results
    /// is); findings name it by `path`.
    public func add(
        _ bytes: [UInt8], path: String, shownAs: String? = nil, to memory: inout TranslationMemory
    )
        -> [ImportFinding]
    {
        let origin = memory.addOrigin(.file(shownAs ?? path))
        let head = String(decoding: bytes.prefix(4096), as: UTF8.self)
        if head.contains("<tmx") {
            return TMXReader().add(bytes, path: path, to: &memory, origin: origin)
        }
        if ExchangeFormat.detect(bytes) == .xcstrings {
            let (catalog, findings) = StringCatalogReader().read(bytes, path: path)
            guard let catalog else { return findings }
            return findings + add(catalog, path: path, to: &memory, origin: origin)
        }
        var findings: [ImportFinding] = []
        for file in ExchangeFileReader(pluralCategories: pluralCategories).read(bytes, path: path) {
            findings += file.findings
            guard let localeText = file.targetLocale, let locale = LocaleIdentifier(localeText) else {
                continue
            }
            if let problem = Self.sourceProblem(file.sourceLocale, memory: memory, path: path) {
                findings.append(problem)
                continue
            }
            for unit in file.units where unit.state == .translated {
                guard let target = unit.target, !target.isEmpty else { continue }
                var category: PluralCategory?
                if case .plural(let named) = unit.id.variant { category = named }
                // A PO plural entry has `msgid` (the singular) and `msgid_plural` (the rest).
                let source =
                    unit.source
                    ?? unit.pluralSources.map { category == .one ? $0.singular : $0.plural }
                guard let source else { continue }
                memory.add(
                    source: source, target: target, locale: locale, category: category, originIndex: origin,
                    reference: unit.id.key)
            }
        }
        return findings
    }

    /// A String Catalog: each translated unit of each language but the source one.
    private func add(_ catalog: StringCatalog, path: String, to memory: inout TranslationMemory, origin: Int)
        -> [ImportFinding]
    {
        if let problem = Self.sourceProblem(catalog.sourceLanguage, memory: memory, path: path) {
            return [problem]
        }
        for entry in catalog.entries where entry.shouldTranslate {
            let source = entry.localization(catalog.sourceLanguage)
            for localization in entry.localizations where localization.language != catalog.sourceLanguage {
                guard let locale = LocaleIdentifier(localization.language) else { continue }
                if let unit = localization.unit, Self.isTranslated(unit) {
                    memory.add(
                        source: source?.unit?.value ?? entry.key, target: unit.value, locale: locale,
                        originIndex: origin, reference: entry.key)
                }
                for (category, unit) in localization.plural where Self.isTranslated(unit) {
                    let text = source.flatMap { $0.plural[category] ?? $0.plural[.other] ?? $0.unit }?.value
                    memory.add(
                        source: text ?? entry.key, target: unit.value, locale: locale, category: category,
                        originIndex: origin, reference: entry.key)
                }
            }
        }
        return []
    }

    private static func isTranslated(_ unit: StringCatalog.Unit) -> Bool {
        TranslationState(stringCatalog: unit.state, hasValue: !unit.value.isEmpty) == .translated
    }

    /// A warning when the file translates from another language than the project's default.
    static func sourceProblem(_ sourceLanguage: String?, memory: TranslationMemory, path: String)
        -> ImportFinding?
    {
        guard let sourceLanguage, let locale = LocaleIdentifier(sourceLanguage),
            locale.language != memory.defaultLocale.language
        else { return nil }
        return ImportFinding(
            .wrongSourceLocale, severity: .warning,
            message:
                "the file translates from '\(sourceLanguage)', but the project's default locale is '\(memory.defaultLocale)': "
                + "its translations are not used as memory",
            location: SourceLocation(file: path, line: 1, column: 1))
    }
}
