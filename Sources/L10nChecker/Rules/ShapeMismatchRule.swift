import L10nCore
import L10nRuntime

/// `shape-mismatch`: a value whose shape is not what its property reads (a string where an
/// array or plural mapping is needed, or the reverse), and an `index:` beyond an array's
/// length in some locale.
///
/// Under `runtime: fosmvvm` the shapes are FOSMVVM's (`Localizer.swift`, `LocalizationStore.swift`):
/// a string where `@LocalizedStrings` reads an array is served as a one-element array and is
/// not reported; a string read by `index:` is served blank; FOSMVVM has no plurals, so any
/// mapping where a string is read is an error; and an array's length is counted after the
/// store drops the items Yams does not read as text.
struct ShapeMismatchRule: CheckRule {
    var rules: [RuleID] { [.shapeMismatch] }

    func check(_ context: CheckContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        // The kinds of the values were found once (`LocaleValues`): a value is made into an entry
        // only when its kind can be wrong.
        for position in context.catalog.locales.indices {
            let values = context.values[position]
            let view = context.views[position]
            for index in context.requirements.indices {
                let kind = values.kinds[index]
                guard kind != .absent, !(kind == .string && context.requirements[index].shape == .message)
                else {
                    continue
                }
                let requirement = context.requirements[index]
                switch (requirement.shape, kind) {
                case (_, .absent), (.message, .string):
                    continue
                case (.message, .pluralMapping):
                    for variant in values.variants(of: index)
                    where view.kind(at: Int(variant.record)) != .string {
                        let entry = context.entry(record: variant.record, inLocale: position)
                        diagnostics.append(
                            mismatch(
                                entry, "is \(entry.value.shapeName), but a plural variant must be a string"))
                    }
                case (.message, _):
                    diagnostics += messageShape(
                        context.entry(ofRequirement: index, inLocale: position), requirement, context)
                case (.array, .array) where requirement.elementReads.isEmpty:
                    continue
                case (.array, _):
                    diagnostics += arrayShape(
                        context.entry(ofRequirement: index, inLocale: position), requirement,
                        context.configuration.runtime)
                }
            }
        }
        for (key, compound) in context.compoundsByKey {
            for locale in context.catalog.locales {
                guard let entry = context.catalog.entry(key, in: locale) else { continue }
                if case .string = entry.value { continue }
                diagnostics.append(
                    mismatch(
                        entry,
                        "is \(describe(entry, context)), but a pattern of compound '\(compound.propertyName)' "
                            + "must be a string over its pieces (`\"%{piece} …\"`)"))
            }
        }
        return diagnostics
    }

    /// The finding about a value that is neither a string nor a plural mapping the runtime serves.
    private func messageShape(_ entry: CatalogEntry, _ requirement: KeyRequirement, _ context: CheckContext)
        -> [Diagnostic]
    {
        switch entry.value {
        case .string:
            return []
        case .array:
            return [
                mismatch(
                    entry,
                    "is an array, but \(requirement.propertyDescription) needs a string or a plural mapping; "
                        + "write one string, or use @LocalizedStrings")
            ]
        case .mapping(let names) where !context.configuration.runtime.servesPlurals:
            let example = names.first.map { " ('\(entry.key).\($0)', …)" } ?? ""
            return [
                mismatch(
                    entry,
                    "is a mapping, but \(requirement.propertyDescription) needs a string: FOSMVVM has no "
                        + "plurals, and its store flattens the mapping into separate keys\(example), so the "
                        + "property is served blank; write one string")
            ]
        case .mapping(let names):
            // A plural mapping's variants are judged from the kinds of their values.
            guard !context.isPluralMapping(entry) else { return [] }
            let others = names.filter { PluralCategory(rawValue: $0) == nil }
            let quoted = others.map { "'\($0)'" }.joined(separator: ", ")
            let detail: String
            if names.isEmpty {
                detail = "an empty mapping"
            } else if others.count == 1 {
                detail = "a mapping whose key \(quoted) is not a plural category"
            } else {
                detail = "a mapping whose keys \(quoted) are not plural categories"
            }
            return [
                mismatch(
                    entry,
                    "is \(detail), but \(requirement.propertyDescription) needs a string or a plural "
                        + "mapping (keys zero, one, two, few, many, other)")
            ]
        }
    }

    private func arrayShape(_ entry: CatalogEntry, _ requirement: KeyRequirement, _ runtime: ServingRuntime)
        -> [Diagnostic]
    {
        if runtime.servesStringAsOneElementArray, case .string = entry.value {
            // `Locale.array` serves a string as a one-element array; an `index:` read of a
            // string finds no array (`value(…)` casts to `[Any]`) and is blank.
            guard let read = requirement.elementReads.min(by: { $0.index < $1.index }) else { return [] }
            return [
                mismatch(
                    entry,
                    "is a string, but property '\(read.item.propertyName)' reads element \(read.index) of it: "
                        + "FOSMVVM serves an element only from an array, so the property is blank; write an "
                        + "array (`[\"…\", \"…\"]`)")
            ]
        }
        guard case .array(let allElements) = entry.value else {
            return [
                mismatch(
                    entry,
                    "is \(entry.value.shapeName), but \(requirement.propertyDescription) needs an array of "
                        + "strings; write it as `[\"…\", \"…\"]` or one `- item` per line")
            ]
        }
        // FOSMVVM keeps only the items Yams reads as strings (`compactMap { $0 as? String }`).
        let elements = runtime.servedElements(of: allElements)
        let dropped =
            elements.count == allElements.count
            ? "" : " once FOSMVVM drops its \(allElements.count - elements.count) non-text item(s)"
        var diagnostics: [Diagnostic] = []
        for read in requirement.elementReads.sorted(by: { $0.index < $1.index })
        where read.index >= elements.count {
            diagnostics.append(
                mismatch(
                    entry,
                    "has \(elements.count) element\(elements.count == 1 ? "" : "s")\(dropped), but property "
                        + "'\(read.item.propertyName)' reads index \(read.index); add the missing elements "
                        + "or fix the index"))
        }
        return diagnostics
    }

    private func describe(_ entry: CatalogEntry, _ context: CheckContext) -> String {
        context.isPluralMapping(entry) ? "a plural mapping" : entry.value.shapeName
    }

    private func mismatch(_ entry: CatalogEntry, _ problem: String) -> Diagnostic {
        Diagnostic(
            rule: .shapeMismatch, message: "'\(entry.key)' in locale '\(entry.locale)' \(problem)",
            location: entry.keyLocation)
    }
}
