import L10nCore
import L10nRuntime

/// What a translator reads beside a unit: which view model and property show the text,
/// what each placeholder stands for, and the maximum length the code allows.
struct NoteWriter: Sendable {
    private let itemsByKey: [String: [SchemaItem]]

    init(schema: Schema?) {
        var itemsByKey: [String: [SchemaItem]] = [:]
        for item in schema?.items ?? [] {
            guard let key = item.requiredKey ?? (item.kind == .storeLookup ? item.key : nil) else { continue }
            itemsByKey[key, default: []].append(item)
        }
        self.itemsByKey = itemsByKey.mapValues { $0.sorted { $0.location < $1.location } }
    }

    func references(for key: String) -> [SourceLocation] {
        var seen: Set<SourceLocation> = []
        return (itemsByKey[key] ?? []).map(\.location).filter { seen.insert($0).inserted }
    }

    func lines(for key: String, variant: UnitVariant?, source: String, locale: LocaleIdentifier) -> [String] {
        var lines: [String] = []
        let items = itemsByKey[key] ?? []
        if items.isEmpty {
            lines.append("\(key): no Swift source was scanned that uses this text.")
        }
        for item in items {
            lines.append(description(of: item, variant: variant))
        }
        switch variant {
        case .plural(let category):
            lines.append(
                "Plural form '\(category.rawValue)' in \(locale): the form CLDR uses in \(locale) for numbers of that category."
            )
        case .element(let index):
            lines.append("Element \(index + 1) of a list; translate each element on its own.")
        case nil: break
        }
        var seen: Set<String> = []
        let placeholders = MessageRun.placeholders(of: source).filter { seen.insert($0).inserted }
        for name in placeholders {
            let type = items.lazy.compactMap { $0.placeholderTypes?[name] }.first
            lines.append(
                "%{\(name)}: replaced at run time by "
                    + (type.map { "a value of type \($0)" } ?? "a value from the code")
                    + "; keep it exactly, move it where the language needs it.")
        }
        if let maximum = items.compactMap(\.maxLength).min() {
            lines.append("Maximum length: \(maximum) characters.")
        }
        return lines
    }

    private func description(of item: SchemaItem, variant: UnitVariant?) -> String {
        let place = "\(item.location.file):\(item.location.line)"
        switch item.kind {
        case .enumCase:
            return "The text of the case '\(item.propertyName)' of \(item.typeName) (\(place))."
        case .storeLookup:
            return "A text the code reads by its key (\(place))."
        case .array, .element:
            return "A list shown by the property '\(item.propertyName)' of \(item.typeName) (\(place))."
        case .subs:
            return
                "The text of the property '\(item.propertyName)' of \(item.typeName), with substitutions (\(place))."
        default:
            return "The text of the property '\(item.propertyName)' of \(item.typeName) (\(place))."
        }
    }
}
