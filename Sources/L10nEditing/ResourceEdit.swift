/// One edit of a resource file, as data: what every writer plans (a fix, an imported
/// translation, a rename) and `ResourceDocument.apply(_:)` makes.
public enum ResourceEdit: Sendable, Hashable {
    /// Adds a key (`ResourceDocument.insert(_:at:)`); the key path starts with the locale.
    case insert(EditValue, at: [String])
    /// Sets a key's value, adding the key when it is missing (`ResourceDocument.setValue(_:at:)`).
    case setValue(EditValue, at: [String])
    /// Renames the last component of a key path (`ResourceDocument.renameKey(at:to:)`).
    case renameKey([String], to: String)
    /// Removes a key with its value and the comments above it (`ResourceDocument.remove(_:)`).
    case remove([String])
    /// Replaces the scalar starting at a line and column with text written as is
    /// (`ResourceDocument.replaceScalar(line:column:with:)`).
    case replaceScalar(line: Int, column: Int, text: String)
    /// Replaces the placeholder (`%{name}`) that starts at a line and column, and every other
    /// occurrence of it in the same text, with `text` (`ResourceDocument.replacePlaceholder`).
    case replacePlaceholder(line: Int, column: Int, text: String)
    /// Appends texts to the list that starts at a line and column, in its own style
    /// (`ResourceDocument.append(_:toListAt:column:)`): a locale added to `l10nc.yml`'s `locales:`.
    case appendToList(line: Int, column: Int, texts: [String])

    /// The key path the edit targets, when it names one.
    public var keyPath: [String]? {
        switch self {
        case .insert(_, let keyPath), .setValue(_, let keyPath), .renameKey(let keyPath, _),
            .remove(let keyPath):
            keyPath
        case .replaceScalar, .replacePlaceholder, .appendToList: nil
        }
    }
}

extension ResourceDocument {
    /// Makes `edit`.
    public mutating func apply(_ edit: ResourceEdit) throws(ResourceEditError) {
        switch edit {
        case .insert(let value, let keyPath): try insert(value, at: keyPath)
        case .setValue(let value, let keyPath): try setValue(value, at: keyPath)
        case .renameKey(let keyPath, let newName): try renameKey(at: keyPath, to: newName)
        case .remove(let keyPath): try remove(keyPath)
        case .replaceScalar(let line, let column, let text):
            try replaceScalar(line: line, column: column, with: text)
        case .replacePlaceholder(let line, let column, let text):
            try replacePlaceholder(line: line, column: column, with: text)
        case .appendToList(let line, let column, let texts):
            try append(texts, toListAt: line, column: column)
        }
    }
}
