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
/// `verify()` reads the edited bytes back and checks they mean what the edits planned; a
/// `WriteTransaction` (L10nProject) writes them.
public struct ResourceDocument: Sendable {
    /// The file's path.
    public let path: String
    /// The bytes as read (what a transaction expects to find on disk when it writes).
    public private(set) var originalBytes: [UInt8]
    /// The bytes with every edit applied.
    public internal(set) var bytes: [UInt8]
    /// Every edit made, in order; each range refers to the bytes before that edit.
    public internal(set) var edits: [ByteEdit] = []
    var root: YAMLNode?
    /// The bytes `root` was parsed from, and that parse: `verify()` and `parse` give the parse
    /// the last edit made instead of parsing the same bytes again, unless the bytes were
    /// replaced since.
    private var parsedBytes: [UInt8] = []
    private var lastParse: YAMLParseResult?
    var lines: LineIndex
    /// How new text is written.
    public private(set) var style: DocumentStyle
    /// `true` for a document made with `init(creating:)`.
    public private(set) var isNewFile = false
    /// What the bytes as read mean, with every edit made so far applied as the edit intends
    /// it: what `verify()` compares the edited bytes with.
    var intended: DocumentMeaning
    /// For a document re-indented when read (`init(reindenting:bytes:)`), the bytes the edits
    /// started from: `verify()` checks that only indentation changed from `originalBytes`.
    private var reindentedBytes: [UInt8]?

