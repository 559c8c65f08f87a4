import Foundation
import L10nChecker
import L10nCore
import L10nEditing
import L10nRuntime

/// Works out the safe fixes of a project's findings: quoting YAML 1.1 scalars, adding missing
/// keys, carrying the translations of a renamed property to its new key, and (with `--prune`)
/// deleting orphan keys.
///
/// Only findings that survive the configuration's policy are fixed: a rule turned off, or a
/// finding silenced by `# l10nc:ignore`, is left alone.
public struct FixPlanner: Sendable {
    public var snapshot: ProjectSnapshot
    public var options: FixPlanOptions
    private var gaps: ResourceGaps?
    /// The sources' and the resources' unread scopes, found once.
    private let unreadScopes: [UnreadScope]

    public init(snapshot: ProjectSnapshot, options: FixPlanOptions = FixPlanOptions()) {
        self.snapshot = snapshot
        self.options = options
        unreadScopes = (snapshot.schema?.unreadScopes ?? []) + snapshot.catalog.unreadScopes
        let analysis = snapshot
        if let schema = analysis.schema,
            let localeData = analysis.localeData ?? (try? ProjectReader.localeData())
        {
            gaps = ResourceGaps(
                schema: schema, catalog: analysis.catalog,
                configuration: analysis.configuration.checkConfiguration, localeData: localeData)
        }
    }

    private var defaultLocale: LocaleIdentifier { snapshot.defaultLocale }
    private var analysis: ProjectSnapshot { snapshot }

    /// Every fix, in the order to apply them.
    public func fixes() -> [PlannedFix] {
        var fixes: [PlannedFix] = []
        fixes += reindentFixes()
        fixes += suggestionFixes()
        let nulls = gaps.map(nullFixes) ?? []
        fixes += nulls
        fixes += scalarFixes(skipping: Set(nulls.map(\.location)))
        fixes += localeListFixes()
        if let gaps {
            let renames = wants(.missingKey) || wants(.orphanKey) ? renamePairs(gaps) : []
            fixes += renames.map(\.fix)
            let renamed = Set(renames.flatMap { rename in rename.locales.map { "\($0) \(rename.newKey)" } })
            let renamedOrphans = Set(
                renames.flatMap { rename in rename.locales.map { "\($0) \(rename.oldKey)" } })
            if wants(.missingKey) {
                let reported = reportedLocations(of: .missingKey)
                // One placement for every key: it works out what all of them share once.
                let placement = ResourcePlacement(
                    catalog: analysis.catalog, defaultLocale: defaultLocale,
                    resources: analysis.configuration.resources,
                    sharedResource: analysis.configuration.sharedResource)
                let rawKeys = rawKeys
                fixes += gaps.missing.filter { reported.contains($0.location) }.flatMap {
                    insertFixes(
                        $0, skipping: renamed, placement: placement, isRawKey: rawKeys.contains($0.key))
                }
            }
            if wants(.orphanKey), options.prune {
                let reported = reportedLocations(of: .orphanKey)
                fixes += gaps.orphans.filter {
                    reported.contains($0.location) && !renamedOrphans.contains("\($0.locale) \($0.key)")
                        && unreadScope(covering: $0.key) == nil
                }.map(pruneFix)
            }
        }
        return fixes.enumerated().sorted { ($0.element.phase, $0.offset) < ($1.element.phase, $1.offset) }
            .map(\.element)
    }

    /// The unread scope (a key built at run time, a syntax error) that keeps a fix from
    /// deleting or renaming `key`. While a Swift file does not parse, that is every key: what the
    /// file declares in the part not read (a type whose name did not parse, a property) may need
    /// any of them, so nothing is deleted or renamed anywhere until it parses.
    public func unreadScope(covering key: String) -> UnreadScope? {
        guard !unreadScopes.isEmpty else { return nil }
        return unreadScopes.scope(covering: key) ?? brokenSource
    }

