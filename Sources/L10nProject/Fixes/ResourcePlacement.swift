import Foundation
import L10nCore
import L10nRuntime

/// Where a key that a locale does not have yet is written: the rule `fix` and `import` share.
///
/// What does not depend on the key (the files that cannot be edited, the file each locale has
/// to itself) is worked out once, when the placement is made: make one per catalog and ask it
/// for every key, so placing n keys costs n lookups, not n passes over every file.
public struct ResourcePlacement: Sendable {
    public let catalog: Catalog
    public let defaultLocale: LocaleIdentifier
    /// The configuration's resource roots.
    public let resources: [String]
    /// Files a syntax error stopped reading: they cannot be edited, so never the place for a key.
    private let unreadable: Set<String>
    /// By locale, the first (by path) readable file that holds that locale and no other (a
    /// `de.yml` layout).
    private let ownFiles: [LocaleIdentifier: String]
    /// Where a raw key that no file places goes: one file for all of them (`sharedFile(_:)`).
    public let sharedResource: String
    /// Whether `sharedResource` is the configuration's: then a raw key goes there before the
    /// file a locale has to itself.
    private let sharedResourceIsConfigured: Bool

    /// - Parameter sharedResource: the configuration's `sharedResource:`, used when it lies
    ///   under a resource root (elsewhere its keys would never be read).
    public init(
        catalog: Catalog, defaultLocale: LocaleIdentifier, resources: [String], sharedResource: String? = nil
    ) {
        self.init(
            catalog: catalog, defaultLocale: defaultLocale, resources: resources,
            ownFiles: Self.ownFiles(of: [catalog]), sharedResource: sharedResource)
    }

    /// A placement in one part's catalog (`ProjectSnapshot.catalog(holding:)`) of a project of
    /// parts, the same as in the whole project's: a key's entries are all in its part, and
    /// `ownFiles`, the one thing that depends on every file, comes from every part
    /// (`ownFiles(of:)` over all of them, made once). Without a configured `sharedResource`, a
    /// raw key no file places goes to the part's first file (the whole project's first, for a
    /// project of one part).
    public init(
        catalog: Catalog, defaultLocale: LocaleIdentifier, resources: [String],
        ownFiles: [LocaleIdentifier: String], sharedResource: String? = nil
    ) {
        self.catalog = catalog
        self.defaultLocale = defaultLocale
        self.resources = resources
        let unreadable = Set(catalog.files.filter { $0.readUpTo != nil }.map(\.path))
        self.unreadable = unreadable
        let shared = Self.sharedFile(
            configured: sharedResource, resources: resources, catalog: catalog, unreadable: unreadable)
        self.sharedResource = shared
        sharedResourceIsConfigured = shared == sharedResource
        self.ownFiles = ownFiles
    }

    /// By locale, the first (by path) readable file of `catalogs` that holds that locale and no
    /// other (a `de.yml` layout).
    public static func ownFiles(of catalogs: [Catalog]) -> [LocaleIdentifier: String] {
        var ownFiles: [LocaleIdentifier: String] = [:]
        for catalog in catalogs {
            let unreadable = Set(catalog.files.filter { $0.readUpTo != nil }.map(\.path))
            var localesOfFile: [String: Set<LocaleIdentifier>] = [:]
            for (locale, locations) in catalog.localeLocations {
                for location in locations { localesOfFile[location.file, default: []].insert(locale) }
            }
            for (file, locales) in localesOfFile where locales.count == 1 && !unreadable.contains(file) {
                let locale = locales.first!
                if let current = ownFiles[locale], current <= file { continue }
                ownFiles[locale] = file
            }
        }
        return ownFiles
    }

