import L10nCore

/// `resource-not-loaded` (`runtime: fosmvvm` only): a resource file with locales that
/// FOSMVVM's YAML store never reads.
///
/// The store collects files with `URL.findFiles(withExtension: "yml")`
/// (FOSFoundation `URL+Files.swift`), which compares `pathExtension == "yml"` exactly: a
/// `.yaml`, `.YML` or `.Yml` file is skipped (`YamlLocalizationStore.swift`,
/// `loadFlattenedYAML`). l10nc reads those files, so without this finding their keys would
/// look present while FOSMVVM serves them blank. Reported once per file, at its first locale.
struct ResourceNotLoadedRule: CheckRule {
    var rules: [RuleID] { [.resourceNotLoaded] }

    /// The one extension FOSMVVM's store loads, compared case-sensitively.
    static let loadedExtension = "yml"

    func check(_ context: CheckContext) -> [Diagnostic] {
        // A file "looks like a localization file" when it holds at least one locale.
        var firstLocale: [String: SourceLocation] = [:]
        for locations in context.catalog.localeLocations.values {
            for location in locations where firstLocale[location.file].map({ location < $0 }) ?? true {
                firstLocale[location.file] = location
            }
        }
        return context.catalog.files.compactMap { file in
            guard let location = firstLocale[file.path], Self.fileExtension(file.path) != Self.loadedExtension
            else { return nil }
            let name = file.path.split(separator: "/").last.map(String.init) ?? file.path
            let stem = name.split(separator: ".", omittingEmptySubsequences: false).dropLast()
                .joined(separator: ".")
            return Diagnostic(
                rule: .resourceNotLoaded,
                message:
                    "FOSMVVM's YAML store never loads '\(name)': it reads only files whose extension is exactly "
                    + "'yml' (case-sensitive), so every text in this file is blank at run time; rename it to "
                    + "'\(stem).yml'",
                location: location)
        }
    }

    /// The text after the last dot of the file name, as `URL.pathExtension` gives it.
    static func fileExtension(_ path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return String(name[name.index(after: dot)...])
    }
}
