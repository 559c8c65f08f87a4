import L10nCore
import L10nEditing
import L10nRuntime

/// Checks a translators' file against the project as it is today, unit by unit: the key
/// must exist, the source text must be today's, placeholders must be the source's, a plural
/// message must give exactly the target locale's CLDR categories, and a translated unit must
/// not be empty. A message is accepted only when all of its units pass.
public struct TranslationImporter: Sendable {
    public let exporter: TranslationExporter

    public init(exporter: TranslationExporter) {
        self.exporter = exporter
    }

    /// Validates `file`. With `acceptStale`, a translation made for an earlier source text is
    /// accepted with a warning instead of refused. With `overwrite`, a translation whose target
    /// text changed in the resources since the export is accepted with a warning instead of
    /// refused as a conflict.
    public func validate(_ file: ImportedFile, acceptStale: Bool = false, overwrite: Bool = false)
        -> ImportResult
    {
        var result = ImportResult(
            file: file, locale: nil, translations: [], findings: file.findings, untranslatedUnits: 0,
            unreviewedUnits: 0)
        let top = SourceLocation(file: file.path, line: 1, column: 1)
        guard let localeText = file.targetLocale else { return result }
        guard let locale = LocaleIdentifier(localeText) else {
            result.findings.append(
                ImportFinding(
                    .syntax, message: "'\(localeText)' is not a BCP 47 locale identifier", location: top))
            return result
        }
        let defaultLocale = exporter.defaultLocale
        if let sourceText = file.sourceLocale, LocaleIdentifier(sourceText) != defaultLocale {
            result.findings.append(
                ImportFinding(
                    .wrongSourceLocale,
                    message: "the file translates from '\(sourceText)', but the project's default locale is "
                        + "'\(defaultLocale)'; export again from this project",
                    location: top))
            return result
        }
        guard locale != defaultLocale else {
            result.findings.append(
                ImportFinding(
                    .wrongSourceLocale,
                    message:
                        "the file translates into the default locale '\(defaultLocale)'; its texts are the source",
                    location: top))
            return result
        }
        if let pseudo = PseudoLocale(identifier: locale) {
            result.findings.append(
                ImportFinding(
                    .wrongSourceLocale,
                    message: "'\(pseudo.identifier)' is a pseudo-locale, computed from '\(defaultLocale)' by "
                        + "`l10nc compile --pseudo`; it is not imported",
                    location: top))
            return result
        }
        result.locale = locale
        // What the file is checked against; notes are the translator's, not needed here.
        let expected = exporter.document(for: locale, withNotes: false)
        var expectedByKey: [String: [ExchangeUnit]] = [:]
        for unit in expected.units { expectedByKey[unit.id.key, default: []].append(unit) }

        var order: [String] = []
        var importedByKey: [String: [ImportedUnit]] = [:]
        var seen: [UnitID: SourceLocation] = [:]
        for unit in file.units {
            if let first = seen[unit.id] {
                result.findings.append(
                    ImportFinding(
                        .duplicateUnit,
                        message:
                            "'\(unit.id)' appears twice (first at \(first.line):\(first.column)); keep one",
                        location: unit.location))
                continue
            }
            seen[unit.id] = unit.location
            if importedByKey[unit.id.key] == nil { order.append(unit.id.key) }
            importedByKey[unit.id.key, default: []].append(unit)
        }

        for key in order {
            let units = importedByKey[key]!
            guard let expectedUnits = expectedByKey[key] else {
                result.findings.append(
                    ImportFinding(
                        .unknownKey,
                        message:
                            "'\(key)' is not a text of the '\(defaultLocale)' resources (renamed or removed "
                            + "since the export?); export again",
                        location: units[0].location))
                continue
            }
            var message = MessageCheck(
                key: key, locale: locale, expected: expectedUnits, imported: units, acceptStale: acceptStale)
            message.run()
            result.findings += message.findings
            result.untranslatedUnits += message.untranslated
            result.unreviewedUnits += message.unreviewed
            if let value = message.value, !message.findings.contains(where: { $0.severity == .error }) {
                if let conflict = conflict(
                    key: key, locale: locale, units: units, value: value, overwrite: overwrite)
                {
                    result.findings.append(conflict)
                    if conflict.severity == .error { continue }
                }
                result.translations.append(ImportResult.Translation(key: key, value: value))
            }
        }
        return result
    }
}