    /// The first Swift syntax error, if any (`unreadScope(covering:)`).
    private var brokenSource: UnreadScope? {
        unreadScopes.filter { $0.cause == .sourceSyntax }.min()
    }

    /// The orphans `--prune` leaves because a key built at run time may read them, by the scope
    /// that covers them: what `fix` says it held back.
    public func heldBackOrphans() -> [(scope: UnreadScope, orphans: [ResourceGaps.OrphanKey])] {
        let scopes = unreadScopes
        guard options.prune, wants(.orphanKey), let gaps, !scopes.isEmpty else { return [] }
        let reported = reportedLocations(of: .orphanKey)
        var held: [UnreadScope: [ResourceGaps.OrphanKey]] = [:]
        for orphan in gaps.orphans where reported.contains(orphan.location) {
            if let scope = unreadScope(covering: orphan.key) { held[scope, default: []].append(orphan) }
        }
        return held.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    private func wants(_ rule: RuleID) -> Bool {
        if rule.fix?.isOnRequest == true, options.ruleFilter == nil { return options.offersChoices }
        return options.ruleFilter?.contains(rule) ?? true
    }

    /// Where `rule`'s findings are, after the policy: a gap is fixed only when it was reported.
    /// A set, so checking every gap costs one pass over the findings, not one per gap.
    private func reportedLocations(of rule: RuleID) -> Set<SourceLocation> {
        Set(analysis.diagnostics.lazy.filter { $0.rule == rule }.map(\.location))
    }

    // MARK: Scalars

    /// Every finding whose rule's fix (`RuleFix.table`) replaces the scalar with the fix-it
    /// text `check` prints: `yaml11-scalar` and, under `runtime: fosmvvm`, `value-not-text`.
    private func scalarFixes(skipping filled: Set<SourceLocation>) -> [PlannedFix] {
        var seen = filled
        // Later positions first, so quoting a key does not move the value after it.
        return analysis.diagnostics.filter {
            $0.rule.fix == .replaceScalar && $0.fixIt != nil && wants($0.rule)
        }
        .sorted { $0.location > $1.location }
        .filter { seen.insert($0.location).inserted }
        .map { diagnostic in
            let location = diagnostic.location
            let replacement = diagnostic.fixIt!
            return PlannedFix(
                rule: diagnostic.rule, location: location, summary: "quote the value: \(replacement)",
                phase: .quote,
                edits: [
                    .resource(
                        file: location.file,
                        .replaceScalar(line: location.line, column: location.column, text: replacement))
                ])
        }
    }

    // MARK: Suggestions

    /// The suggestions of `misspelled-key` and `placeholder-unknown` findings: the key renamed
    /// (its lock records carried), or the placeholder respelled, as the finding's fix-it says.
    /// Only when offered, or when their rule is asked for by name (`RuleFix.isOnRequest`).
    private func suggestionFixes() -> [PlannedFix] {
        let suggested = analysis.diagnostics.filter { diagnostic in
            diagnostic.rule.fix == .suggestion && diagnostic.fixIt != nil && wants(diagnostic.rule)
        }
        guard !suggested.isEmpty else { return [] }
        // The misspelled keys' entries, by where their keys are written.
        var entries: [SourceLocation: CatalogEntry] = [:]
        if suggested.contains(where: { $0.rule == .misspelledKey }) {
            let catalog = analysis.catalog
            for locale in catalog.locales {
                for entry in catalog.entries(in: locale) { entries[entry.keyLocation] = entry }
            }
        }
        return suggested.sorted { $0.location > $1.location }.compactMap { diagnostic -> PlannedFix? in
            let location = diagnostic.location
            let text = diagnostic.fixIt!
            switch diagnostic.rule {
            case .misspelledKey:
                guard let entry = entries[location], unreadScope(covering: entry.key) == nil else {
                    return nil
                }
                let oldKey = entry.key
                let newKey = (entry.parentKey.map { $0 + "." } ?? "") + text
                let locale = entry.locale
                return PlannedFix(
                    rule: .misspelledKey, location: location,
                    summary: "rename '\(oldKey)' to '\(newKey)' in '\(locale)', keeping its translation",
                    phase: .rename,
                    edits: [
                        .resource(
                            file: location.file,
                            .renameKey([locale.description] + Self.components(oldKey), to: text))
                    ]
                ) { lock in
                    lock.renameKey(oldKey, to: newKey, locales: [locale])
                }
            default:
                return PlannedFix(
                    rule: diagnostic.rule, location: location, summary: "respell the placeholder as \(text)",
                    phase: .quote,
                    edits: [
                        .resource(
                            file: location.file,
                            .replacePlaceholder(line: location.line, column: location.column, text: text))
                    ])
            }
        }
    }

    // MARK: Locales

    /// `unlisted-locale`: each locale the resources hold and `locales:` leaves out, added to the
    /// list where the finding points (the top level's, or a project's own), in its style: a flow
    /// list gains `, fr`, a block list a `- fr` line.
    private func localeListFixes() -> [PlannedFix] {
        guard wants(.unlistedLocale) else { return [] }
        let configuration = snapshot.configuration.checkConfiguration
        guard let list = configuration.requiredLocalesLocation else { return [] }
        let reported = reportedLocations(of: .unlistedLocale)
        guard reported.contains(list) else { return [] }
        let file = (list.file as NSString).lastPathComponent
        return Checker.unlistedLocales(catalogLocales: snapshot.catalog.locales, configuration: configuration)
            .map {
                locale in
                PlannedFix(
                    rule: .unlistedLocale, location: list, summary: "add '\(locale)' to 'locales' in \(file)",
                    phase: .insert,
                    edits: [
                        .resource(
                            file: list.file,
                            .appendToList(line: list.line, column: list.column, texts: [locale.tag]))
                    ])
            }
    }

    // MARK: Nulls

    /// A needed key whose value is a plain null is treated as missing: the default locale gets
    /// the stub, another locale the `--fill` text; without `--fill`, another locale's null is
    /// left to the quoting fix. The fix belongs to the null's finding (`value-not-text`,
    /// `yaml11-scalar`), and is made as a value set in place (`key: ""`, never `key:""`).
    private func nullFixes(_ gaps: ResourceGaps) -> [PlannedFix] {
        // Wanted as the null's own finding's fix, or as a missing key's.
        let findings = Dictionary(
            analysis.diagnostics.filter {
                ($0.rule == .valueNotText || $0.rule == .yaml11Scalar)
                    && (wants($0.rule) || wants(.missingKey))
            }
            .map { ($0.location, $0.rule) }, uniquingKeysWith: { first, _ in first })
        return gaps.nulls.compactMap { null -> PlannedFix? in
            guard let rule = findings[null.location], let locale = null.missing.locales.first else {
                return nil
            }
            let value: EditValue
            if locale == defaultLocale {
                value = stubValue(null.missing)
            } else if let fill = options.fill {
                value = fillValue(null.missing, fill: fill)
            } else {
                return nil
            }
            let keyPath = [locale.description] + Self.components(null.missing.key)
            return PlannedFix(
                rule: rule, location: null.location,
                summary: "write '\(null.missing.key)' in '\(locale)', which is empty", phase: .quote,
                edits: [.resource(file: null.location.file, .setValue(value, at: keyPath))]
            ) { lock in
                if let text = Self.inventoryText(of: value) {
                    lock.recordPlaceholder(text, key: null.missing.key, locale: locale)
                }
            }
        }
    }

    // MARK: Tabs

    /// A file that stops at a line a tab indents: re-indented with spaces, every such line.
    private func reindentFixes() -> [PlannedFix] {
        analysis.diagnostics.filter { $0.rule.fix == .reindent && $0.fixIt != nil && wants($0.rule) }.map {
            diagnostic in
            let file = diagnostic.location.file
            return PlannedFix(
                rule: diagnostic.rule, location: diagnostic.location,
                summary: "re-indent \(file) with spaces where tabs indent it", phase: .reindent,
                edits: [.reindent(file: file)])
        }
    }

    // MARK: Renames

    private struct Rename {
        var oldKey: String
        var newKey: String
        var locales: [LocaleIdentifier]
        var fix: PlannedFix
    }

    /// An orphan and a missing key under the same parent (same type and parent keys), of the
    /// same shape, each the only one of its kind there, and so in the default locale: the
    /// property was renamed in Swift. A rename made in Swift shows in every locale, the
    /// default one included, and that is the only evidence acted on: a key missing and an
    /// orphan beside it in another locale alone may be anything (a translator's leftover), so
    /// they stay what they are. Neither side may be in an unread scope.
    private func renamePairs(_ gaps: ResourceGaps) -> [Rename] {
        let missingByParent = Dictionary(grouping: gaps.missing) { Self.parent(of: $0.key) }
        let orphansByParent = Dictionary(grouping: gaps.orphans) { Self.parent(of: $0.key) }
        var renames: [Rename] = []
        for (parent, missing) in missingByParent.sorted(by: { $0.key < $1.key }) {
            guard missing.count == 1, let orphans = orphansByParent[parent] else { continue }
            let orphanKeys = Set(orphans.map(\.key))
            guard orphanKeys.count == 1, let target = missing.first, target.locales.contains(defaultLocale),
                unreadScope(covering: target.key) == nil, unreadScope(covering: orphans[0].key) == nil
            else { continue }
            let movable = orphans.filter { orphan in
                target.locales.contains(orphan.locale) && hasShape(orphan, isArray: target.isArray)
            }.sorted { $0.locale < $1.locale }
            guard movable.contains(where: { $0.locale == defaultLocale }) else { continue }
            let oldKey = movable[0].key
            let newName = String(target.key.split(separator: ".").last!)
            let moves = movable
            // An empty value has no translation to keep: once moved, it is filled as a missing
            // key is (the stub, or the --fill text).
            var nullFills: [LocaleIdentifier: EditValue] = [:]
            for orphan in moves {
                guard
                    case .string(let scalar)? = analysis.catalog.entry(orphan.key, in: orphan.locale)?.value,
                    scalar.style == .plain, scalar.text.isEmpty
                else { continue }
                if orphan.locale == defaultLocale {
                    nullFills[orphan.locale] = stubValue(target)
                } else if let fill = options.fill {
                    nullFills[orphan.locale] = fillValue(target, fill: fill)
                }
            }
            let fills = nullFills
            renames.append(
                Rename(
                    oldKey: oldKey, newKey: target.key, locales: moves.map(\.locale),
                    fix: PlannedFix(
                        rule: .missingKey, location: target.location,
                        summary:
                            "rename '\(oldKey)' to '\(target.key)' in \(moves.map { "'\($0.locale)'" }.joined(separator: ", ")), keeping the translations",
                        phase: .rename,
                        edits: moves.flatMap { orphan in
                            [
                                .resource(
                                    file: orphan.location.file,
                                    .renameKey(
                                        [orphan.locale.description] + Self.components(orphan.key), to: newName
                                    ))
                            ]
                                + (nullFills[orphan.locale].map { value in
                                    [
                                        .resource(
                                            file: orphan.location.file,
                                            .setValue(
                                                value,
                                                at: [orphan.locale.description] + Self.components(target.key))
                                        )
                                    ]
                                } ?? [])
                        }
                    ) { lock in
                        lock.renameKey(oldKey, to: target.key, locales: moves.map(\.locale))
                        for (locale, value) in fills {
                            if let text = Self.inventoryText(of: value) {
                                lock.recordPlaceholder(text, key: target.key, locale: locale)
                            }
                        }
                    }))
        }
        return renames
    }

    private func hasShape(_ orphan: ResourceGaps.OrphanKey, isArray: Bool) -> Bool {
        guard let entry = analysis.catalog.entry(orphan.key, in: orphan.locale) else { return false }
        switch entry.value {
        case .array: return isArray
        case .string: return !isArray
        case .mapping(let names):
            // A plural mapping moves as a message; any other mapping is no property's value.
            return !isArray && !names.isEmpty
                && names.allSatisfy {
                    ["zero", "one", "two", "few", "many", "other"].contains($0)
                }
        }
    }

    // MARK: Missing keys

    /// The keys only raw-key expressions need (`.localized(key: "foo")`, `.value(keys:)`): no
    /// type of the code names them, so no file is named after them (`ResourcePlacement`).
    private var rawKeys: Set<String> {
        guard let items = snapshot.schema?.items else { return [] }
        var raw = Set<String>()
        var typed = Set<String>()
        for item in items {
            guard let key = item.requiredKey else { continue }
            if item.isRawKey == true { raw.insert(key) } else { typed.insert(key) }
        }
        return raw.subtracting(typed)
    }

    private func insertFixes(
        _ missing: ResourceGaps.MissingKey, skipping renamed: Set<String>, placement: ResourcePlacement,
        isRawKey: Bool
    ) -> [PlannedFix] {
        var fixes: [PlannedFix] = []
        for locale in missing.locales where !renamed.contains("\(locale) \(missing.key)") {
            let value: EditValue
            if locale == defaultLocale {
                value = stubValue(missing)
            } else if let fill = options.fill {
                value = fillValue(missing, fill: fill)
            } else {
                continue
            }
            let file = placement.file(
                for: missing.key, in: locale, neededAt: missing.location, isRawKey: isRawKey)
            let keyPath = [locale.description] + Self.components(missing.key)
            fixes.append(
                PlannedFix(
                    rule: .missingKey, location: missing.location,
                    summary: "add '\(missing.key)' to '\(locale)' in \(file)", phase: .insert,
                    edits: [.resource(file: file, .insert(value, at: keyPath))]
                ) { lock in
                    // A stub or a fill is no translation: recorded until a text replaces it.
                    if let text = Self.inventoryText(of: value) {
                        lock.recordPlaceholder(text, key: missing.key, locale: locale)
                    }
                })
        }
        return fixes
    }

    private func stubText(_ missing: ResourceGaps.MissingKey) -> String {
        let base: String
        switch options.stub {
        case .todo: base = "TODO: \(missing.key)"
        case .name: base = missing.propertyName
        case .empty: return ""
        }
        // Declared substitutions go in, so the stub does not trip placeholder-unused.
        return ([base] + missing.placeholders.map { "%{\($0)}" }).joined(separator: " ")
    }

    private func stubValue(_ missing: ResourceGaps.MissingKey) -> EditValue {
        let text = stubText(missing)
        return missing.isArray ? .strings(Array(repeating: text, count: missing.minimumCount)) : .string(text)
    }

    private func fillValue(_ missing: ResourceGaps.MissingKey, fill: FixPlanOptions.Fill) -> EditValue {
        let source: EditValue
        switch analysis.catalog.entry(missing.key, in: defaultLocale)?.value {
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

    // MARK: Orphans

    private func pruneFix(_ orphan: ResourceGaps.OrphanKey) -> PlannedFix {
        PlannedFix(
            rule: .orphanKey, location: orphan.location,
            summary: "delete '\(orphan.key)' from '\(orphan.locale)'", phase: .remove,
            edits: [
                .resource(
                    file: orphan.location.file,
                    .remove([orphan.locale.description] + Self.components(orphan.key)))
            ])
    }

    /// The text `TranslationInventory` gives a written value: an array's elements one per line.
    private static func inventoryText(of value: EditValue) -> String? {
        switch value {
        case .string(let text): text
        case .strings(let texts): texts.joined(separator: "\n")
        case .mapping: nil
        }
    }

    private static func components(_ key: String) -> [String] {
        key.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    }

    private static func parent(of key: String) -> String {
        guard let dot = key.lastIndex(of: ".") else { return "" }
        return String(key[..<dot])
    }
}
