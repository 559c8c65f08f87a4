import Foundation
import L10nCore
import L10nRuntime
import L10nYAML

/// One YAML resource file held for editing: every edit replaces exact byte ranges found with
/// the reader's positions and leaves every other byte as it was (comments, key order, blank
/// lines, quoting, line endings).
///
/// Key paths start with the locale (`["en", "TaskViewModel", "title"]`); the locale matches
/// any spelling of it (`en_US`, `en-us`). After each edit the bytes are parsed again, so the
/// next edit sees exact positions; `insert(contentsOf:)` adds many keys with one parse.
/// `write()` replaces the file atomically, and refuses when the file on disk is no longer the
/// one that was read.
public struct ResourceDocument: Sendable {
    /// The file's path.
    public let path: String
    /// The bytes as read (what `write()` expects to find on disk).
    public private(set) var originalBytes: [UInt8]
    /// The bytes with every edit applied.
    public internal(set) var bytes: [UInt8]
    /// Every edit made, in order; each range refers to the bytes before that edit.
    public internal(set) var edits: [ByteEdit] = []
    var root: YAMLNode?
    var lines: LineIndex
    /// How new text is written.
    public private(set) var style: DocumentStyle
    /// `true` for a document made with `init(creating:)`.
    public private(set) var isNewFile = false

