import L10nChecker
import L10nCore
import L10nEditing
import L10nMemory
import L10nRuntime

/// What a missing key gets in a locale other than the default one (`--fill`), and what the lock
/// records of it.
extension FixPlanner {
    /// What a fix's summary says before the origin of a memory match it writes
    /// (`add 'T.cancel' to 'de' in T.yml, from translation memory: the project (U.cancel)`):
    /// the language server titles such a fix "use the translation from …" after it.
    public static let memorySummaryMarker = ", from translation memory: "

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
            memoryOrigin.map { FixPlanner.memorySummaryMarker + $0 } ?? ""
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

    /// The memory's best exact match for the whole message (`TranslationMemory.matches(ofMessage:…)`:
    /// a list element by element, a plural message by each CLDR category `locale` needs), or none.
    private func memoryFilling(
        _ missing: ResourceGaps.MissingKey, in locale: LocaleIdentifier, memory: TranslationMemory
    ) -> Filling? {
        let catalog = snapshot.catalog
        guard let message = MemoryMessage(key: missing.key, in: snapshot.defaultLocale, catalog: catalog),
            let match = memory.matches(
                ofMessage: message, in: locale,
                pluralCategories: snapshot.localeData?.pluralCategories(for: locale).sorted() ?? [], limit: 1,
                exactOnly: true
            ).first
        else { return nil }
        let sourceText = TranslationInventory.text(
            of: missing.key, in: snapshot.defaultLocale, catalog: catalog)?
            .text
        return Filling(
            value: Self.editValue(of: match.target), memoryOrigin: match.origins.joined(separator: ", "),
            sourceText: sourceText)
    }

    /// The value a resource file is written with.
    static func editValue(of message: MemoryMessage) -> EditValue {
        switch message {
        case .text(let text): .string(text)
        case .list(let texts): .strings(texts)
        case .plural(let variants):
            .mapping(variants.map { ($0.category.rawValue, EditValue.string($0.text)) })
        }
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
