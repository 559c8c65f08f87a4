import Foundation
import L10nCore
import L10nEditing
import L10nYAML

/// A document of inline YAML.
func document(_ text: String, path: String = "test.yml") throws -> ResourceDocument {
    try ResourceDocument(path: path, bytes: Array(text.utf8))
}

/// Every entry of the catalog `text` reads to, as `locale key` → value, read with the
/// project's own reader and catalog builder; plus its diagnostics.
func catalogEntries(_ text: String) -> (entries: [String: String], diagnostics: [Diagnostic]) {
    let read = CatalogReader().read(sources: [(path: "test.yml", bytes: Array(text.utf8))])
    var entries: [String: String] = [:]
    for locale in read.catalog.locales {
        for entry in read.catalog.entries(in: locale) {
            let value: String
            switch entry.value {
            case .string(let scalar): value = scalar.text
            case .array(let elements): value = "[" + elements.map(\.text).joined(separator: "|") + "]"
            case .mapping(let names): value = "{" + names.joined(separator: ",") + "}"
            }
            entries["\(locale) \(entry.key)"] = value
        }
    }
    return (entries, read.diagnostics)
}

extension ResourceDocument {
    /// `true` when every byte outside the recorded edits is the original byte: replaying the
    /// edits on the original gives the current bytes, and each edit is confined to its range.
    var onlyEditedSpansChanged: Bool {
        var replay = originalBytes
        for edit in edits {
            guard edit.range.upperBound <= replay.count else { return false }
            replay.replaceSubrange(edit.range, with: edit.replacement)
        }
        return replay == bytes
    }
}

/// A fresh temporary directory.
func makeTemporaryDirectory() throws -> String {
    let path = FileManager.default.temporaryDirectory
        .appendingPathComponent("l10nc-editing-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}
