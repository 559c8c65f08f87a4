import Foundation
import L10nCore
import L10nEditing
import L10nExchange
import L10nRuntime

/// Judges each item of a submission before anything is planned: the locale and key, the text's
/// shape and length, and then what `l10nc import` checks of a translators' unit (placeholders
/// against the source's, every plural category the locale needs, every element of a list, an
/// empty text, a `base` that no longer matches), by the importer itself.
struct SubmissionValidator: Sendable {
    /// An item that passed, with the value to write.
    struct Candidate: Sendable {
        var item: Int
        var key: String
        var locale: LocaleIdentifier
        var value: EditValue
    }

    /// An item refused, with the rule it breaks.
    struct Rejection: Sendable, Hashable {
        var item: Int
        var rule: String
        var message: String
    }

    let view: ProjectView

    /// The candidates in the batch's order, and the rejections.
    func validate(_ items: [SubmittedTranslation]) -> (candidates: [Candidate], rejections: [Rejection]) {
        var rejections: [Rejection] = []
        // By locale and part: one translators' file each, as `import` reads one per locale.
        var groups: [Group: [(item: Int, text: UnitText)]] = [:]
        var seen: [String: Int] = [:]
        // The items that pass the checks of the batch itself, in order.
        var screened: [(item: Int, locale: LocaleIdentifier, text: UnitText)] = []
        let partCount = view.snapshot.parts.count
        let targets = view.targetLocales
        for (position, item) in items.enumerated() {
            let reject = { (rule: String, message: String) in
                rejections.append(Rejection(item: position, rule: rule, message: message))
            }
            if let problem = item.problem {
                reject("invalid-item", problem)
                continue
            }
            guard let text = item.text else { continue }
            guard let locale = LocaleIdentifier(item.locale) else {
                reject(
                    "invalid-locale",
                    "'\(item.locale)' is not a BCP 47 locale identifier (such as de or pt-BR)")
                continue
            }
            if let problem = ProjectView.problem(
                with: locale, defaultLocale: view.defaultLocale, targets: targets)
            {
                reject("target-locale", problem)
                continue
            }
            if let listed = view.configuration.locales, !listed.contains(locale) {
                reject(
                    "unlisted-locale",
                    "'\(locale)' is not among the locales of l10nc.yml (\(listed.map(\.description).joined(separator: ", "))); "
                        + "add it to `locales:` first, or translate into one of them")
                continue
            }
            if let first = seen["\(locale) \(item.key)"] {
                reject(
                    "duplicate-item",
                    "'\(item.key)' in '\(locale)' is item \(first + 1) of this batch already; send each once")
                continue
            }
            seen["\(locale) \(item.key)"] = position
            guard view.index.neededSet.contains(item.key) else {
                reject(
                    "orphan-key",
                    "'\(item.key)' is not a key the code needs, so check would report it as an orphan; l10n_gaps "
                        + "lists the keys to translate")
                continue
            }
            screened.append((position, locale, text))
        }
        // What each item's key holds (its source, its part) is looked up side by side: a batch's
        // hundreds of keys each read their part's catalog.
        let keyed = screened
        let judged = ParallelMap.map(
            count: keyed.count, concurrency: ParallelMap.processorCount
        ) { index -> Judged in
            let (position, locale, text) = keyed[index]
            let key = items[position].key
            guard let source = view.source(of: key) else {
                return .rejected(
                    Rejection(
                        item: position, rule: "missing-key",
                        message:
                            "'\(key)' has no text in the default locale '\(view.defaultLocale)' yet: write it there "
                            + "first, then translate it"))
            }
            if let problem = shapeProblem(key: key, source: source.text, text: text, locale: locale) {
                return .rejected(Rejection(item: position, rule: "shape-mismatch", message: problem))
            }
            if let problem = lengthProblem(key: key, text: text) {
                return .rejected(Rejection(item: position, rule: "max-length", message: problem))
            }
            return .grouped(
                Group(locale: locale, part: view.index.part(holding: key, partCount: partCount) ?? -1))
        }
        for (index, outcome) in judged.enumerated() {
            switch outcome {
            case .rejected(let rejection): rejections.append(rejection)
            case .grouped(let group):
                groups[group, default: []].append((keyed[index].item, keyed[index].text))
            }
        }
        // Each locale and part on its own, side by side.
        var candidates: [Candidate] = []
        let work = Array(groups)
        let checked = ParallelMap.map(
            count: work.count, concurrency: ParallelMap.processorCount
        ) {
            index in
            importCheck(group: work[index].key, members: work[index].value, items: items)
        }
        for (accepted, refused) in checked {
            candidates += accepted
            rejections += refused
        }
        return (candidates.sorted { $0.item < $1.item }, rejections)
    }

    /// An item after its key's checks: refused, or in its locale and part's group.
    private enum Judged: Sendable {
        case rejected(Rejection)
        case grouped(Group)
    }

    private struct Group: Hashable, Sendable {
        var locale: LocaleIdentifier
        var part: Int
    }

