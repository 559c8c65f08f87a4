import Foundation
import L10nCore
import L10nRuntime

/// Per-locale coverage of a project: what `l10nc stats` prints.
///
/// With sources, the needed keys are the schema's required keys (what `missing-key` checks);
/// without, every text key of the catalog, a plural mapping counting once.
public struct CoverageReport: Sendable, Hashable, Encodable {
    /// Where the needed keys come from.
    public enum KeySource: String, Sendable, Hashable, Encodable {
        case sources, resources
    }

    /// The format version of `--format json`.
    public static let version = 1

    public var keySource: KeySource
    public var defaultLocale: String
    public var locales: [LocaleCoverage]

    private enum CodingKeys: String, CodingKey {
        case version, keySource, defaultLocale, locales
    }

    /// Coverage of `catalog` against `schema` (or against the catalog's own keys when there
    /// is no schema) for `locales`, the default locale first. `isPlaceholder` says which texts
    /// are still the stub or `--fill` text `l10nc fix` wrote (`l10nc.lock`): counted to
    /// translate, not translated; `isUnderReview` which are still an agent's machine
    /// translation (`needs-review`): translated, and counted to review.
    public init(
        schema: Schema?, catalog: Catalog, defaultLocale: LocaleIdentifier, locales: [LocaleIdentifier],
        fallback: LocaleFallback, isPlaceholder: (String, LocaleIdentifier) -> Bool = { _, _ in false },
        isUnderReview: (String, LocaleIdentifier) -> Bool = { _, _ in false }
    ) {
        let needed: [String]
        if let schema {
            keySource = .sources
            needed = Set(schema.items.compactMap(\.requiredKey)).sorted()
        } else {
            keySource = .resources
            needed = Self.messageKeys(of: catalog)
        }
        self.defaultLocale = defaultLocale.description
        let ordered = [defaultLocale] + Set(locales).subtracting([defaultLocale]).sorted()
        self.locales = ordered.map { locale in
            let chain = fallback.chainWithinLanguage(for: locale)
            var missing: [String] = []
            var placeholders: [String] = []
            var reviews: [String] = []
            for key in needed {
                guard let serving = chain.first(where: { catalog.entry(key, in: $0) != nil }) else {
                    missing.append(key)
                    continue
                }
                if isPlaceholder(key, serving) {
                    placeholders.append(key)
                } else if isUnderReview(key, serving) {
                    reviews.append(key)
                }
            }
            return LocaleCoverage(
                locale: locale.description, translated: needed.count - missing.count - placeholders.count,
                total: needed.count, missingKeys: missing, needsTranslationKeys: placeholders,
                needsReviewKeys: reviews)
        }
    }

    /// The keys of strings, arrays and plural mappings (not their variants), over all locales.
    private static func messageKeys(of catalog: Catalog) -> [String] {
        var keys = Set<String>()
        var pluralMappings = Set<String>()
        for locale in catalog.locales {
            for entry in catalog.sortedEntries(in: locale) {
                if case .mapping(let names) = entry.value {
                    if !names.isEmpty && names.allSatisfy({ PluralCategory(rawValue: $0) != nil }) {
                        pluralMappings.insert(entry.key)
                    }
                } else {
                    keys.insert(entry.key)
                }
            }
        }
        let variants = keys.filter { key in
            guard let dot = key.lastIndex(of: ".") else { return false }
            return pluralMappings.contains(String(key[..<dot]))
        }
        return keys.subtracting(variants).union(pluralMappings).sorted()
    }

    /// One line per locale: `de  ███████████████████░  19/20   95.0%  (1 missing)`, then a
    /// line saying what the keys are.
    public func text(barWidth: Int = 20) -> String {
        let localeWidth = locales.map(\.locale.count).max() ?? 0
        let total = locales.first?.total ?? 0
        let countWidth = String(total).count
        var lines = locales.map { row in
            let filled =
                row.total == 0
                ? barWidth : Int((Double(barWidth * row.translated) / Double(row.total)).rounded(.down))
            let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: barWidth - filled)
            let locale = row.locale.padding(toLength: localeWidth, withPad: " ", startingAt: 0)
            let translated =
                String(repeating: " ", count: countWidth - String(row.translated).count)
                + String(row.translated)
            let percent = String(format: "%5.1f%%", row.percent)
            let gaps =
                (row.missing == 0 ? [] : ["\(row.missing) missing"])
                + (row.needsTranslation == 0 ? [] : ["\(row.needsTranslation) to translate"])
                + (row.needsReview == 0 ? [] : ["\(row.needsReview) to review"])
            let unlisted = row.isRequired ? [] : ["not in `locales:`, so `check` does not require it"]
            let missing =
                gaps.isEmpty && unlisted.isEmpty
                ? "" : "  (" + (gaps + unlisted).joined(separator: ", ") + ")"
            return "\(locale)  \(bar)  \(translated)/\(row.total)  \(percent)\(missing)"
        }
        let origin = keySource == .sources ? "needed by the sources" : "found in the resources"
        lines.append(
            "\(total) \(total == 1 ? "key" : "keys") \(origin), \(locales.count) \(locales.count == 1 ? "locale" : "locales")"
        )
        return lines.joined(separator: "\n") + "\n"
    }

    /// Pretty-printed JSON with sorted keys and a final newline.
    public func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self) + "\n"
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Self.version, forKey: .version)
        try container.encode(keySource, forKey: .keySource)
        try container.encode(defaultLocale, forKey: .defaultLocale)
        try container.encode(locales, forKey: .locales)
    }
}
