import L10nCore

/// A key that code builds from a type, as `LocalizableRef.init(for:parentType:parentKeys:
/// propertyName:index:)` does (`.localized(for: T.self, propertyName: "x")`, `.init(for:…)`,
/// `LocalizableRef(for:…)`), with a literal property name.
///
/// When the type is `Self` written in an extension, the extended type may be a protocol (the
/// Fields pattern): the key is then needed under every type that conforms to it, which only
/// the merged facts of all files tell.
struct TypeKeyRequest: Hashable, Sendable, Codable {
    /// The `for:` type, looked up from the innermost enclosing type.
    var typePath: TypePath
    /// `true` for `Self.self` whose innermost enclosing scope is an extension.
    var isSelfInExtension: Bool
    /// `P` of the extension's `where Self: P`: conformers must conform to these too.
    var selfConstraints: [String] = []
    /// The `parentType:` type's name, which then prefixes the key.
    var parentTypeName: String?
    /// The components after the type name: the non-empty parent keys, then the property name.
    var keyTail: [String]
    /// `index:`: the key is then one element of an array.
    var index: Int?
    var kind: SchemaItem.Kind
    var location: SourceLocation
    /// The literals that spell `keyTail`, their first components counted from the tail's
    /// start; `nil` when one cannot be located.
    var tailLiterals: [KeyLiteral]?

    /// The item for one concrete type (`typeName` is the `for:` type's name, or a conformer's).
    func item(typeName: String, requiredByProtocol: String? = nil) -> SchemaItem {
        let head = [parentTypeName, typeName].compactMap { $0 }
        let key = (head + keyTail).joined(separator: ".")
        var item = SchemaItem(
            key: key, kind: kind, typeName: parentTypeName ?? typeName, propertyName: keyTail.last ?? "",
            location: location, requiredByProtocol: requiredByProtocol)
        item.keyLiterals = tailLiterals?.map { literal in
            var literal = literal
            literal.firstComponent += head.count
            return literal
        }
        if let index {
            item.kind = .element
            item.arrayKey = key
            item.index = index
            item.key = "\(key)[\(index)]"
        }
        return item
    }
}