    /// `import`'s checks of one locale's items in one part, by `TranslationImporter` over that
    /// part's catalog; each finding is mapped back to its item by the line it carries.
    private func importCheck(
        group: Group, members: [(item: Int, text: UnitText)], items: [SubmittedTranslation]
    )
        -> (candidates: [Candidate], rejections: [Rejection])
    {
        let catalog = view.catalog(holding: items[members[0].item].key)
        // The units of the batch's keys: `import` judges each text against its own key's.
        let exporter = TranslationExporter(
            catalog: catalog, schema: nil, defaultLocale: view.defaultLocale,
            pluralRules: view.localeData.pluralRules, lock: view.lock,
            keys: Set(members.map { items[$0.item].key }))
        var units: [ImportedUnit] = []
        for (item, text) in members {
            let key = items[item].key
            let location = SourceLocation(file: "l10n_submit", line: item + 1, column: 1)
            let base = items[item].base
            switch text {
            case .text(let string):
                units.append(
                    ImportedUnit(
                        id: UnitID(key: key), source: nil, target: string, state: .translated,
                        location: location,
                        base: base))
            case .list(let strings):
                for (index, string) in strings.enumerated() {
                    units.append(
                        ImportedUnit(
                            id: UnitID(key: key, variant: .element(index)), source: nil, target: string,
                            state: .translated, location: location, base: base))
                }
            case .plural(let variants):
                for (category, string) in variants.sorted(by: { $0.key < $1.key }) {
                    units.append(
                        ImportedUnit(
                            id: UnitID(key: key, variant: .plural(category)), source: nil, target: string,
                            state: .translated, location: location, base: base))
                }
            }
        }
        let file = ImportedFile(
            path: "l10n_submit", format: .xliff2, sourceLocale: view.defaultLocale.description,
            targetLocale: group.locale.description, units: units, findings: [])
        let result = TranslationImporter(exporter: exporter).validate(file)
        var rejections: [Rejection] = []
        var refused = Set<Int>()
        for finding in result.findings {
            let item = finding.location.line - 1
            guard members.contains(where: { $0.item == item }), refused.insert(item).inserted else {
                continue
            }
            rejections.append(
                rejection(of: finding, item: item, items: items, locale: group.locale, exporter: exporter))
        }
        var candidates: [Candidate] = []
        let values = Dictionary(
            result.translations.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        for (item, _) in members where !refused.contains(item) {
            let key = items[item].key
            guard let value = values[key] else {
                rejections.append(
                    Rejection(
                        item: item, rule: "empty-value",
                        message: "'\(key)' in '\(group.locale)': nothing to write"))
                continue
            }
            candidates.append(Candidate(item: item, key: key, locale: group.locale, value: value))
        }
        return (candidates, rejections)
    }

    /// An import finding as a rejection, with `check`'s rule id where `check` has one.
    private func rejection(
        of finding: ImportFinding, item: Int, items: [SubmittedTranslation], locale: LocaleIdentifier,
        exporter: TranslationExporter
    ) -> Rejection {
        let key = items[item].key
        switch finding.kind {
        case .placeholderMismatch:
            return Rejection(item: item, rule: RuleID.placeholderDrift.rawValue, message: finding.message)
        case .pluralCategoryMissing:
            return Rejection(
                item: item, rule: RuleID.pluralMissingCategory.rawValue, message: finding.message)
        case .pluralCategoryExtra:
            return Rejection(item: item, rule: RuleID.pluralExtraCategory.rawValue, message: finding.message)
        case .emptyTarget:
            return Rejection(
                item: item, rule: RuleID.emptyValue.rawValue,
                message: "'\(key)' in '\(locale)' is empty, which serves no text: translate it")
        case .incompleteArray, .unknownKey:
            return Rejection(item: item, rule: RuleID.shapeMismatch.rawValue, message: finding.message)
        case .conflict:
            let now = exporter.currentText(of: key, in: locale)
            return Rejection(
                item: item, rule: ImportFinding.Kind.conflict.rawValue,
                message:
                    "the '\(locale)' text of '\(key)' changed since the unit was served (its base is now "
                    + "\(TargetBase.of(now)): "
                    + (now.map { "\"\(VisibleText.escaped($0))\"" } ?? "no text")
                    + "); ask l10n_gaps for the unit again and translate what it holds now")
        case .duplicateUnit:
            return Rejection(item: item, rule: "duplicate-item", message: finding.message)
        default:
            return Rejection(item: item, rule: finding.kind.rawValue, message: finding.message)
        }
    }

    /// Why `text` does not have the shape of the key's source, if it does not.
    private func shapeProblem(key: String, source: UnitText, text: UnitText, locale: LocaleIdentifier)
        -> String?
    {
        switch (source, text) {
        case (.text, .text), (.plural, .plural): return nil
        case (.list(let elements), .list(let translated)):
            guard translated.count != elements.count else { return nil }
            return
                "'\(key)' is a list of \(elements.count) strings; send \(elements.count), one per element, "
                + "in order (got \(translated.count))"
        case (.text, _):
            return "'\(key)' is a single string; send `text` as a string (got \(text.kindName))"
        case (.list(let elements), _):
            return
                "'\(key)' is a list of \(elements.count) strings; send `text` as a list (got \(text.kindName))"
        case (.plural, _):
            let categories = view.localeData.pluralCategories(for: locale).sorted().map(\.rawValue)
            return
                "'\(key)' is a plural message; send `text` as an object with the categories '\(locale)' needs: "
                + categories.joined(separator: ", ") + " (got \(text.kindName))"
        }
    }

    /// Why `text` is longer than the code allows (`// l10nc:max-length N`), if it is.
    private func lengthProblem(key: String, text: UnitText) -> String? {
        guard let maximum = view.index.itemsByKey[key]?.compactMap(\.maxLength).min() else { return nil }
        for string in text.strings {
            let length = MessageRun.runs(of: string).reduce(0) { sum, run in
                if case .text(let literal) = run { return sum + literal.count }
                return sum
            }
            if length > maximum {
                return
                    "'\(key)' may have at most \(maximum) characters (`// l10nc:max-length \(maximum)` in Swift); "
                    + "\"\(VisibleText.escaped(string))\" has \(length), placeholders not counted: shorten it"
            }
        }
        return nil
    }
}