    /// Reads the file at `path`.
    public init(path: String) throws(ResourceEditError) {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .io(path: path, reason: "the file cannot be read")
        }
        try self.init(path: path, bytes: [UInt8](data))
    }

    /// An empty document for a file that does not exist yet; `write()` creates it, and
    /// refuses when a file appeared at `path` in the meantime.
    public init(creating path: String) {
        // An empty document always parses.
        try! self.init(path: path, bytes: [])
        isNewFile = true
    }

    /// A document of `bytes`, as if read from `path`.
    public init(path: String, bytes: [UInt8]) throws(ResourceEditError) {
        self.path = path
        originalBytes = bytes
        self.bytes = bytes
        lines = LineIndex(bytes)
        style = DocumentStyle()
        root = nil
        try reparse()
        style = DocumentStyle(bytes: bytes, root: root, lines: lines)
    }

    /// The file at `path` with its tab-indented lines re-indented with spaces
    /// (`TabIndentation`), so that it parses and can be edited further; `write()` replaces the
    /// bytes as read. `bytes` stand for the file's contents when given (an editor's unsaved
    /// buffer).
    ///
    /// - Throws: `ResourceEditError.notParsed` when the file does not parse for another reason.
    public init(reindenting path: String, bytes: [UInt8]? = nil) throws(ResourceEditError) {
        guard let original = bytes ?? FileManager.default.contents(atPath: path).map({ [UInt8]($0) }) else {
            throw .io(path: path, reason: "the file cannot be read")
        }
        guard let repaired = TabIndentation.repaired(original, path: path) else {
            try self.init(path: path, bytes: original)
            return
        }
        try self.init(path: path, bytes: repaired)
        originalBytes = original
    }

    /// `true` when an edit changed the bytes.
    public var hasChanges: Bool { bytes != originalBytes }

    public var text: String { String(decoding: bytes, as: UTF8.self) }

    // MARK: Reading

    /// `true` when the key path is defined in this file.
    public func contains(_ keyPath: [String]) -> Bool {
        (try? locate(keyPath)) != nil
    }

    /// The value at a key path, as text; `nil` when the path is not defined.
    public func value(at keyPath: [String]) -> EditValue? {
        guard let located = try? locate(keyPath) else { return nil }
        return Self.editValue(located.value)
    }

    // MARK: Editing

    /// Adds `value` at `keyPath`, creating the missing levels (and the locale) in the file's
    /// style: beside its siblings, in key order when the siblings are sorted, else after the last.
    ///
    /// - Throws: `.keyExists` when the key is there already.
    public mutating func insert(_ value: EditValue, at keyPath: [String]) throws(ResourceEditError) {
        precondition(!keyPath.isEmpty, "a key path names at least a locale")
        // The deepest existing mapping on the path.
        var mapping: YAMLMapping?
        var mappingNode = root
        var depth = 0
        if case .mapping(let top) = root { mapping = top }
        while depth < keyPath.count, let current = mapping {
            guard let pair = Self.pair(keyPath[depth], in: current, isLocale: depth == 0) else { break }
            depth += 1
            if depth == keyPath.count { throw .keyExists(path: path, key: Self.dotted(keyPath)) }
            guard case .mapping(let child) = pair.value else {
                throw .notAMapping(path: path, key: Self.dotted(Array(keyPath[..<depth])))
            }
            mapping = child
            mappingNode = pair.value
        }
        if root != nil, mapping == nil {
            throw .notAMapping(path: path, key: "the top level")
        }
        let remaining = Array(keyPath[depth...])
        var offset: Int
        var indent: Int
        if let mapping, let node = mappingNode {
            let start = startOffset(of: node)
            if bytes[start] == UInt8(ascii: "{") {
                throw .unsupportedLayout(
                    path: path, key: Self.dotted(Array(keyPath[..<max(depth, 1)])), reason: "a flow mapping")
            }
            // The first key's column: a block mapping's own position is not always its key's.
            indent = (mapping.pairs.first?.key.location.column ?? mapping.location.column) - 1
            offset = insertionOffset(for: remaining[0], in: mapping, isLocale: depth == 0)
        } else {
            indent = 0
            offset = bytes.count
        }
        var text = ""
        for (level, key) in remaining.enumerated() {
            let pad = String(repeating: " ", count: indent + level * style.indentStep)
            if level < remaining.count - 1 {
                text += pad + ScalarRenderer.renderKey(key) + ":" + style.lineBreak
            } else {
                text += render(value, key: key, indent: indent + level * style.indentStep)
            }
        }
        var chomping: ByteEdit?
        if offset == bytes.count, let end = lineStartAtEnd() {
            text = end.lineBreak + text
            chomping = end.chomping
        }
        // The edit at the end first: each edit's range is one of the bytes before it.
        try apply(
            [ByteEdit(range: offset..<offset, replacement: Array(text.utf8))] + (chomping.map { [$0] } ?? []))
    }

    /// What starting a new line at the end of the file takes when its last line has no line
    /// break: the line break, and when the file ends in a block scalar whose chomping keeps
    /// its last line break (`|`, `>`, `|+`), a strip indicator (`|-`), since the new line
    /// break would otherwise become part of its text. `nil` when the file is empty or ends
    /// with a line break.
    func lineStartAtEnd() -> (lineBreak: String, chomping: ByteEdit?)? {
        guard let last = bytes.last, last != UInt8(ascii: "\n") else { return nil }
        var node = root
        while let current = node {
            switch current {
            case .mapping(let mapping): node = mapping.pairs.last?.value
            case .sequence(let sequence): node = sequence.elements.last
            case .scalar(let scalar):
                guard scalar.style == .literal || scalar.style == .folded,
                    scalar.sourceRange.upperBound == bytes.count
                else { return (style.lineBreak, nil) }
                // The header: the indicator, then an indentation digit and a chomping sign in
                // either order.
                var index = scalar.sourceRange.lowerBound + 1
                while index < bytes.count, index <= scalar.sourceRange.lowerBound + 2 {
                    switch bytes[index] {
                    case UInt8(ascii: "-"):
                        return (style.lineBreak, nil)
                    case UInt8(ascii: "+"):
                        return (
                            style.lineBreak, ByteEdit(range: index..<index + 1, replacement: Array("-".utf8))
                        )
                    case UInt8(ascii: "1")...UInt8(ascii: "9"):
                        index += 1
                    default:
                        index = bytes.count
                    }
                }
                let indicator = scalar.sourceRange.lowerBound + 1
                return (style.lineBreak, ByteEdit(range: indicator..<indicator, replacement: Array("-".utf8)))
            }
        }
        return (style.lineBreak, nil)
    }

    /// Sets the value at `keyPath`: a string replaces a string's bytes in place; anything else
    /// replaces the key's lines; a missing key is inserted.
    public mutating func setValue(_ value: EditValue, at keyPath: [String]) throws(ResourceEditError) {
        guard let located = try? locate(keyPath) else {
            try insert(value, at: keyPath)
            return
        }
        if case .string(let text) = value, case .scalar(let scalar) = located.value,
            scalar.location.line > 0, !scalar.sourceRange.isEmpty
        {
            let preferred =
                scalar.style == .literal || scalar.style == .folded ? style.valueStyle : scalar.style
            try apply(
                ByteEdit(
                    range: scalar.sourceRange,
                    replacement: Array(ScalarRenderer.render(text, preferred: preferred).utf8)))
            return
        }
        let span = try pairSpan(located, keyPath: keyPath, withComments: false)
        let indent = located.key.location.column - 1
        try apply(
            ByteEdit(
                range: span,
                replacement: Array(render(value, key: keyPath[keyPath.count - 1], indent: indent).utf8)))
    }

    /// Replaces the scalar that starts at a line and column (a key or a value) with `text`
    /// written as is: for fixes that carry their replacement, such as quoting a YAML 1.1 scalar.
    public mutating func replaceScalar(line: Int, column: Int, with text: String) throws(ResourceEditError) {
        guard let scalar = scalar(line: line, column: column) else {
            throw .keyNotFound(path: path, key: "the value at \(line):\(column)")
        }
        try apply(ByteEdit(range: scalar.sourceRange, replacement: Array(text.utf8)))
    }

    /// The scalar (key or value) that starts at a line and column.
    public func scalar(line: Int, column: Int) -> YAMLScalar? {
        var found: YAMLScalar?
        func visit(_ node: YAMLNode) {
            guard found == nil else { return }
            switch node {
            case .scalar(let scalar):
                if scalar.location.line == line, scalar.location.column == column { found = scalar }
            case .sequence(let sequence): sequence.elements.forEach(visit)
            case .mapping(let mapping):
                for pair in mapping.pairs {
                    visit(.scalar(pair.key))
                    visit(pair.value)
                }
            }
        }
        if let root { visit(root) }
        return found
    }

    /// Renames the last component of `keyPath` in place: only the key's bytes change, so its
    /// value, comments and quoting stay.
    public mutating func renameKey(at keyPath: [String], to newName: String) throws(ResourceEditError) {
        let located = try locate(keyPath)
        var renamed = keyPath
        renamed[renamed.count - 1] = newName
        if contains(renamed) { throw .keyExists(path: path, key: Self.dotted(renamed)) }
        try apply(
            ByteEdit(
                range: located.key.sourceRange, replacement: Array(ScalarRenderer.renderKey(newName).utf8)))
    }

    /// Removes the key at `keyPath` with its value, the comment lines right above it and the
    /// comment on its line. A mapping left empty is removed too, up to the locale.
    public mutating func remove(_ keyPath: [String], removingEmptyParents: Bool = true)
        throws(ResourceEditError)
    {
        var target = keyPath
        while removingEmptyParents, target.count > 1,
            let parent = try? locate(Array(target.dropLast())),
            case .mapping(let siblings) = parent.value, siblings.pairs.count == 1
        {
            target.removeLast()
        }
        let located = try locate(target)
        try apply(
            ByteEdit(range: try pairSpan(located, keyPath: target, withComments: true), replacement: []))
    }

    // MARK: Writing

    /// Writes the edited bytes: to a temporary file beside the original, then renamed over
    /// it, so a reader never sees half a file. The file's permissions are kept.
    /// `removingLeftovers` as `AtomicFileWriter.write` has it.
    ///
    /// - Throws: `.changedOnDisk` when the file no longer holds the bytes that were read.
    public func write(removingLeftovers: Bool = true) throws(ResourceEditError) {
        guard hasChanges else { return }
        let manager = FileManager.default
        if isNewFile {
            guard !manager.fileExists(atPath: path) else { throw .changedOnDisk(path: path) }
        } else {
            guard let current = manager.contents(atPath: path), [UInt8](current) == originalBytes else {
                throw .changedOnDisk(path: path)
            }
        }
        do {
            try AtomicFileWriter.write(bytes, to: path, removingLeftovers: removingLeftovers)
        } catch {
            throw ResourceEditError(error)
        }
    }

    // MARK: Positions

    private struct Located {
        var key: YAMLScalar
        var value: YAMLNode
        var parent: YAMLMapping
    }

    private func locate(_ keyPath: [String]) throws(ResourceEditError) -> Located {
        guard case .mapping(var mapping) = root else {
            throw .keyNotFound(path: path, key: Self.dotted(keyPath))
        }
        for (depth, component) in keyPath.enumerated() {
            guard let pair = Self.pair(component, in: mapping, isLocale: depth == 0) else { break }
            if depth == keyPath.count - 1 {
                return Located(key: pair.key, value: pair.value, parent: mapping)
            }
            guard case .mapping(let child) = pair.value else { break }
            mapping = child
        }
        throw .keyNotFound(path: path, key: Self.dotted(keyPath))
    }

    private static func pair(_ key: String, in mapping: YAMLMapping, isLocale: Bool) -> YAMLMapping.Pair? {
        if isLocale, let locale = LocaleIdentifier(key) {
            return mapping.pairs.first { LocaleIdentifier($0.key.text) == locale }
        }
        return mapping.pairs.first { $0.key.text == key }
    }

    /// Where a new key `key` goes in `mapping`: before the first greater sibling when the
    /// siblings are in key order, else after the last sibling.
    private func insertionOffset(for key: String, in mapping: YAMLMapping, isLocale: Bool) -> Int {
        let keys = mapping.pairs.map(\.key.text)
        let sorted = !isLocale && keys.count >= 2 && zip(keys, keys.dropFirst()).allSatisfy { $0 < $1 }
        if sorted, let next = mapping.pairs.firstIndex(where: { $0.key.text > key }) {
            return commentBlockStart(
                above: lines.lineStart(of: mapping.pairs[next].key.sourceRange.lowerBound),
                below: next > 0 ? mapping.pairs[next - 1] : nil)
        }
        return lines.lineEnd(after: endOffset(of: .mapping(mapping)))
    }

    /// The bytes of a pair: its key's line through the end of its value's last line, with the
    /// comment lines right above it when `withComments`.
    private func pairSpan(_ located: Located, keyPath: [String], withComments: Bool) throws(ResourceEditError)
        -> Range<Int>
    {
        let keyStart = located.key.sourceRange.lowerBound
        let lineStart = lines.lineStart(of: keyStart)
        guard bytes[lineStart..<keyStart].allSatisfy({ $0 == UInt8(ascii: " ") }) else {
            throw .unsupportedLayout(
                path: path, key: Self.dotted(keyPath), reason: "the key does not start its line")
        }
        let end = lines.lineEnd(after: pairEnd(located.key, located.value))
        guard withComments else { return lineStart..<end }
        let index = located.parent.pairs.firstIndex {
            $0.key.sourceRange == located.key.sourceRange
        }
        let previous = index.flatMap { $0 > 0 ? located.parent.pairs[$0 - 1] : nil }
        return commentBlockStart(above: lineStart, below: previous)..<end
    }

    /// The offset just past a pair's last byte: its value's, or its key's when the value is
    /// empty.
    private func pairEnd(_ key: YAMLScalar, _ value: YAMLNode) -> Int {
        max(endOffset(of: value), key.sourceRange.upperBound)
    }

    /// The start of the comment-only lines right above the line starting at `lineStart`,
    /// which holds a key whose sibling before it is `previous`. The block never reaches into
    /// that sibling: its value's own lines may start with `#` (a literal block's text, a
    /// quoted scalar's continuation line), and taking them for a comment would put a new key
    /// inside that value, or delete them with the key below.
    func commentBlockStart(above lineStart: Int, below previous: YAMLMapping.Pair?) -> Int {
        let floor = previous.map { min(lineStart, lines.lineEnd(after: pairEnd($0.key, $0.value))) } ?? 0
        var start = lineStart
        while start > floor {
            let previous = lines.lineStart(of: start - 1)
            let content = bytes[previous..<start].drop { $0 == UInt8(ascii: " ") }
            guard content.first == UInt8(ascii: "#") else { break }
            start = previous
        }
        return start
    }

    func startOffset(of node: YAMLNode) -> Int {
        if case .scalar(let scalar) = node { return scalar.sourceRange.lowerBound }
        return lines.offset(line: node.location.line, column: node.location.column)
    }

    /// The offset just past a node's last byte: a scalar's end, a block collection's last
    /// content, a flow collection's closing bracket.
    func endOffset(of node: YAMLNode) -> Int {
        let start = startOffset(of: node)
        var contentEnd: Int
        switch node {
        case .scalar(let scalar):
            return scalar.sourceRange.upperBound
        case .sequence(let sequence):
            contentEnd = sequence.elements.last.map(endOffset) ?? start
        case .mapping(let mapping):
            contentEnd =
                mapping.pairs.last.map { pairEnd($0.key, $0.value) }
                ?? start
        }
        guard start < bytes.count, bytes[start] == UInt8(ascii: "[") || bytes[start] == UInt8(ascii: "{")
        else { return contentEnd }
        let closing = bytes[start] == UInt8(ascii: "[") ? UInt8(ascii: "]") : UInt8(ascii: "}")
        var offset = max(contentEnd, start + 1)
        var inComment = false
        while offset < bytes.count {
            let byte = bytes[offset]
            if inComment {
                if byte == UInt8(ascii: "\n") { inComment = false }
            } else if byte == UInt8(ascii: "#") {
                inComment = true
            } else if byte == closing {
                return offset + 1
            }
            offset += 1
        }
        return contentEnd
    }

    // MARK: Rendering

    /// `key: value` lines at `indent`, ending with a line break.
    func render(_ value: EditValue, key: String, indent: Int) -> String {
        let pad = String(repeating: " ", count: indent)
        let head = pad + ScalarRenderer.renderKey(key) + ":"
        switch value {
        case .string(let text):
            return head + " " + ScalarRenderer.render(text, preferred: style.valueStyle) + style.lineBreak
        case .strings(let texts):
            let rendered = texts.map { ScalarRenderer.render($0, preferred: style.valueStyle) }
            switch style.sequenceStyle {
            case .flow:
                return head + " [" + rendered.joined(separator: ", ") + "]" + style.lineBreak
            case .block(let sequenceIndent):
                if texts.isEmpty { return head + " []" + style.lineBreak }
                let itemPad = String(repeating: " ", count: indent + sequenceIndent)
                return head + style.lineBreak
                    + rendered.map { itemPad + "- " + $0 + style.lineBreak }.joined()
            }
        case .mapping(let pairs):
            if pairs.isEmpty { return head + " {}" + style.lineBreak }
            return head + style.lineBreak
                + pairs.map { render($0.value, key: $0.key, indent: indent + style.indentStep) }.joined()
        }
    }

    private static func editValue(_ node: YAMLNode) -> EditValue {
        switch node {
        case .scalar(let scalar): .string(scalar.text)
        case .sequence(let sequence):
            .strings(
                sequence.elements.map { element in
                    if case .scalar(let scalar) = element { return scalar.text }
                    return ""
                })
        case .mapping(let mapping): .mapping(mapping.pairs.map { ($0.key.text, editValue($0.value)) })
        }
    }

    // MARK: Applying

    /// Applies one edit; an edit that would break the file's syntax is undone and reported.
    private mutating func apply(_ edit: ByteEdit) throws(ResourceEditError) {
        try apply([edit])
    }

    /// Applies edits given from the last offset to the first, and parses the result once.
    private mutating func apply(_ newEdits: [ByteEdit]) throws(ResourceEditError) {
        let before = bytes
        for edit in newEdits { bytes.replaceSubrange(edit.range, with: edit.replacement) }
        do {
            try reparse()
        } catch {
            bytes = before
            try reparse()
            throw error
        }
        edits += newEdits
    }

    mutating func reparse() throws(ResourceEditError) {
        let parsed = YAMLReader().read(bytes: bytes, path: path)
        if let syntax = parsed.diagnostics.first(where: { $0.rule == .yamlSyntax }) {
            throw .unparsable(
                path: path, reason: "\(syntax.location.line):\(syntax.location.column): \(syntax.message)")
        }
        root = parsed.root
        lines = LineIndex(bytes)
    }

    static func dotted(_ keyPath: [String]) -> String {
        keyPath.joined(separator: ".")
    }
}
