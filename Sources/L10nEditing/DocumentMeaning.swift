import L10nCore
import L10nRuntime
import L10nYAML

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a resource file means, as the reader sees it: its tree of keys and texts (with each
/// text's quoting style) and its comments, in order.
///
/// A `ResourceDocument` keeps two: the meaning of the bytes it read, brought forward by every
/// edit as the edit intends it (a key added, a text set, a key renamed or removed), and, when
/// asked (`ResourceDocument.verify()`), the meaning of the edited bytes read back with the same
/// reader. They must be equal: every entry an edit did not target keeps its text, style and
/// place among its siblings, every targeted entry is exactly as planned, every comment
/// survives but those an edit deleted with their key, and the structure (locale → type → key)
/// is the same. Anything else is a bug of the editor, found before a byte is written.
struct DocumentMeaning: Sendable, Equatable {
    /// Not `indirect`: its lists and maps hold their children in arrays already, and a box per
    /// node cost an allocation for each of a file's thousands of scalars, twice a verification.
    enum Node: Sendable, Equatable {
        /// A scalar's text and style; a `nil` style is a text an edit wrote, which may be
        /// quoted in any way but must read as text (not a plain `no` or `~`).
        case text(String, ScalarStyle?)
        case list([Node])
        case map([Entry])
    }

    struct Entry: Sendable, Equatable {
        var key: String
        var value: Node
        /// Added by an edit: it may go anywhere among its siblings.
        var isNew: Bool
    }

    /// One step into a node: a mapping's key, or a sequence's element.
    enum Step: Sendable, Hashable {
        case key(String)
        case index(Int)
    }

    var root: Node?
    var comments: [String]

    /// The meaning of a parse: its tree, and the comments of `bytes` outside its scalars.
    init(root: YAMLNode?, bytes: [UInt8]) {
        self.root = root.map(Self.node)
        comments = Self.comments(in: bytes, root: root).map(\.text)
    }

    private static func node(_ node: YAMLNode) -> Node {
        switch node {
        case .scalar(let scalar): .text(scalar.text, scalar.style)
        case .sequence(let sequence): .list(sequence.elements.map(Self.node))
        case .mapping(let mapping):
            .map(mapping.pairs.map { Entry(key: $0.key.text, value: Self.node($0.value), isNew: false) })
        }
    }

    /// The node an edit writes for a value.
    static func node(_ value: EditValue) -> Node {
        switch value {
        case .string(let text): .text(text, nil)
        case .strings(let texts): .list(texts.map { .text($0, nil) })
        case .mapping(let pairs): .map(pairs.map { Entry(key: $0.key, value: node($0.value), isNew: true) })
        }
    }

    // MARK: Comments

    /// Every comment of `bytes`: a `#` at the start of a line or after a space or tab, outside
    /// every scalar (a quoted text or a block scalar may hold `#`), to the end of its line.
    static func comments(in bytes: [UInt8], root: YAMLNode?) -> [(offset: Int, text: String)] {
        // Every comment starts with `#`: a file without one (most resources) is not walked.
        guard let lastMark = bytes.lastIndex(of: UInt8(ascii: "#")) else { return [] }
        // A file whose every `#` comes before its first scalar (a header comment, most often)
        // holds no `#` inside a scalar: its scalars need not be collected.
        let scalarsStart = root.flatMap(firstScalarOffset)
        let scalarsHoldNoMark = scalarsStart.map { lastMark < $0 } ?? true
        var scalarRanges: [Range<Int>] = []
        // A block scalar's header line may end with a comment, inside the scalar's bytes.
        var headerComments: [(offset: Int, text: String)] = []
        func collect(_ node: YAMLNode) {
            switch node {
            case .scalar(let scalar):
                scalarRanges.append(scalar.sourceRange)
                if let comment = ResourceDocument.blockHeaderComment(bytes, scalar) {
                    headerComments.append(comment)
                }
            case .sequence(let sequence): sequence.elements.forEach(collect)
            case .mapping(let mapping):
                for pair in mapping.pairs {
                    scalarRanges.append(pair.key.sourceRange)
                    collect(pair.value)
                }
            }
        }
        if let root, !scalarsHoldNoMark { collect(root) }
        scalarRanges.sort { $0.lowerBound < $1.lowerBound }
        var comments: [(offset: Int, text: String)] = []
        var range = 0
        var offset = 0
        // From one `#` to the next (found with `memchr`), not byte by byte: a verification
        // searches every edited file twice.
        bytes.withUnsafeBufferPointer { buffer in
            let base = buffer.baseAddress!
            while offset < buffer.count,
                let found = memchr(base + offset, Int32(UInt8(ascii: "#")), buffer.count - offset)
            {
                let mark = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                while range < scalarRanges.count, scalarRanges[range].upperBound <= mark { range += 1 }
                if range < scalarRanges.count, scalarRanges[range].contains(mark) {
                    offset = scalarRanges[range].upperBound
                    continue
                }
                let before = mark == 0 ? UInt8(ascii: " ") : buffer[mark - 1]
                guard
                    before == UInt8(ascii: " ") || before == UInt8(ascii: "\t")
                        || before == UInt8(ascii: "\n")
                        || before == UInt8(ascii: "\r")
                else {
                    offset = mark + 1
                    continue
                }
                var end = mark
                while end < buffer.count, buffer[end] != UInt8(ascii: "\n"), buffer[end] != UInt8(ascii: "\r")
                {
                    end += 1
                }
                comments.append(
                    (mark, String(decoding: UnsafeBufferPointer(rebasing: buffer[mark..<end]), as: UTF8.self))
                )
                offset = end
            }
        }
        guard !headerComments.isEmpty else { return comments }
        return (comments + headerComments).sorted { $0.offset < $1.offset }
    }

    /// Where the first scalar of `node` starts (a mapping's first key): every scalar starts
    /// at or after it; `nil` for a node without scalars.
    private static func firstScalarOffset(_ node: YAMLNode) -> Int? {
        switch node {
        case .scalar(let scalar): scalar.sourceRange.lowerBound
        case .sequence(let sequence): sequence.elements.lazy.compactMap(firstScalarOffset).first
        case .mapping(let mapping): mapping.pairs.first?.key.sourceRange.lowerBound
        }
    }

    // MARK: Intended edits

    /// Whether `key` names the mapping entry `entryKey` at `depth` (a locale matches any
    /// spelling of it, as the editor finds it).
    static func matches(_ entryKey: String, _ key: String, depth: Int) -> Bool {
        // The same spelling is the same locale; only another spelling is parsed.
        if entryKey == key { return true }
        if depth == 0, let wanted = LocaleIdentifier(key) { return LocaleIdentifier(entryKey) == wanted }
        return entryKey == key
    }

    /// Whether a node is an empty section: a plain null (`key:` with nothing after it, `~`,
    /// `null`), where a key can be added below as below an empty mapping.
    static func isNull(_ node: Node) -> Bool {
        if case .text(let text, .plain?) = node { return ["", "~", "null", "Null", "NULL"].contains(text) }
        return false
    }

    /// `value` added at `keyPath`, creating the levels it lacks.
    mutating func insert(_ value: Node, at keyPath: [String]) {
        root = Self.inserting(value, at: keyPath[...], depth: 0, into: root)
    }

    private static func inserting(_ value: Node, at keyPath: ArraySlice<String>, depth: Int, into node: Node?)
        -> Node
    {
        guard let key = keyPath.first else { return value }
        var entries: [Entry] = []
        if case .map(let existing)? = node { entries = existing }
        if let index = entries.firstIndex(where: { matches($0.key, key, depth: depth) }) {
            entries[index].value = inserting(
                value, at: keyPath.dropFirst(), depth: depth + 1, into: entries[index].value)
        } else {
            entries.append(
                Entry(
                    key: key, value: inserting(value, at: keyPath.dropFirst(), depth: depth + 1, into: nil),
                    isNew: true))
        }
        return .map(entries)
    }

    /// The value at `keyPath` replaced by `value` (as an edit writes it).
    mutating func set(_ value: Node, at keyPath: [String]) {
        root = Self.updating(root, at: keyPath[...], depth: 0) { _ in value }
    }

    /// The last component of `keyPath` renamed, its value kept.
    mutating func rename(_ keyPath: [String], to newName: String) {
        root = Self.updatingEntries(root, of: keyPath.dropLast()[...], depth: 0) { entries, depth in
            guard let index = entries.firstIndex(where: { Self.matches($0.key, keyPath.last!, depth: depth) })
            else { return }
            entries[index].key = newName
        }
    }

    /// The entry at `keyPath` removed.
    mutating func remove(_ keyPath: [String]) {
        root = Self.updatingEntries(root, of: keyPath.dropLast()[...], depth: 0) { entries, depth in
            entries.removeAll { Self.matches($0.key, keyPath.last!, depth: depth) }
        }
    }

    /// The scalar at `steps` (a value, or a mapping key when `isKey`) given `text` and `style`.
    mutating func setScalar(at steps: [Step], isKey: Bool, text: String, style: ScalarStyle) {
        root = Self.updatingScalar(root, at: steps[...], isKey: isKey, text: text, style: style)
    }

    /// The comments at `indices` (of `comments`) gone with the bytes an edit deleted.
    mutating func removeComments(at indices: Range<Int>) {
        guard !indices.isEmpty, indices.upperBound <= comments.count else { return }
        comments.removeSubrange(indices)
    }

    private static func updating(
        _ node: Node?, at keyPath: ArraySlice<String>, depth: Int, _ body: (Node) -> Node
    ) -> Node? {
        guard let node else { return nil }
        guard let key = keyPath.first else { return body(node) }
        guard case .map(var entries) = node,
            let index = entries.firstIndex(where: { matches($0.key, key, depth: depth) })
        else { return node }
        entries[index].value =
            updating(entries[index].value, at: keyPath.dropFirst(), depth: depth + 1, body)
            ?? entries[index].value
        return .map(entries)
    }

    private static func updatingEntries(
        _ node: Node?, of keyPath: ArraySlice<String>, depth: Int, _ body: (inout [Entry], Int) -> Void
    ) -> Node? {
        guard let node, case .map(var entries) = node else { return node }
        guard let key = keyPath.first else {
            body(&entries, depth)
            return .map(entries)
        }
        guard let index = entries.firstIndex(where: { matches($0.key, key, depth: depth) }) else {
            return node
        }
        entries[index].value =
            updatingEntries(entries[index].value, of: keyPath.dropFirst(), depth: depth + 1, body)
            ?? entries[index].value
        return .map(entries)
    }

    private static func updatingScalar(
        _ node: Node?, at steps: ArraySlice<Step>, isKey: Bool, text: String, style: ScalarStyle
    ) -> Node? {
        guard let node else { return nil }
        guard let step = steps.first else { return isKey ? node : .text(text, style) }
        switch (node, step) {
        case (.map(var entries), .key(let key)):
            guard let index = entries.firstIndex(where: { $0.key == key }) else { return node }
            if steps.count == 1, isKey {
                entries[index].key = text
            } else {
                entries[index].value =
                    updatingScalar(
                        entries[index].value, at: steps.dropFirst(), isKey: isKey, text: text, style: style)
                    ?? entries[index].value
            }
            return .map(entries)
        case (.list(var elements), .index(let index)) where elements.indices.contains(index):
            elements[index] =
                updatingScalar(elements[index], at: steps.dropFirst(), isKey: isKey, text: text, style: style)
                ?? elements[index]
            return .list(elements)
        default:
            return node
        }
    }

    // MARK: Comparing

    /// The first difference between what was intended (`self`) and what the bytes mean
    /// (`actual`), said for a bug report; `nil` when they agree.
    func difference(from actual: DocumentMeaning) -> String? {
        var path: [String] = []
        path.reserveCapacity(8)
        if let difference = Self.difference(root, actual.root, at: &path) { return difference }
        guard comments == actual.comments else {
            let lost = comments.filter { !actual.comments.contains($0) }
            let added = actual.comments.filter { !comments.contains($0) }
            if let first = lost.first { return "the comment '\(first)' is lost" }
            if let first = added.first { return "the comment '\(first)' appears" }
            return "the comments are in another order"
        }
        return nil
    }

    /// `path` is the place compared, grown and shrunk in place as the walk goes down and up: a
    /// new array per entry was most of the comparison's cost.
    private static func difference(_ intended: Node?, _ actual: Node?, at path: inout [String]) -> String? {
        // Said only of a difference: built for every node, it cost more than the comparison.
        var place: String { path.isEmpty ? "the top level" : "'\(path.joined(separator: "."))'" }
        switch (intended, actual) {
        case (nil, nil): return nil
        case (nil, _?): return "the empty file now holds a value"
        case (_?, nil): return "\(place) is gone"
        case (.text(let text, let style)?, .text(let actualText, let actualStyle)?):
            guard text == actualText else {
                return "\(place) reads '\(actualText)' where '\(text)' was planned"
            }
            if let style {
                guard style == actualStyle else {
                    return
                        "\(place) is written \(actualStyle?.rawValue ?? "?") where it was \(style.rawValue)"
                }
            } else if actualStyle == .plain, YAML11ScalarClassifier.kind(ofPlain: actualText) != nil {
                return "\(place) is written plain, which YAML 1.1 reads as something other than text"
            }
            return nil
        case (.list(let intendedElements)?, .list(let actualElements)?):
            guard intendedElements.count == actualElements.count else {
                return
                    "\(place) holds \(actualElements.count) elements where \(intendedElements.count) were planned"
            }
            for (index, (left, right)) in zip(intendedElements, actualElements).enumerated() {
                path.append("[\(index)]")
                if let difference = difference(left, right, at: &path) { return difference }
                path.removeLast()
            }
            return nil
        case (.map(let intendedEntries)?, .map(let actualEntries)?):
            // Nearly always the same keys in the same order (an added key where the plan put
            // it): each entry is then its own counterpart, as the matching below would find.
            if intendedEntries.count == actualEntries.count,
                zip(intendedEntries, actualEntries).allSatisfy({ $0.key == $1.key })
            {
                for (entry, counterpart) in zip(intendedEntries, actualEntries) {
                    path.append(entry.key)
                    if let difference = difference(entry.value, counterpart.value, at: &path) {
                        return difference
                    }
                    path.removeLast()
                }
                return nil
            }
            let intendedKeys = Set(intendedEntries.map(\.key))
            let actualKeys = Set(actualEntries.map(\.key))
            if let extra = actualKeys.subtracting(intendedKeys).sorted().first {
                return "\(place) holds '\(extra)', which was not planned"
            }
            if let missing = intendedKeys.subtracting(actualKeys).sorted().first {
                return "\(place) lacks '\(missing)'"
            }
            guard intendedEntries.count == actualEntries.count else {
                return
                    "\(place) holds \(actualEntries.count) keys where \(intendedEntries.count) were planned"
            }
            // The keys that were there keep their order; added ones may go anywhere.
            let kept = intendedEntries.filter { !$0.isNew }.map(\.key)
            let keptSet = Set(kept)
            let actualKept = actualEntries.map(\.key).filter { keptSet.contains($0) }
            guard kept == actualKept else { return "the keys of \(place) are in another order" }
            // A key written twice (a `duplicate-key` finding) is matched occurrence by occurrence.
            var actualByKey: [String: [Node]] = [:]
            for entry in actualEntries { actualByKey[entry.key, default: []].append(entry.value) }
            var seen: [String: Int] = [:]
            for entry in intendedEntries {
                let occurrence = seen[entry.key, default: 0]
                seen[entry.key] = occurrence + 1
                guard let matches = actualByKey[entry.key], occurrence < matches.count else {
                    return "\(place) lacks '\(entry.key)'"
                }
                path.append(entry.key)
                if let difference = difference(entry.value, matches[occurrence], at: &path) {
                    return difference
                }
                path.removeLast()
            }
            return nil
        case (let intended?, let actual?):
            return "\(place) is \(kind(actual)) where \(kind(intended)) was planned"
        }
    }

    private static func kind(_ node: Node) -> String {
        switch node {
        case .text: "a text"
        case .list: "a sequence"
        case .map: "a mapping"
        }
    }
}
