import L10nCore
import L10nEditing
import L10nRuntime

/// Plans the edits that make a text a key's translation in a locale: where the key is, its
/// value set in place (a plural variant by variant, so an unchanged variant keeps its bytes);
/// where it is not, added where `fix` would add it (`ResourcePlacement`). What `import` writes,
/// and every later writer of translations.
public struct TranslationWriter: Sendable {
    public let catalog: Catalog
    public let defaultLocale: LocaleIdentifier
    private let placement: ResourcePlacement

    /// - Parameter resources: the configuration's resource roots (where a new file may go).
    public init(catalog: Catalog, defaultLocale: LocaleIdentifier, resources: [String]) {
        self.catalog = catalog
        self.defaultLocale = defaultLocale
        placement = ResourcePlacement(catalog: catalog, defaultLocale: defaultLocale, resources: resources)
    }

    /// A writer into `placement`'s catalog (one part's, for a project of parts).
    public init(placement: ResourcePlacement) {
        catalog = placement.catalog
        defaultLocale = placement.defaultLocale
        self.placement = placement
    }

    /// The edits that make `value` the text of `key` in `locale`; none when it already is.
    public func edits(writing value: EditValue, key: String, locale: LocaleIdentifier) -> [PlannedEdit] {
        let path =
            [locale.description]
            + key.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        let existing = catalog.entry(key, in: locale)
        let file =
            existing?.keyLocation.file
            ?? placement.file(
                for: key, in: locale,
                neededAt: catalog.entry(key, in: defaultLocale)?.keyLocation
                    ?? SourceLocation(file: "", line: 0, column: 0))
        var value = value
        // A list translated up to the source's length keeps the elements the locale has beyond
        // it: only what was translated changes.
        if case .strings(let texts) = value, case .array(let scalars)? = existing?.value,
            scalars.count > texts.count
        {
            value = .strings(texts + scalars[texts.count...].map(\.text))
        }
        switch (value, existing?.value) {
        case (.string(let text), .string(let scalar)?) where scalar.text == text:
            return []
        case (.strings(let texts), .array(let scalars)?) where scalars.map(\.text) == texts:
            return []
        case (.mapping(let variants), .mapping?):
            return variants.compactMap { category, variantValue -> PlannedEdit? in
                guard case .string(let text) = variantValue else { return nil }
                let variant = catalog.entry(key + "." + category, in: locale)
                if case .string(let scalar)? = variant?.value, scalar.text == text { return nil }
                return .resource(
                    file: variant?.keyLocation.file ?? file, .setValue(variantValue, at: path + [category]))
            }
        default:
            return [.resource(file: file, .setValue(value, at: path))]
        }
    }
}
