import L10nCore
import L10nRuntime
import L10nYAML

extension ResourceDocument {
    /// One key to add, as `insert(_:at:)` takes it.
    public struct Insertion: Sendable, Hashable {
        public var value: EditValue
        /// Starts with the locale (`["en", "TaskViewModel", "title"]`).
        public var keyPath: [String]

        public init(_ value: EditValue, at keyPath: [String]) {
            self.value = value
            self.keyPath = keyPath
        }
    }

    /// Adds every insertion as calling `insert(_:at:)` for each in turn would (the same bytes,
    /// the same error for each one that cannot be made), but in one pass: every position is
    /// worked out from the one parse the document has, the new text goes in with one copy of
    /// the bytes, and the result is parsed once. Calling `insert(_:at:)` n times parses the
    /// file n times and copies it n times, so adding a locale's keys to a file was quadratic in
    /// the keys.
    ///
    /// The insertions are planned against a tree of the document that holds what the earlier
    /// ones added: where a key goes (beside its siblings, in key order when they are sorted,
    /// else after the last), the levels it creates, and the keys that already exist. New text
    /// is placed at offsets of the bytes as they are; text planned at the same offset goes in
    /// the order of the tree, which is the order inserting one by one leaves it in. When the
    /// result does not parse, an insertion goes below a mapping another one adds (the plan holds
    /// an added value as text, not as levels), or one goes below an alias (`de: *en`, whose
    /// mapping is the anchor's, reached by two paths), the insertions are made one by one
    /// instead, so the outcome is always that of `insert(_:at:)`.
    ///
    /// - Returns: for each insertion, in order, `nil` when it was made, else why not.
    public mutating func insert(contentsOf insertions: [Insertion]) -> [ResourceEditError?] {
        // A plural's variants go in as a mapping (a translation memory's match): planned as
        // any value, unless another insertion goes below it. Locales are compared loosely
        // (any spelling may name the same one): one by one more often, never less.
        let addedMappings = insertions.filter {
            if case .mapping = $0.value { return true }
            return false
        }.map { $0.keyPath.dropFirst() }
        let nestsMappings = addedMappings.contains { mapping in
            insertions.contains {
                $0.keyPath.count > mapping.count + 1 && $0.keyPath.dropFirst().starts(with: mapping)
            }
        }
        // Below an empty section (`CardViewModel:` and nothing yet) the first key turns the
        // null into a mapping, which the plan does not model: one by one there.
        guard insertions.count > 1, !nestsMappings, !insertions.contains(where: { walksIntoNull($0.keyPath) })
        else { return insertOneByOne(insertions) }
        var plan = InsertionPlan(self)
        let outcomes = insertions.map { plan.add($0) }
        guard !plan.walkedIntoAlias else { return insertOneByOne(insertions) }
        let edits = plan.edits()
        guard !edits.isEmpty else { return outcomes }
        let saved = (bytes: bytes, root: root, lines: lines)
        // From the last offset to the first: each edit's range is one of the bytes before it.
        for edit in edits { bytes.replaceSubrange(edit.range, with: edit.replacement) }
        do {
            try reparse()
        } catch {
            (bytes, root, lines) = saved
            return insertOneByOne(insertions)
        }
        self.edits += edits
        for (insertion, outcome) in zip(insertions, outcomes) where outcome == nil {
            intended.insert(DocumentMeaning.node(insertion.value), at: insertion.keyPath)
        }
        return outcomes
    }

    private mutating func insertOneByOne(_ insertions: [Insertion]) -> [ResourceEditError?] {
        insertions.map { insertion -> ResourceEditError? in
            do throws(ResourceEditError) {
                try insert(insertion.value, at: insertion.keyPath)
                return nil
            } catch {
                return error
            }
        }
    }
}

/// The insertions of one `insert(contentsOf:)`, planned against the document's tree: each key
/// the plan adds becomes a node of a tree that mirrors the document's mappings where an
/// insertion walks, so a later insertion finds the levels an earlier one created.
private struct InsertionPlan {
    /// A mapping pair of the document, or one the plan adds.
    struct Node {
        enum Kind {
            /// The document's top-level mapping.
            case root(YAMLMapping)
            /// A document without a top-level mapping yet (empty, or only comments): the first
            /// insertion starts it at the end of the bytes.
            case emptyRoot
            /// A pair of the document.
            case pair(YAMLMapping.Pair)
            /// A level an insertion creates.
            case addedMapping
            /// The value an insertion writes.
            case addedValue(EditValue)
        }