    /// The file a missing key goes in: the one holding its nearest existing parent in the
    /// locale; else the file that holds only that locale (a `de.yml` layout); else the one
    /// holding the key (or its parent) in the default locale or another locale (FOSMVVM keeps
    /// one file per view model, every locale in it); else a new
    /// `<Type>.yml` beside the Swift file that needs it (FOSMVVM's `UserCardViewModel.swift`
    /// beside `UserCardViewModel.yml`) when that is under a resource root, else in the first root.
    ///
    /// A raw key (`isRawKey`: `.localized(key: "foo")`, named by no type of the code) has no
    /// type to name a file after: where no file holds its parent, it goes to the configured
    /// `sharedResource`; without one, where the steps above put it, else to the default
    /// `sharedResource`: one file for every such key, never a new `foo.yml` per key.
    public func file(
        for key: String, in locale: LocaleIdentifier, neededAt source: SourceLocation, isRawKey: Bool = false
    )
        -> String
    {
        // The key's prefixes of 1, 2, … components end at its dots: cut from the key, not split
        // and joined again for each (a batch of an agent's texts places thousands of keys).
        let dots = key.utf8.indices.filter { key.utf8[$0] == UInt8(ascii: ".") }
        let componentCount = dots.count + 1
        func prefix(_ length: Int) -> String {
            length == componentCount ? key : String(key[..<dots[length - 1]])
        }
        // The nearest existing parent in the locale itself: a mapping, or an empty section
        // (`CardViewModel:` with no keys yet), which the key goes below.
        for length in stride(from: componentCount - 1, through: 1, by: -1) {
            let prefix = prefix(length)
            if let entry = catalog.entry(prefix, in: locale), Self.holdsKeys(entry.value),
                !unreadable.contains(entry.keyLocation.file)
            {
                return entry.keyLocation.file
            }
        }
        if isRawKey, sharedResourceIsConfigured { return sharedResource }
        // Files that hold only this locale (one file per locale, `de.yml`): the first of them.
        if let own = ownFiles[locale] { return own }
        let candidates = [defaultLocale] + catalog.locales.filter { $0 != locale }
        for candidate in candidates {
            for length in stride(from: componentCount, through: 1, by: -1) {
                let prefix = prefix(length)
                if let entry = catalog.entry(prefix, in: candidate),
                    !unreadable.contains(entry.keyLocation.file)
                {
                    if case .mapping = entry.value { return entry.keyLocation.file }
                    if length == componentCount { return entry.keyLocation.file }
                }
            }
        }
        if isRawKey { return sharedResource }
        let name = prefix(1) + ".yml"
        let sourceDirectory = (source.file as NSString).deletingLastPathComponent
        let roots = resources.map { ($0 as NSString).standardizingPath }
        if roots.contains(where: { root in
            let directory = (sourceDirectory as NSString).standardizingPath
            return directory == root || directory.hasPrefix(root.hasSuffix("/") ? root : root + "/")
                || root == "."
        }) {
            return (sourceDirectory as NSString).appendingPathComponent(name)
        }
        return ((resources.first ?? ".") as NSString).appendingPathComponent(name)
    }

    /// The shared file: the configured one when it is under a resource root; else the project's
    /// first readable resource file (by path, a `.yml` one first); else `Shared.yml` in the first
    /// resource root.
    private static func sharedFile(
        configured: String?, resources: [String], catalog: Catalog, unreadable: Set<String>
    ) -> String {
        // Only a configured file needs the roots standardized (which resolves symbolic links: a
        // placement is made per part, hundreds for an agent's batch).
        if let configured {
            let roots = resources.map { ($0 as NSString).standardizingPath }
            let path = (configured as NSString).standardizingPath
            if roots.contains(where: { path == $0 || $0 == "." || path.hasPrefix($0 + "/") }) {
                return configured
            }
        }
        // A `.yml` file first: FOSMVVM's store loads no other.
        let readable = catalog.files.map(\.path).filter { !unreadable.contains($0) }
        if let first = readable.filter({ $0.hasSuffix(".yml") }).min() ?? readable.min() { return first }
        return ((resources.first ?? ".") as NSString).appendingPathComponent("Shared.yml")
    }

    /// A mapping, or an empty section (a plain empty value) that keys go below.
    private static func holdsKeys(_ value: CatalogValue) -> Bool {
        switch value {
        case .mapping: true
        case .string(let scalar): scalar.style == .plain && scalar.text.isEmpty
        case .array: false
        }
    }
}
