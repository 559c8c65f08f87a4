import Foundation
import L10nRuntime

/// The keys the runtime computes for the samples, found by encoding them against a table
/// with no messages under `.showKey`: every lookup then shows in the JSON as `⟦key⟧`.
///
/// Compared with `l10nc extract`, this shows that the property wrappers and the scanner
/// derive the same keys from the same source.
struct RuntimeKeyProbe {
    @MainActor
    func keys() async throws -> [String] {
        let locale = LocaleIdentifier("en")!
        let contents = TableContents(
            locales: [TableLocale(id: locale)], defaultLocale: locale, messages: [locale: [:]])
        let table = try LocalizationTable(bytes: try TableWriter().tableBytes(for: contents))
        let encoder = LocalizingEncoder(table: table, missingValuePolicy: .showKey)
        var keys = Set<String>()
        for sample in try await SampleViewModels.encodeAll(with: encoder, locale: locale) {
            keys.formUnion(Self.echoedKeys(in: sample.json))
        }
        return keys.sorted()
    }

    /// The keys between `⟦` and `⟧` in `text`, an element index (`⟦T.tabs[1]⟧`) dropped.
    static func echoedKeys(in text: String) -> [String] {
        var keys: [String] = []
        var rest = text[...]
        while let open = rest.firstIndex(of: "⟦"), let close = rest[open...].firstIndex(of: "⟧") {
            var key = rest[rest.index(after: open)..<close]
            if key.hasSuffix("]"), let bracket = key.lastIndex(of: "[") { key = key[..<bracket] }
            keys.append(String(key))
            rest = rest[rest.index(after: close)...]
        }
        return keys
    }
}
