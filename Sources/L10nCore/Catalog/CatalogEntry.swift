import L10nRuntime

/// One node of a locale's resource tree: a key path, where its key was written, and its value.
public struct CatalogEntry: Sendable, Hashable {
    public var locale: LocaleIdentifier
    /// Key path components below the locale: `["DashboardViewModel", "aField", "title"]`.
    public var path: [String]
    public var keyLocation: SourceLocation
    public var value: CatalogValue

    /// The dotted key, `DashboardViewModel.aField.title`.
    public var key: String { path.joined(separator: ".") }

    public init(locale: LocaleIdentifier, path: [String], keyLocation: SourceLocation, value: CatalogValue) {
        self.locale = locale
        self.path = path
        self.keyLocation = keyLocation
        self.value = value
    }
}
