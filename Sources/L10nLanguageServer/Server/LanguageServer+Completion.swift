import Foundation
import L10nCore
import L10nLanguageServerProtocol
import L10nProject
import L10nReporting
import L10nRuntime

/// Completion of keys and placeholder names.
extension LanguageServer {
    /// In a YAML file: the keys the schema needs under the mapping the line is indented into
    /// that this locale lacks; after `%{`, the placeholder names of the line's key; after
    /// `key:`, the translation memory's matches for it (`memoryCompletion`).
    func completion(_ params: TextDocumentPositionParams) -> [CompletionItem] {
        guard let path = Self.path(of: params.textDocument.uri),
            let snapshot = workspace.snapshots(holding: path).first
        else { return [] }
        if path.hasSuffix(".swift") { return keyCompletion(params, in: snapshot) }
        guard path.hasSuffix(".yml") || path.hasSuffix(".yaml") else { return [] }
        let text = DocumentText(path: path, documents: documents)
        guard let context = text.yamlContext(at: params.position, encoding: encoding),
            let locale = LocaleIdentifier(context.parents.first ?? "")
        else { return [] }
        let parents = context.parents.dropFirst().joined(separator: ".")
        if let placeholderPrefix = context.placeholderPrefix {
            // A plural variant's placeholders are its mapping's.
            let candidates =
                (context.key.map { [parents.isEmpty ? $0 : parents + "." + $0] } ?? []) + [parents]
            let names =
                candidates.lazy.map { snapshot.placeholders(ofKey: $0).filter(\.isDeclared) }
                .first { !$0.isEmpty } ?? []
            return names.filter { $0.name.hasPrefix(placeholderPrefix) }.map {
                CompletionItem(label: $0.name, kind: 6, detail: $0.type, insertText: $0.name + "}")
            }
        }
        if let key = context.key {
            // A value to write: the translation memory's matches for the key.
            return memoryCompletion(
                key: key, parents: parents, locale: locale,
                lineBefore: text.lineText(before: params.position, encoding: encoding) ?? "", in: snapshot)
        }
        guard !parents.isEmpty, let schema = snapshot.schema else { return [] }
        let catalog = snapshot.catalog(holding: parents)
        var offered = Set<String>()
        var items: [CompletionItem] = []
        for item in schema.items {
            guard let required = item.requiredKey, required.hasPrefix(parents + "."),
                !catalog.containsEntry(required, in: locale)
            else { continue }
            let rest = required.dropFirst(parents.count + 1)
            let name = String(rest.prefix { $0 != "." })
            guard offered.insert(name).inserted else { continue }
            let what = rest.contains(".") ? "a mapping" : item.kind.rawValue
            items.append(
                CompletionItem(
                    label: name, kind: 10, detail: "\(what), needed by \(item.propertyName)",
                    insertText: name + ":"))
        }
        return items
    }

    /// In Swift, inside the string of a raw key (`.localized(key: "`, `.value(key: "`): the
    /// default locale's keys that start with what is typed, each with its text.
    func keyCompletion(_ params: TextDocumentPositionParams, in snapshot: ProjectSnapshot)
        -> [CompletionItem]
    {
        guard let path = Self.path(of: params.textDocument.uri) else { return [] }
        let text = DocumentText(path: path, documents: documents)
        guard let before = text.lineText(before: params.position, encoding: encoding),
            let open = before.range(of: "key: \"", options: .backwards),
            !before[open.upperBound...].contains("\"")
        else { return [] }
        let typed = String(before[open.upperBound...])
        let locale = snapshot.defaultLocale
        var items: [CompletionItem] = []
        // Only the parts that can hold such a key are looked at: an engine reads a part's
        // catalog again when first asked for.
        for catalog in snapshot.catalogs(holdingKeysStartingWith: typed) {
            for entry in catalog.sortedEntries(in: locale) where entry.key.hasPrefix(typed) {
                guard case .string(let scalar) = entry.value else { continue }
                items.append(
                    CompletionItem(label: entry.key, kind: 10, detail: scalar.text, insertText: entry.key))
            }
        }
        return items.sorted { $0.label < $1.label }
    }
}
