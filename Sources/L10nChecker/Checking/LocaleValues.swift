import L10nCore
import L10nRuntime

/// One locale's values of a check's requirements, in flat arrays indexed by requirement: what
/// kind of value each is, where it is in the locale's table, its texts with their facts
/// (`TextFacts`) and placeholder names, and a plural mapping's variants.
///
/// Made in two passes per locale over the stored table (`LocaleEntriesView`), reading keys and
/// texts as bytes: no entry, string or message is made for a value that is fine. The rules read
/// the facts and make a `CatalogMessage` (`CheckContext.message(_:inLocale:)`) only for a
/// finding.
struct LocaleValues: Sendable {
    /// The shape of a requirement's value in the locale.
    enum Kind: UInt8, Sendable, BitwiseCopyable {
        case absent
        case string
        case array
        /// A mapping that is not a plural mapping the runtime serves.
        case mapping
        /// A non-empty mapping whose keys are all plural categories, under a runtime that serves
        /// plurals (`CheckContext.isPluralMapping(_:)`).
        case pluralMapping
    }

    /// The requirements' keys as the catalog's key ids, found once for every locale's pass.
    struct Keys: Sendable {
        /// Per requirement, the id of its key among the catalog's (`CatalogKeys`); -1 when no
        /// locale has it.
        fileprivate var ids: [Int32] = []
        /// Per requirement, whether it needs a message (placeholder names are found for those).
        fileprivate var isMessage: [Bool] = []

        init(_ requirements: [KeyRequirement], in catalog: Catalog) {
            let keys = catalog.keyPaths
            ids = requirements.map { requirement in
                keys.find(requirement.key).map { Int32(bitPattern: $0) } ?? -1
            }
            isMessage = requirements.map { $0.shape == .message }
        }

        var count: Int { ids.count }
    }

    /// Per requirement.
    private(set) var kinds: [Kind] = []
    /// The requirements' key ids, shared by every locale: a requirement's value in the locale
    /// is the entry at its key's id (`record(of:)`) when its kind is not `.absent`.
    private let keys: Keys
    /// Per requirement: the end of its texts in `texts` (they start where the previous end).
    private var textEnds: [Int32] = []
    /// The texts of every value, in requirement order: a string's, a plural mapping's string
    /// variants in source order, or an array's elements.
    private(set) var texts: [ValueText] = []
    /// The distinct placeholder name lists of the texts (`ValueText.names`), each kept once
    /// (`PlaceholderNamesCache`): most texts with placeholders repeat a few lists.
    private var nameLists: [[String]?] = []
    /// Per requirement: the end of its plural variants in `variants`.
    private var variantEnds: [Int32] = []
    private var variants: [PluralVariantRecord] = []