        var kind: Kind
        var key: String
        /// The column of the node's own key, less one (added nodes).
        var indent = 0
        /// The children in document order, once an insertion has walked into the node.
        var children: [Int]?
        /// The first child of each key text, and of each locale (top level).
        var childByKey: [String: Int] = [:]
        var childByLocale: [LocaleIdentifier: Int] = [:]
        /// `true` while the children's keys are strictly ascending.
        var childrenSorted = false
        /// Where the text of an added node goes: an offset of the document's bytes.
        var anchor = 0
        /// `true` for a node the plan adds and for every node above one.
        var changed = false

        var isAdded: Bool {
            switch kind {
            case .addedMapping, .addedValue: true
            case .root, .emptyRoot, .pair: false
            }
        }
    }

    /// Where a subtree ends: at an offset of the document's bytes, or in an added node's text.
    private enum End {
        case original(Int)
        case added(anchor: Int)
    }

    private let document: ResourceDocument
    private var nodes: [Node] = []
    /// `true` once an insertion walked into a mapping that is an alias of another: the plan is
    /// not followed then (`insert(contentsOf:)` inserts one by one).
    private(set) var walkedIntoAlias = false
    /// `nil` when the document's top level is a scalar or a sequence: nothing can be added.
    private var top: Int?

    init(_ document: ResourceDocument) {
        self.document = document
        switch document.root {
        case .mapping(let mapping):
            nodes.append(Node(kind: .root(mapping), key: ""))
            top = 0
        case nil:
            nodes.append(Node(kind: .emptyRoot, key: ""))
            top = 0
        case .scalar, .sequence:
            top = nil
        }
    }

    private var path: String { document.path }

    // MARK: Planning

    /// Plans one insertion; `nil` when it can be made, else the error `insert(_:at:)` throws.
    mutating func add(_ insertion: ResourceDocument.Insertion) -> ResourceEditError? {
        let keyPath = insertion.keyPath
        precondition(!keyPath.isEmpty, "a key path names at least a locale")
        guard let top else { return .notAMapping(path: path, key: "the top level") }
        var walked = [top]
        var depth = 0
        while depth < keyPath.count {
            let current = walked[walked.count - 1]
            materialize(current)
            guard let child = child(keyPath[depth], of: current, isLocale: depth == 0) else { break }
            depth += 1
            if depth == keyPath.count {
                return .keyExists(path: path, key: ResourceDocument.dotted(keyPath))
            }
            guard isMapping(child) else {
                return .notAMapping(path: path, key: ResourceDocument.dotted(Array(keyPath[..<depth])))
            }
            if case .pair(let pair) = nodes[child].kind, Self.isAlias(pair) { walkedIntoAlias = true }
            walked.append(child)
        }
        let parent = walked[walked.count - 1]
        materialize(parent)
        let indent: Int
        switch nodes[parent].kind {
        case .root(let mapping):
            if let flow = flowMappingError(mapping, keyPath: keyPath, depth: depth) { return flow }
            indent = (mapping.pairs.first?.key.location.column ?? mapping.location.column) - 1
        case .pair(let pair):
            guard case .mapping(let mapping) = pair.value else { preconditionFailure("walked into a value") }
            if let flow = flowMappingError(mapping, keyPath: keyPath, depth: depth) { return flow }
            indent = (mapping.pairs.first?.key.location.column ?? mapping.location.column) - 1
        case .emptyRoot:
            indent = 0
        case .addedMapping:
            indent = nodes[parent].indent + document.style.indentStep
        case .addedValue:
            preconditionFailure("walked into a value")
        }

        let remaining = Array(keyPath[depth...])
        let (position, anchor) = placement(of: remaining[0], in: parent, isLocale: depth == 0)

        // The new levels, then the value.
        var added: [Int] = []
        for (level, key) in remaining.enumerated() {
            let isValue = level == remaining.count - 1
            var node = Node(
                kind: isValue ? .addedValue(insertion.value) : .addedMapping, key: key,
                indent: indent + level * document.style.indentStep)
            node.anchor = anchor
            node.changed = true
            if !isValue {
                node.children = []
                node.childrenSorted = true
            }
            nodes.append(node)
            added.append(nodes.count - 1)
        }
        for (upper, lower) in zip(added, added.dropFirst()) {
            nodes[upper].children = [lower]
            index(lower, in: upper)
        }
        nodes[parent].children!.insert(added[0], at: position)
        index(added[0], in: parent)
        for node in walked { nodes[node].changed = true }
        return nil
    }

