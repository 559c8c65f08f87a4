import L10nChecker
import L10nCore

/// Splits a project into parts that can be checked apart: a part holds resource files and the
/// first key components ("namespaces", in FOSMVVM the view models' type names) they define or
/// the schema needs, such that no file and no schema item of one part reads a key of another.
///
/// Files are joined with the namespaces they define and the type they are named after
/// (`DashboardViewModel.yml`); namespaces are joined when a schema item
/// of one reads a key of the other (compound pieces, separators, array keys). A finding is
/// about keys and the files that hold them, so each falls within one part, and a part's
/// findings depend only on its own files and items (and the project-wide settings kept apart
/// in the part's fingerprint).
public struct ProjectPartition: Sendable {
    public struct Part: Sendable, Hashable {
        /// Sorted.
        public var files: [String]
        /// Sorted.
        public var namespaces: [String]

        public init(files: [String], namespaces: [String]) {
            self.files = files
            self.namespaces = namespaces
        }
    }

    public let parts: [Part]

    /// A partition kept from before (`ProjectLayout.init(locales:knownTypes:partition:)`).
    public init(parts: [Part]) {
        self.parts = parts
    }

    /// - Parameters:
    ///   - files: each resource file (sorted by path) with the namespaces it defines.
    ///   - namespaceLinks: per namespace the schema needs, the other namespaces its items read.
    public init(files: [(path: String, namespaces: [String])], namespaceLinks: [String: [String]]) {
        // Nodes: the files (0..<files.count), then each namespace as first seen.
        var index: [String: Int] = [:]
        index.reserveCapacity(files.count + namespaceLinks.count)
        var names: [String] = []
        var parent = Array(0..<files.count)
        func node(_ namespace: String) -> Int {
            if let found = index[namespace] { return found }
            let new = files.count + names.count
            index[namespace] = new
            names.append(namespace)
            parent.append(new)
            return new
        }
        func find(_ node: Int) -> Int {
            var node = node
            while parent[node] != node {
                parent[node] = parent[parent[node]]
                node = parent[node]
            }
            return node
        }
        func join(_ a: Int, _ b: Int) {
            let (rootA, rootB) = (find(a), find(b))
            if rootA != rootB { parent[max(rootA, rootB)] = min(rootA, rootB) }
        }
        for (fileIndex, file) in files.enumerated() {
            for namespace in file.namespaces { join(fileIndex, node(namespace)) }
            // A file is also joined with the type it is named after, whether or not it defines
            // it now: when a syntax error stops the file, that type's keys are not reported
            // missing (they may be in the unread rest), which only a part holding both knows.
            if let named = Checker.typeName(ofResourceFile: file.path) { join(fileIndex, node(named)) }
        }
        for (namespace, links) in namespaceLinks {
            let own = node(namespace)
            for link in links { join(own, node(link)) }
        }
        // Parts in the order of their first node, so parts with files come in path order.
        var partOfRoot: [Int: Int] = [:]
        var parts: [Part] = []
        for fileIndex in files.indices {
            let root = find(fileIndex)
            if let part = partOfRoot[root] {
                parts[part].files.append(files[fileIndex].path)
            } else {
                partOfRoot[root] = parts.count
                parts.append(Part(files: [files[fileIndex].path], namespaces: []))
            }
        }
        for (offset, namespace) in names.enumerated() {
            let root = find(files.count + offset)
            if let part = partOfRoot[root] {
                parts[part].namespaces.append(namespace)
            } else {
                partOfRoot[root] = parts.count
                parts.append(Part(files: [], namespaces: [namespace]))
            }
        }
        for part in parts.indices where parts[part].namespaces.count > 1 { parts[part].namespaces.sort() }
        self.parts = parts
    }
}

extension ProjectPartition {
    /// The first component of a dotted key: the namespace it belongs to.
    public static func namespace(of key: String) -> String { UnreadScope.namespace(of: key) }

    /// The other namespaces the items of `namespace` read: their array keys, separators and
    /// compound pieces, which tie the namespaces into one part.
    public static func links(of items: some Sequence<SchemaItem>, in namespace: String) -> [String] {
        var links = Set<String>()
        for item in items {
            links.insert(Self.namespace(of: item.typeName))
            if let arrayKey = item.arrayKey { links.insert(Self.namespace(of: arrayKey)) }
            if let separator = item.separatorKey { links.insert(Self.namespace(of: separator)) }
            for piece in item.pieces ?? [] { links.insert(Self.namespace(of: piece.key)) }
        }
        links.remove(namespace)
        return links.sorted()
    }
}