    /// The values of every requirement in the locale `view` holds.
    ///
    /// Two passes: the first finds each value's kind and counts its texts and variants, so that
    /// the arrays of the second are made at their final size. Grown by doubling, they were up to
    /// twice that, and the old and new buffers of each were alive at once while they grew: the
    /// peak of `check`'s memory, which then grew faster than the project.
    ///
    /// - Parameters:
    ///   - servesPlurals: whether the runtime serves plural mappings (`ServingRuntime`).
    ///   - resolvingTexts: `false` finds only whether each value is there and its kind.
    init(_ view: LocaleEntriesView, keys: Keys, servesPlurals: Bool, resolvingTexts: Bool) {
        self.keys = keys
        let count = keys.count
        kinds.reserveCapacity(count)
        var (textCount, variantCount) = (0, 0)
        for requirement in 0..<count {
            let id = Int(keys.ids[requirement])
            // A locale lacking the key is a test of its slot.
            guard id >= 0, view.contains(id) else {
                kinds.append(.absent)
                continue
            }
            let kind: Kind
            switch view.kind(at: id) {
            case .string: kind = .string
            case .array: kind = .array
            case .mapping:
                kind = servesPlurals && Self.isPluralMapping(id, view) ? .pluralMapping : .mapping
            }
            kinds.append(kind)
            guard resolvingTexts else { continue }
            switch kind {
            case .absent, .mapping: break
            case .string, .array: textCount += view.textCount(at: id)
            case .pluralMapping:
                view.forEachChild(of: id) { name, child in
                    guard PluralCategory(utf8: name) != nil else { return true }
                    variantCount += 1
                    // A variant's text is a string's; an array variant holds no message.
                    if view.kind(at: child) == .string { textCount += 1 }
                    return true
                }
            }
        }
        guard resolvingTexts else { return }
        textEnds.reserveCapacity(count)
        variantEnds.reserveCapacity(count)
        texts.reserveCapacity(textCount)
        variants.reserveCapacity(variantCount)
        // The names of the texts with `%` parsed so far in this pass, by text.
        var cache = PlaceholderNamesCache()
        for requirement in 0..<count {
            defer { closeRequirement() }
            let record = Int(keys.ids[requirement])
            let isMessage = keys.isMessage[requirement]
            switch kinds[requirement] {
            case .absent, .mapping:
                break
            case .string, .array:
                view.forEachScalar(at: record) { element, style, bytes in
                    addText(record: record, element: element, category: nil, style, bytes, isMessage, &cache)
                }
            case .pluralMapping:
                view.forEachChild(of: record) { name, child in
                    guard let category = PluralCategory(utf8: name) else { return true }
                    variants.append(PluralVariantRecord(record: child, category: category))
                    view.forEachScalar(at: child) { element, style, bytes in
                        // A variant's text is a string; an array variant holds no message.
                        guard element == nil else { return }
                        addText(
                            record: child, element: nil, category: category, style, bytes, isMessage, &cache)
                    }
                    return true
                }
            }
        }
        nameLists = cache.nameLists
    }

    private mutating func addText(
        record: Int, element: Int?, category: PluralCategory?, _ style: ScalarStyle,
        _ bytes: UnsafeBufferPointer<UInt8>, _ isMessage: Bool, _ cache: inout PlaceholderNamesCache
    ) {
        let facts = TextFacts(utf8: bytes)
        let names = isMessage && facts.contains(.percent) ? cache.index(of: bytes) : -1
        texts.append(
            ValueText(
                record: record, element: element, category: category, names: Int32(truncatingIfNeeded: names),
                facts: facts, style: style))
    }

    private mutating func closeRequirement() {
        textEnds.append(Int32(truncatingIfNeeded: texts.count))
        variantEnds.append(Int32(truncatingIfNeeded: variants.count))
    }

    /// `true` for a non-empty mapping whose keys are all plural categories (from its first
    /// children on, stopping at the first that is not).
    private static func isPluralMapping(_ record: Int, _ view: LocaleEntriesView) -> Bool {
        var hasChildren = false
        var allCategories = true
        view.forEachChild(of: record) { name, _ in
            hasChildren = true
            allCategories = PluralCategory(utf8: name) != nil
            return allCategories
        }
        return hasChildren && allCategories
    }

    // MARK: Reading

    /// Whether the locale has a value at requirement `index`'s key.
    func hasValue(_ index: Int) -> Bool { kinds[index] != .absent }

    /// The record (key id) of requirement `index`'s value, which the locale must have
    /// (`hasValue(_:)`).
    func record(of index: Int) -> Int { Int(keys.ids[index]) }

    /// The positions in `texts` of requirement `index`'s texts.
    func textRange(of index: Int) -> Range<Int> {
        guard !textEnds.isEmpty else { return 0..<0 }
        return (index == 0 ? 0 : Int(textEnds[index - 1]))..<Int(textEnds[index])
    }

    /// The placeholder names of text `position` (`MessageTemplate.placeholderNames`; `nil` when
    /// the text does not parse, empty when it has no `%` or its requirement needs no message).
    func placeholderNames(ofText position: Int) -> [String]? {
        let list = texts[position].names
        return list < 0 ? [] : nameLists[Int(list)]
    }

    /// A plural mapping's variants, in source order (every child named by a category, strings
    /// or not); empty for any other value.
    func variants(of index: Int) -> ArraySlice<PluralVariantRecord> {
        guard !variantEnds.isEmpty else { return [] }
        return variants[(index == 0 ? 0 : Int(variantEnds[index - 1]))..<Int(variantEnds[index])]
    }
}
