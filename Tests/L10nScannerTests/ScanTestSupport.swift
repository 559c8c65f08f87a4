import L10nCore
import L10nScanner

/// Scans in-memory files, named `path`, on two threads so that merging is exercised.
func scan(_ files: [(path: String, source: String)], excluding excluded: [String] = []) -> ScanResult {
    SchemaScanner(excludedPaths: excluded, concurrency: 2).scan(
        sources: files.map { (path: $0.path, bytes: Array($0.source.utf8)) })
}

/// Scans one in-memory file named `T.swift`.
func scan(_ source: String) -> ScanResult {
    scan([(path: "T.swift", source: source)])
}

/// An expected schema item; `file` defaults to `T.swift`.
func item(
    _ key: String, _ kind: SchemaItem.Kind, type: String, property: String, line: Int, column: Int,
    file: String = "T.swift", placeholders: [String]? = nil, arrayKey: String? = nil, index: Int? = nil,
    pieces: [CompoundPiece]? = nil, separatorKey: String? = nil, substitutionsMember: String? = nil,
    placeholderTypes: [String: String]? = nil, keyLiterals: [KeyLiteral]? = nil
) -> SchemaItem {
    var item = SchemaItem(
        key: key, kind: kind, typeName: type, propertyName: property,
        location: SourceLocation(file: file, line: line, column: column), placeholders: placeholders,
        arrayKey: arrayKey, index: index, pieces: pieces, separatorKey: separatorKey)
    item.substitutionsMember = substitutionsMember
    item.placeholderTypes = placeholderTypes
    item.keyLiterals = keyLiterals
    return item
}

/// An expected key literal of `T.swift`: its text starts at `line`:`column` and spells the
/// key's components from `first` on.
func literal(_ text: String, line: Int, column: Int, first: Int, file: String = "T.swift") -> KeyLiteral {
    KeyLiteral(
        location: SourceLocation(file: file, line: line, column: column), text: text, firstComponent: first)
}
