import L10nCore

/// The texts and lists a locale holds where the keys below them need a mapping (a type's or a
/// `parentKeys` section written as a value: `T: title "x"`, a `:` missing after `title`), each
/// with the keys it makes unreachable: `MissingKeyRule` reports each once, as an
/// `invalid-structure` error at the value, instead of the keys as missing.
struct ValuesInPlaceOfMappings {
    private var blocked: [CatalogEntry: [KeyRequirement]] = [:]

    mutating func add(_ entry: CatalogEntry, blocks requirement: KeyRequirement) {
        blocked[entry, default: []].append(requirement)
    }

    func findings() -> [Diagnostic] {
        blocked.map { entry, requirements in
            let keys = requirements.map(\.key)
            let shown: String
            let location: SourceLocation
            switch entry.value {
            case .string(let scalar):
                shown = "a text, `\(VisibleText.escaped(scalar.text))`,"
                location = scalar.location
            case .array(let elements):
                shown = "a list"
                location = elements.first?.location ?? entry.keyLocation
            case .mapping:
                preconditionFailure("a mapping is what the keys need")
            }
            let needed =
                keys.count == 1
                ? "'\(keys[0])' needs" : "'\(keys[0])' and \((keys.count - 1).counted("more key")) need"
            return Diagnostic(
                rule: .invalidStructure,
                message:
                    "'\(entry.key)' in locale '\(entry.locale)' holds \(shown) where \(needed) a mapping of keys; "
                    + hint(entry, children: Set(keys.map { Self.child(of: $0, below: entry.key) })),
                location: location,
                related: requirements.prefix(1).map {
                    Diagnostic.Related(
                        message: "'\($0.key)' is needed by \($0.propertyDescription)",
                        location: $0.primaryItem.location)
                })
        }
    }

    /// How to fix it: a text that starts with one of the needed keys lacks the `:` after it.
    private func hint(_ entry: CatalogEntry, children: Set<String>) -> String {
        if case .string(let scalar) = entry.value, let space = scalar.text.firstIndex(of: " ") {
            let word = String(scalar.text[..<space])
            if children.contains(word) {
                let rest = scalar.text[scalar.text.index(after: space)...]
                return "is a ':' missing after '\(word)'? Write `\(VisibleText.escaped(word + ": " + rest))`"
            }
        }
        return "write its keys below it, each as `key: text`"
    }

    /// `title` for `T.title` below `T`; `a` for `T.a.title` below `T`.
    private static func child(of key: String, below prefix: String) -> String {
        String(key.dropFirst(prefix.count + 1).prefix { $0 != "." })
    }
}