extension TranslationImporter {
    /// `import-conflict` when the file records the target text it was exported against
    /// (`TargetBase`), the resources hold another text now, and the import would replace it
    /// with a third: the file predates newer work. A file that records nothing (made before
    /// l10nc recorded it, or by another tool) is not checked.
    fileprivate func conflict(
        key: String, locale: LocaleIdentifier, units: [ImportedUnit], value: EditValue, overwrite: Bool
    ) -> ImportFinding? {
        guard let recorded = units.lazy.compactMap(\.base).first else { return nil }
        let now = exporter.currentText(of: key, in: locale)
        guard recorded != TargetBase.of(now), !Self.value(value, equals: now) else { return nil }
        let shown = now.map { "\"" + $0.replacingOccurrences(of: "\n", with: " | ") + "\"" } ?? "removed"
        return ImportFinding(
            .conflict, severity: overwrite ? .warning : .error,
            message:
                "'\(key)' in '\(locale)' changed in the resources since this file was exported (now \(shown))"
                + (overwrite
                    ? "; overwritten (--overwrite)"
                    : "; importing would overwrite the newer text: export again and translate that, or import "
                        + "with --overwrite"),
            location: units[0].location)
    }

    /// Whether writing `value` would leave `text` (`TranslationInventory`'s form) as it is.
    private static func value(_ value: EditValue, equals text: String?) -> Bool {
        guard let text else { return false }
        switch value {
        case .string(let string): return string == text
        case .strings(let strings): return strings.joined(separator: "\n") == text
        case .mapping(let variants):
            // Variants in any order: the resources keep theirs.
            let lines = variants.compactMap { variant -> String? in
                guard case .string(let string) = variant.value else { return nil }
                return variant.key + ": " + string
            }
            return lines.sorted()
                == text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                .sorted()
        }
    }
}

/// The checks of one message's units.
private struct MessageCheck {
    var key: String
    var locale: LocaleIdentifier
    var expected: [ExchangeUnit]
    var imported: [ImportedUnit]
    var acceptStale: Bool
    var findings: [ImportFinding] = []
    var untranslated = 0
    var unreviewed = 0
    var value: EditValue?

    init(
        key: String, locale: LocaleIdentifier, expected: [ExchangeUnit], imported: [ImportedUnit],
        acceptStale: Bool
    ) {
        self.key = key
        self.locale = locale
        self.expected = expected
        self.imported = imported
        self.acceptStale = acceptStale
    }