    /// Where a new child `key` of `parent` goes, as `ResourceDocument.insertionOffset` places it:
    /// before the first greater sibling when the siblings are in key order (and not locales),
    /// else after the last. Keeps the parent's `childrenSorted` up to date.
    private mutating func placement(of key: String, in parent: Int, isLocale: Bool) -> (
        position: Int, anchor: Int
    ) {
        let siblings = nodes[parent].children!
        if !isLocale, siblings.count >= 2, nodes[parent].childrenSorted,
            let next = firstGreater(key, in: siblings)
        {
            let sibling = nodes[siblings[next]]
            guard case .pair(let pair) = sibling.kind else { return (next, sibling.anchor) }
            // The document's pair before it, not a key the plan added there.
            var previous: YAMLMapping.Pair?
            for node in siblings[..<next].reversed() {
                if case .pair(let pair) = nodes[node].kind {
                    previous = pair
                    break
                }
            }
            return (
                next,
                document.commentBlockStart(
                    above: document.lines.lineStart(of: pair.key.sourceRange.lowerBound), below: previous)
            )
        }
        if let last = siblings.last, !(nodes[last].key < key) { nodes[parent].childrenSorted = false }
        return (siblings.count, appendAnchor(parent))
    }

    /// Whether a pair's value is an alias: the reader replays the anchor's nodes, positions
    /// and all, so the value starts before its key (an anchor always comes before its aliases).
    private static func isAlias(_ pair: YAMLMapping.Pair) -> Bool {
        let value = pair.value.location
        let key = pair.key.location
        return (value.line, value.column) < (key.line, key.column)
    }

    /// The error `insert(_:at:)` throws for a key below a flow mapping.
    private func flowMappingError(_ mapping: YAMLMapping, keyPath: [String], depth: Int) -> ResourceEditError?
    {
        let start = document.startOffset(of: .mapping(mapping))
        guard start < document.bytes.count, document.bytes[start] == UInt8(ascii: "{") else { return nil }
        return .unsupportedLayout(
            path: path, key: ResourceDocument.dotted(Array(keyPath[..<max(depth, 1)])),
            reason: "a flow mapping")
    }

    private func isMapping(_ node: Int) -> Bool {
        switch nodes[node].kind {
        case .pair(let pair):
            if case .mapping = pair.value { return true }
            return false
        case .root, .emptyRoot, .addedMapping: return true
        case .addedValue: return false
        }
    }

    /// The child named `key`, as `ResourceDocument.pair(_:in:isLocale:)` finds it: the first
    /// in document order, a locale by any spelling.
    private func child(_ key: String, of node: Int, isLocale: Bool) -> Int? {
        if isLocale, let locale = LocaleIdentifier(key) { return nodes[node].childByLocale[locale] }
        return nodes[node].childByKey[key]
    }

    /// Records `child` (already in the children of `parent`) in the parent's lookups, unless a
    /// child before it has the same key.
    private mutating func index(_ child: Int, in parent: Int) {
        let key = nodes[child].key
        if nodes[parent].childByKey[key] == nil { nodes[parent].childByKey[key] = child }
        if isTopLevel(parent), let locale = LocaleIdentifier(key), nodes[parent].childByLocale[locale] == nil
        {
            nodes[parent].childByLocale[locale] = child
        }
    }

    private func isTopLevel(_ node: Int) -> Bool {
        switch nodes[node].kind {
        case .root, .emptyRoot: true
        case .pair, .addedMapping, .addedValue: false
        }
    }

    /// Makes the children of a node of the document, in document order.
    private mutating func materialize(_ node: Int) {
        guard nodes[node].children == nil else { return }
        let mapping: YAMLMapping
        switch nodes[node].kind {
        case .root(let root): mapping = root
        case .pair(let pair):
            guard case .mapping(let value) = pair.value else { return }
            mapping = value
        case .emptyRoot, .addedMapping:
            nodes[node].children = []
            nodes[node].childrenSorted = true
            return
        case .addedValue:
            return
        }
        var children: [Int] = []
        children.reserveCapacity(mapping.pairs.count)
        for pair in mapping.pairs {
            nodes.append(Node(kind: .pair(pair), key: pair.key.text))
            children.append(nodes.count - 1)
        }
        nodes[node].children = children
        let keys = mapping.pairs.map(\.key.text)
        nodes[node].childrenSorted = zip(keys, keys.dropFirst()).allSatisfy { $0 < $1 }
        for child in children { index(child, in: node) }
    }

