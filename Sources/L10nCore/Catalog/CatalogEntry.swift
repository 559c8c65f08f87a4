import L10nRuntime

/// One node of a locale's resource tree: a key path, where its key was written, and its value.
public struct CatalogEntry: Sendable, Hashable {
    public var locale: LocaleIdentifier
    /// The dotted key below the locale, `DashboardViewModel.aField.title`. A YAML key that
    /// contains a dot names the same path as the nested keys would (`a.b: x` ≡ `a: {b: x}`).
    public var key: String
    public var keyLocation: SourceLocation
    public var value: CatalogValue

    public init(locale: LocaleIdentifier, key: String, keyLocation: SourceLocation, value: CatalogValue) {
        self.locale = locale
        self.key = key
        self.keyLocation = keyLocation
        self.value = value
    }

    public init(locale: LocaleIdentifier, path: [String], keyLocation: SourceLocation, value: CatalogValue) {
        self.init(locale: locale, key: path.joined(separator: "."), keyLocation: keyLocation, value: value)
    }

    /// The key's components: `["DashboardViewModel", "aField", "title"]`.
    public var path: [String] { key.split(separator: ".", omittingEmptySubsequences: false).map(String.init) }

    /// The first component: the type whose resources hold the entry.
    public var typeName: Substring { key.prefix { $0 != "." } }

    /// The number of components (`T.a.b` → 3), without splitting the key.
    public var depth: Int { key.utf8.reduce(1) { $1 == UInt8(ascii: ".") ? $0 + 1 : $0 } }

    /// The key of the enclosing mapping (`T.a` for `T.a.b`); `nil` for a type's own key.
    public var parentKey: Substring? {
        guard let dot = key.lastIndex(of: ".") else { return nil }
        return key[..<dot]
    }
}
