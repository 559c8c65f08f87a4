import L10nCore
import L10nEditing

/// A place where renaming a key rewrites text: a resource entry's key, or a key component a
/// Swift string literal spells.
public struct KeySpellingEdit: Sendable, Hashable {
    /// Where the replaced text starts.
    public var location: SourceLocation
    /// How many Unicode scalars from `location` are replaced; `nil` for a resource entry's
    /// key: the key as written there, quoted or plain.
    public var length: Int?
    public var newText: String

    public init(location: SourceLocation, length: Int?, newText: String) {
        self.location = location
        self.length = length
        self.newText = newText
    }

    /// Whether the edit is in Swift source rather than a resource file.
    public var isInSource: Bool { length != nil }
}

/// A key component that a Swift string literal spells, under a position.
public struct SpelledKeyComponent: Sendable, Hashable {
    /// The key up to and including the component: what renaming the component renames.
    public var key: String
    /// The component's name as written.
    public var name: String
    /// Where the component starts in the literal.
    public var location: SourceLocation
}

/// Why a key cannot be renamed as asked.
public enum KeyRenameError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The new name is empty, or holds a character a key component cannot (`.` separates
    /// components; quotes, brackets, `:`, `#` and whitespace would need quoting in YAML or
    /// escaping in Swift).
    case invalidName(String)
    /// The renamed key exists already: renaming onto it would write a duplicate key.
    case keyExists(key: String, at: SourceLocation)
    /// A Swift literal spells the component with escapes, so its text cannot be replaced as is.
    case escapedLiteral(at: SourceLocation)
    /// A Swift literal that spells the component also spells another key (a protocol
    /// extension's `propertyName:` read by every conforming type), which the rename would break.
    case sharedLiteral(at: SourceLocation, otherKey: String)

    public var description: String {
        switch self {
        case .invalidName(let name):
            "'\(name)' is not a key name: use letters, digits, '_' or '-', without '.', quotes, "
                + "brackets, ':', '#' or spaces"
        case .keyExists(let key, let location):
            "\(key) exists already (\(location)); rename or remove that entry first"
        case .escapedLiteral(let location):
            "the key is spelled with escapes at \(location); write it without escapes, then rename"
        case .sharedLiteral(let location, let otherKey):
            "the literal at \(location) also spells \(otherKey), which this rename would break; "
                + "rename that key too, by hand"
        }
    }

    /// Characters no renamed component may hold.
    static let forbidden = Set(".:#{}[],\"'\\")
}

extension ProjectSnapshot {
    /// The key component a Swift string literal spells at a position (1-based line, column in
    /// Unicode scalars): in `.localized(key: "Shared.title")`, `Shared` or `title`; in
    /// `.localized(for: Self.self, propertyName: "emptyFeed")`, `emptyFeed`.
    public func spelledKeyComponent(atFile file: String, line: Int, column: Int) -> SpelledKeyComponent? {
        // Not only the items placed in this file: the same raw key written in several files
        // is one item, with the literals of all.
        for item in schema?.items ?? [] {
            for literal in item.keyLiterals ?? []
            where literal.location.line == line && literal.location.file == file {
                for (index, component) in literal.components.enumerated() {
                    let start = literal.location.column + component.offset
                    guard column >= start, column <= start + component.name.unicodeScalars.count else {
                        continue
                    }
                    let components = (item.arrayKey ?? item.key).split(
                        separator: ".", omittingEmptySubsequences: false)
                    let position = literal.firstComponent + index
                    guard position < components.count else { return nil }
                    return SpelledKeyComponent(
                        key: components[...position].joined(separator: "."), name: component.name,
                        location: SourceLocation(file: file, line: line, column: start))
                }
            }
        }
        return nil
    }

