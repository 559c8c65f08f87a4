/// The Swift files a change reaches in resolution: the changed and removed files, and every
/// file linked to them, directly or through others, by a type name (`SourceFileAnalysis
/// .linkNames`, `.inheritedNames`). Resolving just these files again, from their facts, gives
/// the items and findings a whole scan would give them; every other file's stay as they were.
/// What the project engine and `check --cache` re-resolve after a Swift edit.
public enum LinkedFiles {
    /// The names through which one file's facts meet another's, as lists: the check cache keeps
    /// them as lists, and a list is looked through, never hashed, when few names are followed.
    public struct Names: Sendable, Hashable {
        /// Names the file declares or forms keys from.
        public var linkNames: [String]
        /// Names the file's types inherit; a link only where they are another file's link name.
        public var inheritedNames: [String]

        public init(linkNames: [String], inheritedNames: [String]) {
            self.linkNames = linkNames
            self.inheritedNames = inheritedNames
        }

        public init(_ analysis: SourceFileAnalysis) {
            self.init(linkNames: Array(analysis.linkNames), inheritedNames: Array(analysis.inheritedNames))
        }
    }

    /// A change reaching this many names has the files' names indexed by name, instead of
    /// looking through every file's names for each name it reaches.
    static let namesLookedUpOneByOne = 24

    /// The files to resolve again.
    ///
    /// A name links the files that declare it or form keys from it (their link names) and the
    /// files whose types inherit it, provided some file links it now or a changed or removed
    /// file did before. From the changed and removed files' names, before and now, every file
    /// a linking name reaches is taken, and its names followed in turn.
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
        var reach = Reach(
            names: paths.map(now), linkedBefore: (changed + removed).flatMap { before($0)?.linkNames ?? [] })
        var pending: [String] = []
        var seen = Set<String>()
        var component = Set(changed)
        for path in changed + removed {
            for names in [now(path), before(path)] {
                guard let names else { continue }
                for name in names.linkNames + names.inheritedNames where seen.insert(name).inserted {
                    pending.append(name)
                }
            }
        }
        while let name = pending.popLast() {
            for file in reach.files(linkedBy: name) where component.insert(paths[file]).inserted {
                let names = reach.names[file]!
                for linked in names.linkNames + names.inheritedNames where seen.insert(linked).inserted {
                    pending.append(linked)
                }
            }
        }
        return component
    }

    /// Which files a name links: looked up through every file's names for the first few names
    /// a change reaches (most edits reach one file's few names), through an index of every
    /// name once more are reached.
    private struct Reach {
        let names: [Names?]
        let linkedBefore: [String]
        private var lookedUp = 0
        private var index: (linking: Set<String>, filesByName: [String: [Int]])?

        init(names: [Names?], linkedBefore: [String]) {
            self.names = names
            self.linkedBefore = linkedBefore
        }

        /// The positions of the files `name` links, in the files' order; none when no file
        /// links the name now and no changed or removed file did before.
        mutating func files(linkedBy name: String) -> [Int] {
            lookedUp += 1
            if index == nil, lookedUp > LinkedFiles.namesLookedUpOneByOne { index = makeIndex() }
            if let index {
                return index.linking.contains(name) ? index.filesByName[name] ?? [] : []
            }
            var files: [Int] = []
            var isLinking = linkedBefore.contains(name)
            for (position, fileNames) in names.enumerated() {
                guard let fileNames else { continue }
                if fileNames.linkNames.contains(name) {
                    isLinking = true
                    files.append(position)
                } else if fileNames.inheritedNames.contains(name) {
                    files.append(position)
                }
            }
            return isLinking ? files : []
        }

        private func makeIndex() -> (linking: Set<String>, filesByName: [String: [Int]]) {
            var linking = Set(linkedBefore)
            for fileNames in names { linking.formUnion(fileNames?.linkNames ?? []) }
            var filesByName: [String: [Int]] = [:]
            for (position, fileNames) in names.enumerated() {
                guard let fileNames else { continue }
                for name in fileNames.linkNames { filesByName[name, default: []].append(position) }
                for name in fileNames.inheritedNames
                where linking.contains(name) && !fileNames.linkNames.contains(name) {
                    filesByName[name, default: []].append(position)
                }
            }
            return (linking, filesByName)
        }
    }
}