    mutating func run() {
        let expectedByID = Dictionary(expected.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var translated: [UnitID: String] = [:]
        var staleReported = false
        for unit in imported {
            guard let reference = expectedByID[unit.id] else {
                findings.append(unknownVariant(unit))
                continue
            }
            switch unit.state {
            case .needsTranslation:
                if unit.target == nil || unit.target == "" {
                    untranslated += 1
                    continue
                }
            case .needsReview:
                unreviewed += 1
                continue
            case .translated:
                break
            }
            guard let target = unit.target, !target.isEmpty else {
                if case .plural = unit.id.variant {
                    // Reported with the message's other categories below.
                    continue
                }
                if reference.source.isEmpty {
                    translated[unit.id] = ""
                } else {
                    findings.append(
                        ImportFinding(
                            .emptyTarget,
                            message: "'\(unit.id)' is marked translated but its translation is empty",
                            location: unit.location))
                }
                continue
            }
            if !staleReported, let stale = staleSource(unit, reference: reference) {
                staleReported = true
                findings.append(stale)
            }
            checkPlaceholders(unit, target: target, reference: reference)
            translated[unit.id] = target
        }
        guard !translated.isEmpty else { return }
        switch expected[0].id.variant {
        case nil:
            if let text = translated[expected[0].id] { value = .string(text) }
        case .element:
            let missing = expected.filter { translated[$0.id] == nil }
            if !missing.isEmpty {
                findings.append(
                    ImportFinding(
                        .incompleteArray, severity: .warning,
                        message:
                            "'\(key)' is a list of \(expected.count); \(missing.map { "'\($0.id)'" }.joined(separator: ", ")) "
                            + "not translated, so the list is left as it is",
                        location: imported[0].location))
                return
            }
            value = .strings(expected.map { translated[$0.id]! })
        case .plural:
            let missing = expected.filter { translated[$0.id] == nil }
            if !missing.isEmpty {
                findings.append(
                    ImportFinding(
                        .pluralCategoryMissing,
                        message: "'\(key)' needs the plural categories "
                            + expected.map { $0.id.variant!.description }.joined(separator: ", ")
                            + " in '\(locale)'; missing: "
                            + missing.map { $0.id.variant!.description }.joined(separator: ", "),
                        location: imported[0].location))
                return
            }
            value = .mapping(
                expected.map { ($0.id.variant!.description, EditValue.string(translated[$0.id]!)) })
        }
    }

    private func unknownVariant(_ unit: ImportedUnit) -> ImportFinding {
        switch unit.id.variant {
        case .plural(let category):
            if case .plural = expected[0].id.variant {
                return ImportFinding(
                    .pluralCategoryExtra,
                    message: "'\(locale)' does not use the plural category '\(category.rawValue)' (it uses "
                        + expected.map { $0.id.variant!.description }.joined(separator: ", ")
                        + "); remove it",
                    location: unit.location)
            }
        case .element(let index):
            if case .element = expected[0].id.variant {
                return ImportFinding(
                    .unknownKey,
                    message: "'\(key)' has \(expected.count) elements; there is no element \(index)",
                    location: unit.location)
            }
        case nil: break
        }
        let shape: String
        switch expected[0].id.variant {
        case nil: shape = "a single text"
        case .element: shape = "a list"
        case .plural: shape = "a plural message"
        }
        return ImportFinding(
            .unknownKey,
            message: "'\(unit.id)' does not match '\(key)', which is \(shape) today; export again",
            location: unit.location)
    }

    private func staleSource(_ unit: ImportedUnit, reference: ExchangeUnit) -> ImportFinding? {
        let isStale: Bool
        if let sources = unit.pluralSources {
            let today = POWriter.pluralSources(expected)
            isStale = sources.singular != today.singular || sources.plural != today.plural
        } else if let source = unit.source {
            isStale = source != reference.source
        } else {
            isStale = false
        }
        guard isStale else { return nil }
        let was =
            unit.pluralSources.map { "\"\($0.singular)\" / \"\($0.plural)\"" } ?? "\"\(unit.source ?? "")\""
        return ImportFinding(
            .staleSource, severity: acceptStale ? .warning : .error,
            message:
                "'\(unit.id)' was translated from \(was), but the source text is now \"\(reference.source)\""
                + (acceptStale
                    ? "; imported anyway (--accept-stale)"
                    : "; translate the new text, or import with --accept-stale"),
            location: unit.location)
    }

    private mutating func checkPlaceholders(_ unit: ImportedUnit, target: String, reference: ExchangeUnit) {
        let sourceNames = Set(MessageRun.placeholders(of: reference.source))
        let targetNames = Set(MessageRun.placeholders(of: target))
        var allowed = sourceNames
        var required = sourceNames
        if case .plural = unit.id.variant {
            // A variant may name what another variant names, and may leave out the number
            // (`one: "One task"`).
            for other in expected { allowed.formUnion(MessageRun.placeholders(of: other.source)) }
            required.remove("count")
            if sourceNames.count == 1 { required.removeAll() }
        }
        let added = targetNames.subtracting(allowed).sorted()
        let removed = required.subtracting(targetNames).sorted()
        guard !added.isEmpty || !removed.isEmpty else { return }
        var parts: [String] = []
        if added.count == 1, removed.count == 1 {
            parts.append("%{\(removed[0])} is renamed %{\(added[0])}")
        } else {
            if !added.isEmpty { parts.append("adds " + added.map { "%{\($0)}" }.joined(separator: ", ")) }
            if !removed.isEmpty {
                parts.append("drops " + removed.map { "%{\($0)}" }.joined(separator: ", "))
            }
        }
        findings.append(
            ImportFinding(
                .placeholderMismatch,
                message: "the translation of '\(unit.id)' " + parts.joined(separator: " and ")
                    + "; placeholders must be the source's ("
                    + (sourceNames.isEmpty
                        ? "none" : sourceNames.sorted().map { "%{\($0)}" }.joined(separator: ", ")) + ")",
                location: unit.location))
    }
}