    /// The edits that rename the last component of `key` to `newName`: its entry in every
    /// locale (a mapping's entry renames every key under it) and every Swift string literal
    /// that spells that component of `key` or of a key under it (raw keys, store lookups, and
    /// the literals of a key built from a type). A component that a Swift name spells (a
    /// property's, a type's) is not rewritten: that is a Swift rename.
    ///
    /// - Throws: ``KeyRenameError`` when the name is not a key name, the renamed key exists,
    ///   or a literal cannot be rewritten alone.
    public func renameEdits(ofKey key: String, to newName: String) throws(KeyRenameError) -> [KeySpellingEdit]
    {
        guard !newName.isEmpty,
            !newName.contains(where: {
                KeyRenameError.forbidden.contains($0) || $0.isWhitespace || $0.isNewline
            }),
            !newName.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
        else { throw .invalidName(newName) }
        let components = key.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        let index = components.count - 1
        let renamed = (components.dropLast() + [newName]).joined(separator: ".")
        guard renamed != key else { return [] }
        if let existing = entries(ofKey: renamed).first {
            throw .keyExists(key: renamed, at: existing.keyLocation)
        }
        var edits = entries(ofKey: key).map {
            KeySpellingEdit(location: $0.keyLocation, length: nil, newText: newName)
        }
        // Each literal once, with every key it spells: a literal shared with a key outside
        // the rename would be broken by it.
        var spelledKeys: [SourceLocation: Set<String>] = [:]
        var renamedLiterals: [SourceLocation: KeySpellingEdit] = [:]
        for item in schema?.items ?? [] {
            guard let literals = item.keyLiterals else { continue }
            let spelled = item.arrayKey ?? item.key
            for literal in literals { spelledKeys[literal.location, default: []].insert(spelled) }
            guard spelled == key || spelled.hasPrefix(key + ".") else { continue }
            // Every place that spells the key (one item keeps the literals of all), each the
            // literal that spells the renamed component.
            for literal in literals
            where literal.firstComponent <= index && index < literal.firstComponent + literal.components.count
            {
                let component = literal.components[index - literal.firstComponent]
                guard component.name == components[index] else { throw .escapedLiteral(at: literal.location) }
                renamedLiterals[literal.location] = KeySpellingEdit(
                    location: SourceLocation(
                        file: literal.location.file, line: literal.location.line,
                        column: literal.location.column + component.offset),
                    length: component.name.unicodeScalars.count, newText: newName)
            }
        }
        for (location, edit) in renamedLiterals.sorted(by: { $0.key < $1.key }) {
            if let other = spelledKeys[location]?.sorted().first(where: {
                $0 != key && !$0.hasPrefix(key + ".")
            }) {
                throw .sharedLiteral(at: location, otherKey: other)
            }
            edits.append(edit)
        }
        return edits
    }
}

extension ProjectSnapshot {
    /// The rename of the last component of `key` to `newName` as a transaction: its entry in
    /// every locale, the Swift literals that spell it (`renameEdits(ofKey:to:)`), and its records
    /// in the lock (a key's, and those of every key below a renamed mapping), so that its
    /// translations stay current under the new name. `unsaved` replaces files on disk (an
    /// editor's buffers).
    ///
    /// - Throws: ``KeyRenameError`` when the rename cannot be made as asked; a
    ///   `ResourceEditError` when an entry cannot be renamed in place.
    public func renameTransaction(ofKey key: String, to newName: String, unsaved: [String: [UInt8]] = [:])
        throws -> WriteTransaction
    {
        let spellings = try renameEdits(ofKey: key, to: newName)
        let components = key.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        let newKey = (components.dropLast() + [newName]).joined(separator: ".")
        var edits: [PlannedEdit] = []
        let entries = entries(ofKey: key)
        for spelling in spellings {
            if let length = spelling.length {
                edits.append(
                    .sourceText(SourceTextEdit(location: spelling.location, length: length, newText: newName))
                )
            } else if let entry = entries.first(where: { $0.keyLocation == spelling.location }) {
                edits.append(
                    .resource(
                        file: entry.keyLocation.file,
                        .renameKey([entry.locale.description] + components, to: newName)))
            }
        }
        var transaction = WriteTransaction(unsaved: unsaved)
        try transaction.apply(edits)
        if let lockPath, var lock {
            let before = lock
            let locales = entries.map(\.locale)
            let recorded = Set(lock.translations.keys).union(lock.needsTranslation.keys)
            for old in recorded.sorted() where old == key || old.hasPrefix(key + ".") {
                lock.renameKey(old, to: newKey + old.dropFirst(key.count), locales: locales)
            }
            if lock != before { try transaction.write(lock, to: lockPath) }
        }
        return transaction
    }
}
