import L10nCore

/// A key the resources must hold, with the shape its value must have and the properties
/// that need it.
struct KeyRequirement: Sendable {
    enum Shape: Sendable {
        /// A string, or a plural mapping of strings.
        case message
        /// An array of strings.
        case array
    }

    /// An array element a property reads: the array must be longer than `index`.
    struct ElementRead: Sendable {
        var index: Int
        var item: SchemaItem
    }

    let key: String
    let shape: Shape
    /// The schema items that need the key, sorted by location; the first locates findings. A
    /// run of the schema's own items where they are one (`CheckContext.requirements(for:)`), so
    /// a requirement holds no copy of them.
    var items: ArraySlice<SchemaItem> {
        didSet { declaredSubstitutions = Self.declaredSubstitutions(of: items) }
    }
    var elementReads: [ElementRead] = []
    /// `true` when only compounds need the key, as their separator: an empty or untranslated
    /// separator (`""`, `" "`) is normal.
    var isSeparatorOnly = false

    init(key: String, shape: Shape, items: ArraySlice<SchemaItem>) {
        self.key = key
        self.shape = shape
        self.items = items
        declaredSubstitutions = Self.declaredSubstitutions(of: items)
    }

    var primaryItem: SchemaItem { items[items.startIndex] }

    /// The substitution names the code declares, when a `@LocalizedSubs` property needs the
    /// key and declares them as a literal. Kept with the items: several rules ask it of every
    /// requirement.
    private(set) var declaredSubstitutions: [String]?

    private static func declaredSubstitutions(of items: ArraySlice<SchemaItem>) -> [String]? {
        items.first { $0.kind == .subs && $0.placeholders != nil }?.placeholders
    }

    /// The property that needs the key, for messages.
    var propertyDescription: String {
        let item = primaryItem
        if items.count > 1 {
            return "property '\(item.propertyName)' (and \(items.count - 1) more)"
        }
        return "property '\(item.propertyName)'"
    }
}
