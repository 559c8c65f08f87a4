import CYAML
import L10nCore

/// Drives libyaml's event parser over one file and assembles the events into a `YAMLNode`
/// tree, keeping every position.
///
/// The tree is built with an explicit stack, never by recursion, so nesting depth costs heap,
/// not stack; `YAMLReaderLimits.maxDepth` bounds it anyway.
struct EventTreeBuilder {
    /// An open collection. A struct mutated in place on the stack, so appending to it never
    /// copies its elements.
    private struct Frame {
        var isMapping: Bool
        var location: SourceLocation
        var anchor: String?
        /// Nodes in this subtree, for bounding alias expansion.
        var size = 1
        var elements: [YAMLNode] = []
        var pairs: [YAMLMapping.Pair] = []
        var pendingKey: YAMLScalar?
        /// The key was unusable (complex or too deep), so its value is dropped too.
        var droppingValue = false

        var node: YAMLNode {
            isMapping
                ? .mapping(YAMLMapping(pairs: pairs, location: location))
                : .sequence(YAMLSequence(elements: elements, location: location))
        }
    }

    /// Ends the parse early (alias bomb, syntax error).
    private struct Abort: Error {}

    let path: String
    let bytes: [UInt8]
    let positions: SourcePositionMap
    let limits: YAMLReaderLimits

    private var stack: [Frame] = []
    private var anchors: [String: (node: YAMLNode, size: Int)] = [:]
    private var aliasExpansion = 0
    private var skippedDepth = 0
    private var documentCount = 0
    private(set) var root: YAMLNode?
    private(set) var diagnostics: [Diagnostic] = []

    init(path: String, bytes: [UInt8], positions: SourcePositionMap, limits: YAMLReaderLimits) {
        self.path = path
        self.bytes = bytes
        self.positions = positions
        self.limits = limits
    }