    /// Reads the file at `path`.
    public init(path: String) throws(ResourceEditError) {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .io(path: path, reason: "the file cannot be read")
        }
        try self.init(path: path, bytes: [UInt8](data))
    }

    /// An empty document for a file that does not exist yet; a transaction creates it, and
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
        intended = DocumentMeaning(root: nil, bytes: [])
        try reparse()
        style = DocumentStyle(bytes: bytes, root: root, lines: lines)
        intended = DocumentMeaning(root: root, bytes: bytes)
    }

    /// The file at `path` with its tab-indented lines re-indented with spaces
    /// (`TabIndentation`), so that it parses and can be edited further; a transaction replaces
    /// the bytes as read. `bytes` stand for the file's contents when given (an editor's unsaved
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
        reindentedBytes = repaired
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
            if let emptied = emptySectionValue(of: pair) {
                try insert(value, at: keyPath, belowEmpty: pair, valueRange: emptied, depth: depth)
                return
            }
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
        intended.insert(DocumentMeaning.node(value), at: keyPath)
    }

    /// Inserts below an empty section (`CardViewModel:` with nothing yet, or `~`): the keys go
    /// after the section's own line and the comment lines indented below it (a translator's
    /// `# to translate`), one indentation step deeper than its key; an explicit `~` or `null`
    /// is taken out, since the section is now a mapping.
    private mutating func insert(
        _ value: EditValue, at keyPath: [String], belowEmpty pair: YAMLMapping.Pair, valueRange: Range<Int>,
        depth: Int
    ) throws(ResourceEditError) {
        let keyColumn = pair.key.location.column
        var offset = lines.lineEnd(after: max(pair.key.sourceRange.upperBound, valueRange.upperBound))
        // The comment lines below that belong to the section (indented deeper than its key).
        while offset < bytes.count {
            var end = offset
            while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
            let line = bytes[offset..<end]
            let indent = line.prefix { $0 == UInt8(ascii: " ") }.count
            guard indent >= keyColumn, line.dropFirst(indent).first == UInt8(ascii: "#") else { break }
            offset = end < bytes.count ? end + 1 : end
        }
        let indent = keyColumn - 1 + style.indentStep
        var text = ""
        let remaining = Array(keyPath[depth...])
        for (level, key) in remaining.enumerated() {
            let pad = String(repeating: " ", count: indent + level * style.indentStep)
            if level < remaining.count - 1 {
                text += pad + ScalarRenderer.renderKey(key) + ":" + style.lineBreak
            } else {
                text += render(value, key: key, indent: indent + level * style.indentStep)
            }
        }
        var edits: [ByteEdit] = []
        if offset == bytes.count, let last = bytes.last, last != UInt8(ascii: "\n") {
            text = style.lineBreak + text
        }
        edits.append(ByteEdit(range: offset..<offset, replacement: Array(text.utf8)))
        if !valueRange.isEmpty {
            // `key: ~`, `key: {}`: the value and the spaces before it go.
            var start = valueRange.lowerBound
            while start > pair.key.sourceRange.upperBound, bytes[start - 1] == UInt8(ascii: " ") {
                start -= 1
            }
            edits.append(ByteEdit(range: start..<valueRange.upperBound, replacement: []))
        }
        try apply(edits)
        intended.insert(DocumentMeaning.node(value), at: keyPath)
    }

    /// The bytes of a pair's value when it is an empty section that keys go below: a null
    /// (`CardViewModel:` with nothing after it, or `~`; an empty range for nothing) or an empty
    /// flow mapping (`{}`); `nil` for any other value.
    func emptySectionValue(of pair: YAMLMapping.Pair) -> Range<Int>? {
        switch pair.value {
        case .scalar(let scalar):
            return DocumentMeaning.isNull(.text(scalar.text, scalar.style)) ? scalar.sourceRange : nil
        case .mapping(let mapping) where mapping.pairs.isEmpty:
            let start = startOffset(of: pair.value)
            guard start < bytes.count, bytes[start] == UInt8(ascii: "{") else { return nil }
            return start..<endOffset(of: pair.value)
        default:
            return nil
        }
    }

    /// Whether inserting at `keyPath` goes below an empty section
    /// (`insert(_:at:belowEmpty:valueRange:depth:)`).
    func walksIntoNull(_ keyPath: [String]) -> Bool {
        guard case .mapping(var mapping) = root else { return false }
        for (depth, key) in keyPath.dropLast().enumerated() {
            guard let pair = Self.pair(key, in: mapping, isLocale: depth == 0) else { return false }
            if emptySectionValue(of: pair) != nil { return true }
            guard case .mapping(let child) = pair.value else { return false }
            mapping = child
        }
        return false
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
            try apply(scalarReplacement(scalar, with: text))
            intended.set(DocumentMeaning.node(value), at: keyPath)
            return
        }
        // An empty value (`title:`, maybe a comment after it): the text goes after the colon,
        // so that the comment stays.
        if case .scalar(let null) = located.value, null.sourceRange.isEmpty {
            let rendered: String?
            switch value {
            case .string(let text): rendered = ScalarRenderer.render(text, preferred: style.valueStyle)
            case .strings(let texts):
                rendered =
                    "["
                    + texts.map { ScalarRenderer.render($0, preferred: style.valueStyle) }.joined(
                        separator: ", ")
                    + "]"
            case .mapping: rendered = nil
            }
            if let rendered, let colon = colonOffset(after: located.key) {
                try apply(ByteEdit(range: colon + 1..<colon + 1, replacement: Array((" " + rendered).utf8)))
                intended.set(DocumentMeaning.node(value), at: keyPath)
                return
            }
        }
        // A list of at least as many texts as the sequence holds: element by element (those
        // that change), then the new ones after the last, in the sequence's own style, so the
        // comments between and after the elements stay.
        if case .strings(let texts) = value, case .sequence(let sequence) = located.value,
            let last = sequence.elements.last, texts.count >= sequence.elements.count,
            case .scalar(let lastScalar) = last,
            sequence.elements.allSatisfy({
                if case .scalar(let scalar) = $0 { return !scalar.sourceRange.isEmpty }
                return false
            })
        {
            var edits: [ByteEdit] = []
            let added = texts[sequence.elements.count...].map {
                ScalarRenderer.render($0, preferred: style.valueStyle)
            }
            if !added.isEmpty {
                if bytes[startOffset(of: located.value)] == UInt8(ascii: "[") {
                    let end = scalarReplacement(lastScalar, with: lastScalar.text).range.upperBound
                    edits.append(
                        ByteEdit(
                            range: end..<end, replacement: Array((", " + added.joined(separator: ", ")).utf8))
                    )
                } else {
                    // The dash of the last element, and where its lines end.
                    var dash = lastScalar.sourceRange.lowerBound
                    while dash > 0, bytes[dash] != UInt8(ascii: "-") { dash -= 1 }
                    let pad = String(repeating: " ", count: dash - lines.lineStart(of: dash))
                    let at = lines.lineEnd(after: endOffset(of: last))
                    var text = added.map { pad + "- " + $0 + style.lineBreak }.joined()
                    if at == bytes.count, let byte = bytes.last, byte != UInt8(ascii: "\n") {
                        text = style.lineBreak + text
                    }
                    edits.append(ByteEdit(range: at..<at, replacement: Array(text.utf8)))
                }
            }
            for (element, text) in zip(sequence.elements, texts).reversed() {
                guard case .scalar(let scalar) = element, scalar.text != text else { continue }
                edits.append(scalarReplacement(scalar, with: text))
            }
            try apply(edits)
            intended.set(DocumentMeaning.node(value), at: keyPath)
            return
        }
        let span = try pairSpan(located, keyPath: keyPath, withComments: false)
        let indent = located.key.location.column - 1
        let gone = commentIndices(in: span)
        try apply(
            ByteEdit(
                range: span,
                replacement: Array(render(value, key: keyPath[keyPath.count - 1], indent: indent).utf8)))
        intended.set(DocumentMeaning.node(value), at: keyPath)
        intended.removeComments(at: gone)
    }

    /// Replaces the scalar that starts at a line and column (a key or a value) with `text`
    /// written as is: for fixes that carry their replacement, such as quoting a YAML 1.1 scalar.
    public mutating func replaceScalar(line: Int, column: Int, with text: String) throws(ResourceEditError) {
        guard let found = address(line: line, column: column) else {
            throw .keyNotFound(path: path, key: "the value at \(line):\(column)")
        }
        // What the text means once written: read as the value (or key) it replaces.
        let probe = YAMLReader().read(
            bytes: Array((found.isKey ? text + ": x" : "x: " + text).utf8), path: path)
        guard case .mapping(let probeMapping)? = probe.root, let probePair = probeMapping.pairs.first,
            !probe.diagnostics.contains(where: { $0.rule == .yamlSyntax })
        else {
            throw .unparsable(path: path, reason: "the replacement `\(text)` is no YAML scalar")
        }
        let written: CatalogScalar
        if found.isKey {
            written = probePair.key
        } else {
            guard case .scalar(let value) = probePair.value else {
                throw .unparsable(path: path, reason: "the replacement `\(text)` is no YAML scalar")
            }
            written = value
        }
        var range = found.scalar.sourceRange
        var replacement = text
        if range.isEmpty, let key = found.keyOfValue {
            // An empty value (`title:`) has no bytes: the text goes after the colon, with a space.
            guard let colon = colonOffset(after: key) else {
                throw .unsupportedLayout(
                    path: path, key: "the value at \(line):\(column)", reason: "no colon after its key")
            }
            range = colon + 1..<colon + 1
            replacement = " " + text
        }
        try apply(ByteEdit(range: range, replacement: Array(replacement.utf8)))
        intended.setScalar(at: found.steps, isKey: found.isKey, text: written.text, style: written.style)
    }

    /// The edit that writes `text` in place of `scalar`: its bytes replaced, in its own style
    /// where that can hold the text. A block scalar's bytes run to the line break after its last
    /// line, which the new one-line text keeps, and a comment on its header line stays after it.
    private func scalarReplacement(_ scalar: YAMLScalar, with text: String) -> ByteEdit {
        let isBlock = scalar.style == .literal || scalar.style == .folded
        let rendered = ScalarRenderer.render(text, preferred: isBlock ? style.valueStyle : scalar.style)
        guard isBlock else { return ByteEdit(range: scalar.sourceRange, replacement: Array(rendered.utf8)) }
        var end = scalar.sourceRange.upperBound
        while end > scalar.sourceRange.lowerBound,
            [UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: " ")].contains(bytes[end - 1])
        {
            end -= 1
        }
        let comment = Self.blockHeaderComment(bytes, scalar).map { "  " + $0.text } ?? ""
        return ByteEdit(
            range: scalar.sourceRange.lowerBound..<end, replacement: Array((rendered + comment).utf8))
    }

    /// Replaces the placeholder that starts at a line and column (`%{subInteger}`), and every
    /// other occurrence of it in the same text, with `text` (`%{subInt}`): a misspelled
    /// placeholder respelled.
    ///
    /// - Throws: `.keyNotFound` when no text holds a placeholder there; `.unsupportedLayout` when
    ///   the placeholder is written with escapes, so its bytes are not its text.
    public mutating func replacePlaceholder(line: Int, column: Int, with text: String)
        throws(ResourceEditError)
    {
        let offset = lines.offset(line: line, column: column)
        guard offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "%"),
            bytes[offset + 1] == UInt8(ascii: "{"),
            let close = bytes[offset...].firstIndex(of: UInt8(ascii: "}")),
            let found = scalarAddress(containing: offset)
        else { throw .keyNotFound(path: path, key: "the placeholder at \(line):\(column)") }
        let token = Array(bytes[offset...close])
        let oldText = String(decoding: token, as: UTF8.self)
        let occurrences = found.scalar.text.components(separatedBy: oldText).count - 1
        var ranges: [Range<Int>] = []
        var cursor = found.scalar.sourceRange.lowerBound
        while cursor + token.count <= found.scalar.sourceRange.upperBound {
            if bytes[cursor..<cursor + token.count].elementsEqual(token) {
                ranges.append(cursor..<cursor + token.count)
                cursor += token.count
            } else {
                cursor += 1
            }
        }
        guard occurrences > 0, ranges.count == occurrences else {
            throw .unsupportedLayout(
                path: path, key: "the placeholder at \(line):\(column)", reason: "it is written with escapes")
        }
        try apply(ranges.reversed().map { ByteEdit(range: $0, replacement: Array(text.utf8)) })
        intended.setScalar(
            at: found.steps, isKey: false,
            text: found.scalar.text.replacingOccurrences(of: oldText, with: text),
            style: found.scalar.style)
    }

    /// The value scalar whose bytes hold `offset`, and the steps to it.
    private func scalarAddress(containing offset: Int) -> (scalar: YAMLScalar, steps: [DocumentMeaning.Step])?
    {
        firstNode { node in
            if case .scalar(let scalar) = node, scalar.sourceRange.contains(offset) { return scalar }
            return nil
        }
    }

    /// The first node in document order (a node before its children) that `match` accepts, and
    /// the steps to it from the top level; mapping keys are not visited.
    func firstNode<Found>(
        _ match: (YAMLNode) -> Found?
    ) -> (Found, steps: [DocumentMeaning.Step])? {
        func visit(_ node: YAMLNode, _ steps: [DocumentMeaning.Step]) -> (
            Found, steps: [DocumentMeaning.Step]
        )? {
            if let found = match(node) { return (found, steps) }
            switch node {
            case .scalar:
                return nil
            case .sequence(let sequence):
                for (index, element) in sequence.elements.enumerated() {
                    if let found = visit(element, steps + [.index(index)]) { return found }
                }
            case .mapping(let mapping):
                for pair in mapping.pairs {
                    if let found = visit(pair.value, steps + [.key(pair.key.text)]) { return found }
                }
            }
            return nil
        }
        return root.flatMap { visit($0, []) }
    }

    /// The offset of the colon after a mapping key (spaces may come between), if there is one.
    private func colonOffset(after key: YAMLScalar) -> Int? {
        var colon = key.sourceRange.upperBound
        while colon < bytes.count, bytes[colon] == UInt8(ascii: " ") { colon += 1 }
        return colon < bytes.count && bytes[colon] == UInt8(ascii: ":") ? colon : nil
    }

    /// The comment on a block scalar's header line (`>-  # folded`), if any: its offset and text.
    static func blockHeaderComment(_ bytes: [UInt8], _ scalar: YAMLScalar) -> (offset: Int, text: String)? {
        guard scalar.style == .literal || scalar.style == .folded else { return nil }
        var offset = scalar.sourceRange.lowerBound + 1
        while offset < scalar.sourceRange.upperBound, bytes[offset] != UInt8(ascii: "\n") {
            if bytes[offset] == UInt8(ascii: "#"),
                bytes[offset - 1] == UInt8(ascii: " ") || bytes[offset - 1] == UInt8(ascii: "\t")
            {
                var end = offset
                while end < bytes.count, bytes[end] != UInt8(ascii: "\n"), bytes[end] != UInt8(ascii: "\r") {
                    end += 1
                }
                return (offset, String(decoding: bytes[offset..<end], as: UTF8.self))
            }
            offset += 1
        }
        return nil
    }

    /// The scalar (key or value) that starts at a line and column, the steps to it from the top
    /// level, and for a mapping value its key.
    private func address(line: Int, column: Int) -> (
        scalar: YAMLScalar, steps: [DocumentMeaning.Step], isKey: Bool, keyOfValue: YAMLScalar?
    )? {
        func visit(_ node: YAMLNode, _ steps: [DocumentMeaning.Step], key: YAMLScalar?) -> (
            scalar: YAMLScalar, steps: [DocumentMeaning.Step], isKey: Bool, keyOfValue: YAMLScalar?
        )? {
            switch node {
            case .scalar(let scalar):
                return scalar.location.line == line && scalar.location.column == column
                    ? (scalar, steps, false, key) : nil
            case .sequence(let sequence):
                for (index, element) in sequence.elements.enumerated() {
                    if let found = visit(element, steps + [.index(index)], key: nil) { return found }
                }
            case .mapping(let mapping):
                for pair in mapping.pairs {
                    if pair.key.location.line == line, pair.key.location.column == column {
                        return (pair.key, steps + [.key(pair.key.text)], true, nil)
                    }
                    if let found = visit(pair.value, steps + [.key(pair.key.text)], key: pair.key) {
                        return found
                    }
                }
            }
            return nil
        }
        return root.flatMap { visit($0, [], key: nil) }
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
        intended.rename(keyPath, to: newName)
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
        var span = try pairSpan(located, keyPath: target, withComments: true)
        // Blank lines after the pair would join a block scalar that keeps its trailing line
        // breaks (`|+`, `>+`) right before it, and lengthen its text: they go with the pair.
        if keepsTrailingLines(endingAt: span.lowerBound) {
            var end = span.upperBound
            while end < bytes.count {
                var lineEnd = end
                while lineEnd < bytes.count,
                    bytes[lineEnd] == UInt8(ascii: " ") || bytes[lineEnd] == UInt8(ascii: "\r")
                {
                    lineEnd += 1
                }
                guard lineEnd < bytes.count, bytes[lineEnd] == UInt8(ascii: "\n") else { break }
                end = lineEnd + 1
            }
            span = span.lowerBound..<end
        }
        let gone = commentIndices(in: span)
        try apply(ByteEdit(range: span, replacement: []))
        intended.remove(target)
        intended.removeComments(at: gone)
    }

    /// Whether the scalar that ends closest before `offset` is a block scalar keeping its
    /// trailing line breaks (`|+`, `>+`).
    private func keepsTrailingLines(endingAt offset: Int) -> Bool {
        var closest: YAMLScalar?
        func visit(_ node: YAMLNode) {
            switch node {
            case .scalar(let scalar):
                if scalar.sourceRange.upperBound <= offset,
                    closest.map({ scalar.sourceRange.upperBound > $0.sourceRange.upperBound }) ?? true
                {
                    closest = scalar
                }
            case .sequence(let sequence): sequence.elements.forEach(visit)
            case .mapping(let mapping): mapping.pairs.forEach { visit($0.value) }
            }
        }
        if let root { visit(root) }
        guard let scalar = closest, scalar.style == .literal || scalar.style == .folded else { return false }
        let header = bytes[
            scalar.sourceRange.lowerBound..<min(scalar.sourceRange.lowerBound + 3, bytes.count)]
        return header.contains(UInt8(ascii: "+"))
    }

    /// The positions (in `DocumentMeaning.comments`) of the comments within `span`, which an
    /// edit deleting the span takes with it.
    private func commentIndices(in span: Range<Int>) -> Range<Int> {
        let comments = DocumentMeaning.comments(in: bytes, root: root)
        let first = comments.firstIndex { $0.offset >= span.lowerBound } ?? comments.count
        let end = comments[first...].firstIndex { $0.offset >= span.upperBound } ?? comments.count
        return first..<end
    }

    /// The reader's parse of `bytes` as they are (`YAMLReaderLimits.default`), which every edit
    /// makes: a caller that reads the edited document as a resource (a check of the project as
    /// the edits leave it) uses it rather than parsing the same bytes again.
    public var parse: YAMLParseResult? {
        parsedBytes == bytes ? lastParse : nil
    }

    // MARK: Verifying

    /// Reads the edited bytes back with the reader and compares what they mean with what the
    /// edits intended (`DocumentMeaning`): every entry an edit did not target is unchanged
    /// (text, style, place, the comments around it), every targeted entry is exactly as
    /// planned, and the structure is the same. A re-indented file may differ from the bytes as
    /// read in indentation only.
    ///
    /// - Throws: `.meaningChanged` naming the first difference: a bug of the editor, found
    ///   before anything is written.
    public func verify() throws(ResourceEditError) {
        guard hasChanges else { return }
        if let reindentedBytes {
            func content(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
                bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map {
                    $0.drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
                }
            }
            guard content(reindentedBytes) == content(originalBytes) else {
                throw .meaningChanged(path: path, difference: "re-indenting changed more than indentation")
            }
        }
        // Every edit parses its result (`reparse()`, which refuses a result that does not
        // parse): that parse of these very bytes is the reading back. Array equality of one
        // shared buffer is a pointer comparison.
        var readBack = root
        if parsedBytes != bytes {
            let parsed = YAMLReader().read(bytes: bytes, path: path)
            if let syntax = parsed.diagnostics.first(where: { $0.rule == .yamlSyntax }) {
                throw .meaningChanged(
                    path: path,
                    difference:
                        "the result does not parse (\(syntax.location.line):\(syntax.location.column): \(syntax.message))"
                )
            }
            readBack = parsed.root
        }
        if let difference = intended.difference(from: DocumentMeaning(root: readBack, bytes: bytes)) {
            throw .meaningChanged(path: path, difference: difference)
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
        var end = lines.lineEnd(after: pairEnd(located.key, located.value))
        guard withComments else { return lineStart..<end }
        // The comment lines right below, indented deeper than the key, are inside the pair (a
        // translator's `# to translate` under an empty value): they go with it, or they would
        // join whatever block scalar comes to stand above them.
        let keyIndent = keyStart - lineStart
        while end < bytes.count {
            var lineEnd = end
            while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
            let line = bytes[end..<lineEnd]
            let indent = line.prefix { $0 == UInt8(ascii: " ") }.count
            guard indent > keyIndent, line.dropFirst(indent).first == UInt8(ascii: "#") else { break }
            end = lineEnd < bytes.count ? lineEnd + 1 : lineEnd
        }
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
    mutating func apply(_ newEdits: [ByteEdit]) throws(ResourceEditError) {
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
        let parsed = YAMLReader().parse(bytes: bytes, path: path)
        if let syntax = parsed.diagnostics.first(where: { $0.rule == .yamlSyntax }) {
            throw .unparsable(
                path: path, reason: "\(syntax.location.line):\(syntax.location.column): \(syntax.message)")
        }
        root = YAMLReadResult(parsed).root
        lastParse = parsed
        parsedBytes = bytes
        lines = LineIndex(bytes)
    }

    static func dotted(_ keyPath: [String]) -> String {
        keyPath.joined(separator: ".")
    }
}
