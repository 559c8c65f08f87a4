import L10nCore

/// `file-type-mismatch`: a file named after a type (`DashboardViewModel.yml`) that defines
/// keys of another type, reported once per foreign type and file, at that type's key.
///
/// A file counts as named after a type only when its name (without `.yml`/`.yaml`) is a type
/// of the schema or of the catalog, so collection files (`Localizable.yml`) are never reported.
/// When two files open the same type, the catalog keeps the first file's type key; the later
/// file's finding is then located at its first key of that type.
///
/// Only under `runtime: l10nc`, as a layout convention: FOSMVVM's store merges every `.yml`
/// file of its search paths into one tree per locale whatever the file is called
/// (`YamlLocalizationStore.swift`, `loadFlattenedYAML`), so under `runtime: fosmvvm` nothing
/// is served wrong and nothing is reported.
struct FileTypeMismatchRule: CheckRule {
    var rules: [RuleID] { [.fileTypeMismatch] }

    func check(_ context: CheckContext) -> [Diagnostic] {
        // Each locale's pass over its entries (`EntryWalk`) found its foreign keys per file and
        // type; the first key over all locales is the shallowest, then the earliest.
        var firstKey: [EntryWalk.ForeignType: (depth: Int, location: SourceLocation)] = [:]
        for walk in context.entryWalks {
            for (key, candidate) in walk.foreignTypes {
                if let current = firstKey[key],
                    (current.depth, current.location) <= (candidate.depth, candidate.location)
                {
                    continue
                }
                firstKey[key] = candidate
            }
        }
        return firstKey.map { key, first in
            let fileName = key.file.split(separator: "/").last.map(String.init) ?? key.file
            return Diagnostic(
                rule: .fileTypeMismatch,
                message:
                    "'\(fileName)' defines keys of type '\(key.type)'; move them to \(key.type).yml, where "
                    + "they are looked for",
                location: first.location)
        }
    }

    /// `DashboardViewModel` for `Resources/DashboardViewModel.yml`.
    static func typeName(ofFile path: String) -> String? {
        let utf8 = path.utf8
        let nameStart = utf8.lastIndex(of: UInt8(ascii: "/")).map { utf8.index(after: $0) } ?? utf8.startIndex
        let name = utf8[nameStart...]
        // Compared as bytes: the check cache and the engine ask once per resource file on every
        // run, and `hasSuffix` compares canonical equivalents, far slower. The extensions are
        // ASCII, so the stem ends on a scalar boundary.
        let extensionLength: Int
        if name.count > 4, name.suffix(4).elementsEqual(".yml".utf8) {
            extensionLength = 4
        } else if name.count > 5, name.suffix(5).elementsEqual(".yaml".utf8) {
            extensionLength = 5
        } else {
            return nil
        }
        return String(Substring(name.dropLast(extensionLength)))
    }
}