    mutating func run(bodyOffset: Int) {
        let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
        let event = UnsafeMutablePointer<yaml_event_t>.allocate(capacity: 1)
        defer {
            yaml_parser_delete(parser)
            parser.deallocate()
            event.deallocate()
        }
        guard yaml_parser_initialize(parser) != 0 else {
            report(.yamlSyntax, "libyaml could not allocate a parser", at: location(line: 0, column: 0))
            return
        }
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            yaml_parser_set_input_string(parser, base + bodyOffset, buffer.count - bodyOffset)
            yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)
            while true {
                guard yaml_parser_parse(parser, event) != 0 else {
                    reportParserError(parser.pointee)
                    root = nil
                    return
                }
                defer { yaml_event_delete(event) }
                let type = event.pointee.type
                if type == YAML_STREAM_END_EVENT { return }
                do {
                    try handle(event.pointee)
                } catch {
                    root = nil
                    return
                }
            }
        }
    }

    // MARK: Events

    private mutating func handle(_ event: yaml_event_t) throws(Abort) {
        switch event.type {
        case YAML_DOCUMENT_START_EVENT:
            documentCount += 1
            if documentCount == 2 {
                report(
                    .invalidStructure,
                    "a resource file holds one YAML document; move the content after '---' to a file of its own",
                    at: location(event.start_mark))
            }
        case YAML_SCALAR_EVENT:
            if skippedDepth > 0 { return }
            let data = event.data.scalar
            try checkTag(
                data.tag, implicit: data.plain_implicit != 0 || data.quoted_implicit != 0,
                at: event.start_mark)
            let text =
                data.value.map {
                    String(decoding: UnsafeBufferPointer(start: $0, count: data.length), as: UTF8.self)
                } ?? ""
            let scalar = YAMLScalar(
                text: text, style: Self.style(data.style), location: location(event.start_mark),
                sourceRange: byteOffset(event.start_mark)..<byteOffset(event.end_mark))
            if scalar.style == .plain, data.tag == nil, let kind = YAML11ScalarClassifier.classify(text) {
                reportYAML11(scalar, kind: kind)
            }
            try complete(.scalar(scalar), size: 1, anchor: Self.string(data.anchor))
        case YAML_ALIAS_EVENT:
            if skippedDepth > 0 { return }
            let name = Self.string(event.data.alias.anchor) ?? ""
            guard let target = anchors[name] else {
                report(
                    .yamlSyntax,
                    "alias '*\(name)' refers to no anchor defined before it; define '&\(name)' first",
                    at: location(event.start_mark))
                throw Abort()
            }
            aliasExpansion += target.size
            guard aliasExpansion <= limits.maxAliasExpansion else {
                report(
                    .yamlAliasLimit,
                    "aliases expand to more than \(limits.maxAliasExpansion) nodes; write the values out instead of "
                        + "nesting aliases of aliases",
                    at: location(event.start_mark))
                throw Abort()
            }
            try complete(target.node, size: target.size, anchor: nil)
        case YAML_SEQUENCE_START_EVENT:
            let data = event.data.sequence_start
            try checkTag(data.tag, implicit: data.implicit != 0, at: event.start_mark)
            guard enter(at: event.start_mark) else { return }
            stack.append(
                Frame(
                    isMapping: false, location: location(event.start_mark), anchor: Self.string(data.anchor)))
        case YAML_MAPPING_START_EVENT:
            let data = event.data.mapping_start
            try checkTag(data.tag, implicit: data.implicit != 0, at: event.start_mark)
            guard enter(at: event.start_mark) else { return }
            stack.append(
                Frame(isMapping: true, location: location(event.start_mark), anchor: Self.string(data.anchor))
            )
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            if skippedDepth > 0 {
                skippedDepth -= 1
                if skippedDepth == 0 { completeDropped() }
                return
            }
            guard let frame = stack.popLast() else { return }
            try complete(frame.node, size: frame.size, anchor: frame.anchor)
        default:
            break
        }
    }

    /// Whether to build the collection that starts here; past the depth limit it is skipped.
    private mutating func enter(at mark: yaml_mark_t) -> Bool {
        if skippedDepth > 0 {
            skippedDepth += 1
            return false
        }
        guard stack.count < limits.maxDepth else {
            report(
                .invalidStructure,
                "nesting is deeper than \(limits.maxDepth) levels; the content below this point is not read. "
                    + "Flatten the structure",
                at: location(mark))
            skippedDepth = 1
            return false
        }
        return true
    }

    /// Attaches a finished node to its parent (or makes it the document's root).
    private mutating func complete(_ node: YAMLNode, size: Int, anchor: String?) throws(Abort) {
        if let anchor { anchors[anchor] = (node, size) }
        guard !stack.isEmpty else {
            if documentCount <= 1 { root = node }
            return
        }
        let top = stack.count - 1
        if !stack[top].isMapping {
            stack[top].elements.append(node)
            stack[top].size += size
        } else if stack[top].droppingValue {
            stack[top].droppingValue = false
        } else if let key = stack[top].pendingKey {
            stack[top].pairs.append(YAMLMapping.Pair(key: key, value: node))
            stack[top].pendingKey = nil
            stack[top].size += size
        } else if case .scalar(let key) = node {
            stack[top].pendingKey = key
            stack[top].size += size
        } else {
            report(
                .invalidStructure,
                "a mapping key must be a plain string, not \(node.kindName); write the key as text",
                at: node.location)
            stack[top].droppingValue = true
        }
    }

    /// A collection past the depth limit ended: a key waiting for it as its value is dropped
    /// with it, and a collection in key position drops the value that follows.
    private mutating func completeDropped() {
        guard let top = stack.indices.last, stack[top].isMapping else { return }
        if stack[top].droppingValue {
            stack[top].droppingValue = false
        } else if stack[top].pendingKey != nil {
            stack[top].pendingKey = nil
        } else {
            stack[top].droppingValue = true
        }
    }

    // MARK: Checks and diagnostics

    private mutating func checkTag(
        _ tag: UnsafeMutablePointer<yaml_char_t>?, implicit: Bool, at mark: yaml_mark_t
    ) throws(Abort) {
        guard let tag = Self.string(tag) else { return }
        // `!` (non-specific) and `!!str` only restate that the value is text.
        if tag == "!" || tag == "tag:yaml.org,2002:str" { return }
        let shown =
            tag.hasPrefix("tag:yaml.org,2002:") ? "!!" + tag.dropFirst("tag:yaml.org,2002:".count) : tag
        report(
            .yamlUnsupportedTag,
            "explicit tag '\(shown)' is not supported: every resource value is text; remove the tag and quote the value",
            at: location(mark))
    }

    private mutating func reportYAML11(_ scalar: YAMLScalar, kind: YAML11ScalarClassifier.Kind) {
        let shown = scalar.text.isEmpty ? "an empty value" : "'\(scalar.text)'"
        let quoted = "\"" + scalar.text + "\""
        diagnostics.append(
            Diagnostic(
                rule: .yaml11Scalar,
                message:
                    "\(shown) is read as \(kind.article) by YAML 1.1 loaders; l10nc keeps the text, but quote it "
                    + "(\(quoted)) so every tool agrees",
                location: scalar.location, fixIt: quoted))
    }

    private mutating func reportParserError(_ parser: yaml_parser_t) {
        let problem = parser.problem.map { String(cString: $0) } ?? "unknown error"
        var message = problem
        var related: [Diagnostic.Related] = []
        if let context = parser.context.map({ String(cString: $0) }) {
            message = "\(problem) (\(context))"
            related.append(Diagnostic.Related(message: context, location: location(parser.context_mark)))
        }
        let mark = parser.problem_mark
        let location: SourceLocation
        if parser.error == YAML_READER_ERROR {
            // Reader errors carry a byte offset, not a line and column.
            let (line, column) = SourcePositionMap.lineAndColumn(
                ofByte: Int(parser.problem_offset), in: bytes)
            location = SourceLocation(file: path, line: line, column: column)
        } else {
            location = self.location(mark)
        }
        diagnostics.append(
            Diagnostic(
                rule: .yamlSyntax, message: "YAML syntax error: \(message); fix the syntax at this position",
                location: location, related: related))
    }

    private mutating func report(_ rule: RuleID, _ message: String, at location: SourceLocation) {
        diagnostics.append(Diagnostic(rule: rule, message: message, location: location))
    }

    // MARK: Conversions

    private func location(_ mark: yaml_mark_t) -> SourceLocation {
        location(line: Int(mark.line), column: Int(mark.column))
    }

    private func location(line: Int, column: Int) -> SourceLocation {
        SourceLocation(file: path, line: line + 1, column: column + 1)
    }

    private func byteOffset(_ mark: yaml_mark_t) -> Int {
        positions.byteOffset(index: Int(mark.index), line: Int(mark.line), column: Int(mark.column))
    }

    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        pointer.map { String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self)) }
    }

    private static func style(_ style: yaml_scalar_style_t) -> ScalarStyle {
        switch style {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: .singleQuoted
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: .doubleQuoted
        case YAML_LITERAL_SCALAR_STYLE: .literal
        case YAML_FOLDED_SCALAR_STYLE: .folded
        default: .plain
        }
    }
}