    /// The position of the first sibling whose key is greater than `key`, among siblings
    /// sorted by key.
    private func firstGreater(_ key: String, in siblings: [Int]) -> Int? {
        var low = 0
        var high = siblings.count
        while low < high {
            let middle = (low + high) / 2
            if nodes[siblings[middle]].key > key { high = middle } else { low = middle + 1 }
        }
        return low < siblings.count ? low : nil
    }

    /// Where a key added after the last child of `node` goes: the line end after the mapping's
    /// content (the end of the bytes for a document without a mapping).
    private func appendAnchor(_ node: Int) -> Int {
        switch nodes[node].kind {
        case .addedMapping, .addedValue:
            return nodes[node].anchor
        case .emptyRoot:
            return nodes[node].children!.last.map { nodes[$0].anchor } ?? document.bytes.count
        case .root, .pair:
            switch end(of: node) {
            case .added(let anchor): return anchor
            case .original(let offset): return document.lines.lineEnd(after: offset)
            }
        }
    }

    /// Where the content of a document mapping ends, counting what the plan added to it:
    /// `ResourceDocument.endOffset(of:)` of the mapping as inserting one by one leaves it.
    private func end(of node: Int) -> End {
        let value: YAMLNode
        switch nodes[node].kind {
        case .root(let mapping): value = .mapping(mapping)
        case .pair(let pair): value = pair.value
        case .addedMapping, .addedValue: return .added(anchor: nodes[node].anchor)
        case .emptyRoot: return .original(document.bytes.count)
        }
        guard nodes[node].changed, let last = nodes[node].children?.last else {
            return .original(document.endOffset(of: value))
        }
        guard case .pair(let pair) = nodes[last].kind else { return .added(anchor: nodes[last].anchor) }
        switch end(of: last) {
        case .added(let anchor): return .added(anchor: anchor)
        case .original(let valueEnd): return .original(max(valueEnd, pair.key.sourceRange.upperBound))
        }
    }

    // MARK: Applying

    /// The planned text as insertions into the document's bytes, one per offset, from the last
    /// offset to the first.
    func edits() -> [ByteEdit] {
        guard let top else { return [] }
        // Each added node whose parent is the document's, in document order.
        var pieces: [(anchor: Int, order: Int, text: String)] = []
        func visit(_ node: Int) {
            for child in nodes[node].children ?? [] where nodes[child].changed {
                if nodes[child].isAdded {
                    pieces.append((nodes[child].anchor, pieces.count, text(of: child)))
                } else {
                    visit(child)
                }
            }
        }
        visit(top)
        guard !pieces.isEmpty else { return [] }
        pieces.sort { ($0.anchor, $0.order) < ($1.anchor, $1.order) }
        var edits: [ByteEdit] = []
        var index = 0
        var chomping: ByteEdit?
        while index < pieces.count {
            let anchor = pieces[index].anchor
            var text = ""
            // The first text at the end of a file whose last line has no line break starts one.
            if anchor == document.bytes.count, let end = document.lineStartAtEnd() {
                text = end.lineBreak
                chomping = end.chomping
            }
            while index < pieces.count, pieces[index].anchor == anchor {
                text += pieces[index].text
                index += 1
            }
            edits.append(ByteEdit(range: anchor..<anchor, replacement: Array(text.utf8)))
        }
        if let chomping {
            edits.append(chomping)
            edits.sort { $0.range.lowerBound < $1.range.lowerBound }
        }
        return edits.reversed()
    }

    /// An added node's lines: a level's key, then its children; a value as `insert` writes it.
    private func text(of node: Int) -> String {
        let current = nodes[node]
        switch current.kind {
        case .addedValue(let value):
            return document.render(value, key: current.key, indent: current.indent)
        case .addedMapping:
            let pad = String(repeating: " ", count: current.indent)
            return pad + ScalarRenderer.renderKey(current.key) + ":" + document.style.lineBreak
                + (current.children ?? []).map(text(of:)).joined()
        case .root, .emptyRoot, .pair:
            preconditionFailure("only added nodes have text of their own")
        }
    }
}
