import Foundation
import L10nChecker
import L10nCore
import L10nEditing
import L10nExchange
import L10nMemory
import L10nRuntime

/// The translation memory of a project, as every front end builds it: the project's own
/// translations first (those `l10nc.lock` trusts), then each memory file in the order given
/// (`--memory`, else `memory:` in `l10nc.yml`).
public enum ProjectMemory {
    /// Builds the memory over `catalogs` (one for a whole analysis, one per part for an
    /// engine's snapshot) and `files`.
    ///
    /// - Returns: the memory, and what could not be read in the files (warnings: a file from
    ///   another source language; errors: a file that does not parse, which adds nothing).
    /// - Throws: `ProjectMemoryError.unreadable` for a file that cannot be read at all.
    public static func build(
        catalogs: [Catalog], defaultLocale: LocaleIdentifier, lock: TranslationLock?, files: [String],
        localeData: LocaleDataStore?, shownAs: (String) -> String = { $0 }
    ) throws(ProjectMemoryError) -> (memory: TranslationMemory, findings: [ImportFinding]) {
        var memory = TranslationMemory(defaultLocale: defaultLocale)
        memory.addProject(catalogs: catalogs, lock: lock)
        let reader = MemoryFileReader { text in
            LocaleIdentifier(text).flatMap { localeData?.pluralCategories(for: $0).sorted() }
        }
        var findings: [ImportFinding] = []
        for path in files {
            guard let data = FileManager.default.contents(atPath: path) else {
                throw .unreadable(path: path)
            }
            findings += reader.add([UInt8](data), path: path, shownAs: shownAs(path), to: &memory)
        }
        return (memory, findings)
    }

    /// `build` for a snapshot: its parts' catalogs, its configuration's `memory:` files unless
    /// `files` names others.
    public static func build(
        snapshot: ProjectSnapshot, lock: TranslationLock?, files: [String]? = nil,
        shownAs: (String) -> String = { $0 }
    ) throws(ProjectMemoryError) -> (memory: TranslationMemory, findings: [ImportFinding]) {
        try build(
            catalogs: snapshot.parts.map(\.catalog), defaultLocale: snapshot.defaultLocale, lock: lock,
            files: files ?? snapshot.configuration.memory, localeData: snapshot.localeData, shownAs: shownAs)
    }
}

/// A translation memory file that cannot be used.
public enum ProjectMemoryError: Error, Sendable, Hashable, CustomStringConvertible {
    case unreadable(path: String)

    public var description: String {
        switch self {
        case .unreadable(let path):
            "cannot read the translation memory file \(path); check the path given with --memory or under memory: in l10nc.yml"
        }
    }
}
