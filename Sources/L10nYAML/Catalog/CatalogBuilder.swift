import L10nCore
import L10nRuntime

/// Merges the YAML trees of resource files into one `Catalog`, reporting everything that
/// does not have the resource shape: locale → type → (parent keys…) → property → value.
///
/// Files must be added in a deterministic order (`CatalogReader` sorts them); a key defined
/// twice is an error naming both places, with the later definition as the primary location.
public struct CatalogBuilder: Sendable {
    public private(set) var catalog = Catalog()
    public private(set) var diagnostics: [Diagnostic] = []

    public init() {}

    /// Adds one file's tree.
    public mutating func add(root: YAMLNode?, file: ResourceFile) {
        catalog.files.append(file)
        guard let root else { return }
        guard case .mapping(let top) = root else {
            report(
                .invalidStructure,
                "the top level of a resource file must be a mapping of locales (`en:`, `de:`), not \(root.kindName)",
                at: root.location)
            return
        }
        var seenLocales: [String: SourceLocation] = [:]
        for pair in top.pairs {
            guard let locale = LocaleIdentifier(pair.key.text) else {
                report(
                    .invalidLocale,
                    "'\(pair.key.text)' is not a BCP 47 locale identifier; top-level keys name locales, such as "
                        + "`en`, `en-GB` or `zh-Hant-TW`",
                    at: pair.key.location)
                continue
            }
            if let first = seenLocales[locale.tag] {
                reportDuplicate("locale '\(locale)'", first: first, second: pair.key.location)
                continue
            }
            seenLocales[locale.tag] = pair.key.location
            catalog.noteLocale(locale, at: pair.key.location)
            guard case .mapping(let types) = pair.value else {
                report(
                    .invalidStructure,
                    "locale '\(pair.key.text)' must hold a mapping of type names, not \(pair.value.kindName)",
                    at: pair.value.location)
                continue
            }
            addChildren(of: types, path: [], locale: locale)
        }
    }

    /// Walks a mapping's subtree with an explicit work list, adding an entry per node.
    private mutating func addChildren(of mapping: YAMLMapping, path: [String], locale: LocaleIdentifier) {
        var work: [(mapping: YAMLMapping, path: [String])] = [(mapping, path)]
        while let (current, currentPath) = work.popLast() {
            var seen: [String: SourceLocation] = [:]
            for pair in current.pairs {
                let name = pair.key.text
                let childPath = currentPath + [name]
                if let first = seen[name] {
                    reportDuplicate(
                        "key '\(childPath.joined(separator: "."))' in locale '\(locale)'", first: first,
                        second: pair.key.location)
                    continue
                }
                seen[name] = pair.key.location
                let value: CatalogValue
                switch pair.value {
                case .scalar(let scalar):
                    value = .string(scalar.catalogScalar)
                case .sequence(let sequence):
                    var elements: [CatalogScalar] = []
                    elements.reserveCapacity(sequence.elements.count)
                    for element in sequence.elements {
                        guard case .scalar(let scalar) = element else {
                            report(
                                .invalidStructure,
                                "the elements of '\(childPath.joined(separator: "."))' must be strings, not "
                                    + "\(element.kindName); write each element as text",
                                at: element.location)
                            continue
                        }
                        elements.append(scalar.catalogScalar)
                    }
                    value = .array(elements)
                case .mapping(let child):
                    value = .mapping(child.pairs.map(\.key.text))
                    work.append((child, childPath))
                }
                insert(
                    CatalogEntry(
                        locale: locale, path: childPath, keyLocation: pair.key.location, value: value))
            }
        }
    }

    private mutating func insert(_ entry: CatalogEntry) {
        guard let existing = catalog.insert(entry) else { return }
        // Two files may both open the same type (or parent-key level): their children merge.
        if case .mapping(let existingChildren) = existing.value, case .mapping(let newChildren) = entry.value
        {
            let known = Set(existingChildren)
            var merged = existing
            merged.value = .mapping(existingChildren + newChildren.filter { !known.contains($0) })
            catalog.update(merged)
            return
        }
        reportDuplicate(
            "key '\(entry.key)' in locale '\(entry.locale)'", first: existing.keyLocation,
            second: entry.keyLocation)
    }

    private mutating func reportDuplicate(_ what: String, first: SourceLocation, second: SourceLocation) {
        diagnostics.append(
            Diagnostic(
                rule: .duplicateKey,
                message: "\(what) is defined twice, here and at \(first); keep one definition",
                location: second,
                related: [Diagnostic.Related(message: "first defined here", location: first)]))
    }

    private mutating func report(_ rule: RuleID, _ message: String, at location: SourceLocation) {
        diagnostics.append(Diagnostic(rule: rule, message: message, location: location))
    }
}
