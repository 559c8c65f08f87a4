/// A reference to a message, in FOSMVVM's spelling: a key, or an element of an array
/// message. `LocalizableString.localized(_:)` and `LocalizableArray.localized(_:)` take one.
public enum LocalizableRef: Sendable, Hashable, CustomStringConvertible {
    /// The message at `key` (`DashboardViewModel.pageTitle`).
    case value(key: String)
    /// Element `index` of the array message at `key`.
    case arrayValue(key: String, index: Int)

    /// The message at the key that joins `keys` with dots, empty levels left out.
    public static func value(keys: String...) -> Self {
        .value(key: keys.filter { !$0.isEmpty }.joined(separator: "."))
    }

    /// The key of property `propertyName` of `type`: `[ParentType.]Type[.parentKeys…].propertyName`,
    /// with `index` an element of that array message. The same key the scanner derives.
    public init(
        for type: (some Any).Type, parentType: Any.Type? = nil, parentKeys: String..., propertyName: String,
        index: Int? = nil
    ) {
        self.init(
            for: type, parentType: parentType, parentKeys: parentKeys, propertyName: propertyName,
            index: index)
    }

    /// As `init(for:parentType:parentKeys:propertyName:index:)`, with the parent keys as an array.
    public init(
        for type: (some Any).Type, parentType: Any.Type? = nil, parentKeys: [String], propertyName: String,
        index: Int? = nil
    ) {
        var key = TypeNames.name(of: type)
        if let parentType { key = TypeNames.name(of: parentType) + "." + key }
        for parent in parentKeys where !parent.isEmpty { key += "." + parent }
        key += "." + propertyName
        self = index.map { .arrayValue(key: key, index: $0) } ?? .value(key: key)
    }

    /// The key, and the element index of an array value: `T.pieces[1]`.
    public var description: String {
        switch self {
        case .value(let key): key
        case .arrayValue(let key, let index): "\(key)[\(index)]"
        }
    }

    /// The key without the index.
    public var key: String {
        switch self {
        case .value(let key), .arrayValue(let key, _): key
        }
    }

    /// The element index, for an array value.
    public var index: Int? {
        if case .arrayValue(_, let index) = self { return index }
        return nil
    }
}
