/// The Swift files a change reaches in resolution: the changed and removed files, and every
/// file linked to them, directly or through others, by a type name (`SourceFileAnalysis
/// .linkNames`, `.inheritedNames`). Resolving just these files again, from their facts, gives
/// the items and findings a whole scan would give them; every other file's stay as they were.
/// What the project engine and `check --cache` re-resolve after a Swift edit.
public enum LinkedFiles {
    /// The names through which one file's facts meet another's.
    public struct Names: Sendable, Hashable {
        /// Names the file declares or forms keys from.
        public var linkNames: Set<String>
        /// Names the file's types inherit; a link only where they are another file's link name.
        public var inheritedNames: Set<String>

        public init(linkNames: Set<String>, inheritedNames: Set<String>) {
            self.linkNames = linkNames
            self.inheritedNames = inheritedNames
        }

        public init(_ analysis: SourceFileAnalysis) {
            self.init(linkNames: analysis.linkNames, inheritedNames: analysis.inheritedNames)
        }

        var all: Set<String> { linkNames.union(inheritedNames) }
    }

    /// The files to resolve again.
    ///
    /// - Parameters:
    ///   - changed: the files whose contents changed (or that are new), among `paths`.
    ///   - removed: the files that are gone, not among `paths`.
    ///   - paths: every Swift file of the project now.
    ///   - now: a file's names as it is now (`nil` for a removed file).
    ///   - before: a changed or removed file's names before the change (`nil` for a new file).
    public static func component(
        changed: [String], removed: [String], among paths: [String], now: (String) -> Names?,
        before: (String) -> Names?
    ) -> Set<String> {
        // Each file's names, asked once: a caller may make them from stored lists per call.
        let names = paths.map(now)
        // Names some file declares or forms keys from, before or after the change.
        var linking = Set<String>()
        for fileNames in names { linking.formUnion(fileNames?.linkNames ?? []) }
        for path in changed + removed { linking.formUnion(before(path)?.linkNames ?? []) }
        var filesByName: [String: [String]] = [:]
        for (path, fileNames) in zip(paths, names) {
            guard let fileNames else { continue }
            for name in fileNames.linkNames where linking.contains(name) {
                filesByName[name, default: []].append(path)
            }
            for name in fileNames.inheritedNames
            where linking.contains(name) && !fileNames.linkNames.contains(name) {
                filesByName[name, default: []].append(path)
            }
        }
        var pending: [String] = []
        var seen = Set<String>()
        var component = Set(changed)
        for path in changed + removed {
            let seeds = (now(path)?.all ?? []).union(before(path)?.all ?? [])
            for name in seeds where linking.contains(name) && seen.insert(name).inserted {
                pending.append(name)
            }
        }
        while let name = pending.popLast() {
            for path in filesByName[name] ?? [] where component.insert(path).inserted {
                for linked in now(path)?.all ?? []
                where linking.contains(linked) && seen.insert(linked).inserted {
                    pending.append(linked)
                }
            }
        }
        return component
    }
}
