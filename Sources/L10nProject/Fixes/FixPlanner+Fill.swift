import L10nChecker
import L10nCore
import L10nEditing
import L10nExchange
import L10nMemory
import L10nRuntime

/// What a missing key gets in a locale other than the default one (`--fill`), and what the lock
/// records of it.
extension FixPlanner {
    /// A value a fix writes where a key is missing, and where it comes from.
    struct Filling: Sendable {
        var value: EditValue
        /// The memory match it is (`the project (CardViewModel.cancel)`); `nil` for a stub or a
        /// `--fill` text.
        var memoryOrigin: String?
        /// The default locale's text it translates (`TranslationInventory`'s form), for a match.
        var sourceText: String?

        init(value: EditValue, memoryOrigin: String? = nil, sourceText: String? = nil) {
            self.value = value
            self.memoryOrigin = memoryOrigin
            self.sourceText = sourceText
        }

        /// What the fix's summary adds: where a memory match comes from.
        var summary: String {
            memoryOrigin.map { ", from translation memory: \($0)" } ?? ""
        }

        /// A stub or a `--fill` text is recorded as still to translate; a memory match as a
        /// translation of today's text that no one has reviewed (`needs-review`), as an agent's is.
        func record(in lock: inout TranslationLock, key: String, locale: LocaleIdentifier) {
            guard let text = FixPlanner.inventoryText(of: value) else { return }
            if memoryOrigin != nil {
                lock.recordSubmission(text, key: key, locale: locale, sourceText: sourceText)
            } else {
                lock.recordPlaceholder(text, key: key, locale: locale)
            }
        }
    }

    /// What `missing` gets in `locale`: the memory's exact match when `--fill memory` asks for
    /// one and it has one, else the `--fill` text; `nil`: nothing (the key stays missing there).
    func filling(_ missing: ResourceGaps.MissingKey, in locale: LocaleIdentifier) -> Filling? {
        if let memory = options.memory, let match = memoryFilling(missing, in: locale, memory: memory) {
            return match
        }
        return options.fill.map { Filling(value: fillValue(missing, fill: $0)) }
    }

    /// The memory's best exact match for every text of `missing`: the string, each element of
    /// a list, each CLDR category `locale` needs of a plural message (a category the default
    /// locale lacks is matched by its `other`). All or nothing: a list or plural half from
    /// memory would be half a translation.
    private func memoryFilling(
        _ missing: ResourceGaps.MissingKey, in locale: LocaleIdentifier, memory: TranslationMemory
    )
        -> Filling?
    {
        let catalog = snapshot.catalog
        guard let entry = catalog.entry(missing.key, in: snapshot.defaultLocale) else { return nil }
        var origins: [String] = []
        func match(_ source: String, _ category: PluralCategory? = nil) -> String? {
            guard let best = memory.bestExactMatch(of: source, in: locale, category: category) else {
                return nil
            }
            // Said once per message: a plural's or a list's variants come from one key mostly.
            let named = best.origin.description + (best.reference.map { " (\(UnitID($0).key))" } ?? "")
            if !origins.contains(named) { origins.append(named) }
            return best.target
        }
        let value: EditValue
        switch entry.value {
        case .string(let scalar):
            guard let text = match(scalar.text) else { return nil }
            value = .string(text)
        case .array(let elements):
            var texts: [String] = []
            for element in elements {
                guard let text = match(element.text) else { return nil }
                texts.append(text)
            }
            value = .strings(texts)
        case .mapping(let names):
            var sources: [PluralCategory: String] = [:]
            for name in names {
                guard let category = PluralCategory(rawValue: name),
                    case .string(let scalar)? = catalog.entry(
                        missing.key + "." + name, in: snapshot.defaultLocale)?
                        .value
                else { return nil }
                sources[category] = scalar.text
            }
            guard let categories = snapshot.localeData?.pluralCategories(for: locale), !sources.isEmpty else {
                return nil
            }
            var variants: [(key: String, value: EditValue)] = []
            for category in categories.sorted() {
                guard let source = sources[category] ?? sources[.other], let text = match(source, category)
                else {
                    return nil
                }
                variants.append((category.rawValue, .string(text)))
            }
            value = .mapping(variants)
        }
        let sourceText = TranslationInventory.text(
            of: missing.key, in: snapshot.defaultLocale, catalog: catalog)?.text
        return Filling(value: value, memoryOrigin: origins.joined(separator: ", "), sourceText: sourceText)
    }

    func fillValue(_ missing: ResourceGaps.MissingKey, fill: FixPlanOptions.Fill) -> EditValue {
        let source: EditValue
        switch snapshot.catalog.entry(missing.key, in: snapshot.defaultLocale)?.value {
        case .string(let scalar): source = .string(scalar.text)
        case .array(let elements): source = .strings(elements.map(\.text))
        case .mapping, nil: source = stubValue(missing)
        }
        switch (fill, source) {
        case (.copy, _): return source
        case (.empty, .strings(let texts)): return .strings(texts.map { _ in "" })
        case (.empty, _): return .string("")
        case (.pseudo, .string(let text)): return .string(PseudoLocale.accented.transform(text))
        case (.pseudo, .strings(let texts)): return .strings(texts.map(PseudoLocale.accented.transform))
        case (.pseudo, .mapping): return source
        }
    }

    /// The text `TranslationInventory` gives a written value: an array's elements one per line,
    /// a plural's variants as `category: text` lines in the order written.
    static func inventoryText(of value: EditValue) -> String? {
        switch value {
        case .string(let text): text
        case .strings(let texts): texts.joined(separator: "\n")
        case .mapping(let variants):
            variants.map { variant -> String in
                guard case .string(let text) = variant.value else { return variant.key + ": " }
                return variant.key + ": " + text
            }.joined(separator: "\n")
        }
    }
}
