import CYAML
import L10nCore

/// Drives libyaml's event parser over one file and records a clean `YAMLEventLog`, keeping
/// every position.
///
/// Nothing here recurses, so nesting depth costs heap, not stack; `YAMLReaderLimits.maxDepth`
/// bounds it anyway. Aliases are replayed from the recorded events of their anchor, within
/// `YAMLReaderLimits.maxAliasExpansion`.
struct EventLogRecorder {
    /// An open collection, for telling keys from values.
    private struct Frame {
        var isMapping: Bool
        /// In a mapping: the next node is a key.
        var expectingKey = true
        /// The next node is not recorded: the value of a key that was dropped.
        var droppingValue = false
        /// Where this collection's records start in the log, if it has an anchor to record;
        /// the name is the last of `openAnchorNames` while it is open (a frame holds no
        /// string, so pushing and popping frames copies plain values only).
        var anchorStart: Int?
    }

    /// Ends the parse early and discards the log (alias bomb, syntax error).
    private struct Abort: Error {}
    /// Ends the parse early, keeping the log recorded so far (nesting past the limit).
    private struct Truncate: Error {}

    let path: String
    let bytes: [UInt8]
    var positions: SourcePositionMap
    let limits: YAMLReaderLimits

    private(set) var log: YAMLEventLog
    /// libyaml read the whole input: it was valid UTF-8 and nothing stopped the parse.
    private(set) var reachedEnd = false
    /// Where a syntax error stopped the parse; what was read before it is kept.
    private(set) var stoppedAt: SourceLocation?
    private(set) var diagnostics: [Diagnostic] = []
    private var stack: [Frame] = []
    /// The records each anchor stands for, as a range of the log.
    private var anchors: [String: Range<Int>] = [:]
    private var openAnchorNames: [String] = []
    private var aliasExpansion = 0
    /// Nesting inside a collection that is skipped (too deep, or a dropped key or value).
    private var skippedDepth = 0
    private var documentCount = 0
    /// The last scalar libyaml gave, for telling what a syntax error right after it means.
    private var lastScalar: ScalarMark?

    /// Where a scalar was, and what became of it.
    /// Kept for every scalar: its start as numbers, not a `SourceLocation` (whose path would be
    /// retained and released per scalar); `location(of:)` makes that for the rare message.
    private struct ScalarMark {
        var style: ScalarStyle
        var startLine: Int
        var startColumn: Int
        /// The line of its last character.
        var endLine: Int
        /// Its index in the log, when it was recorded.
        var record: Int?
        /// It was a mapping's key (else a value or an element).
        var isKey: Bool
        /// Whether its parent was a mapping.
        var inMapping: Bool
    }

    init(path: String, bytes: [UInt8], positions: SourcePositionMap, limits: YAMLReaderLimits) {
        self.path = path
        self.bytes = bytes
        self.positions = positions
        self.limits = limits
        log = YAMLEventLog(path: path, source: bytes)
        // Measured on resource files: about one event per 17 bytes; texts that need a copy of
        // their own (escapes, block scalars) are a minority.
        log.reserveCapacity(records: bytes.count / 16, textBytes: bytes.count / 4)
    }

    mutating func run(bodyOffset: Int) {
        let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
        let event = UnsafeMutablePointer<yaml_event_t>.allocate(capacity: 1)
        defer {
            parser.deallocate()
            event.deallocate()
        }
        guard yaml_parser_initialize(parser) != 0 else {
            report(
                .yamlSyntax, "libyaml could not allocate a parser",
                at: SourceLocation(file: path, line: 1, column: 1))
            return
        }
        defer { yaml_parser_delete(parser) }
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            yaml_parser_set_input_string(parser, base + bodyOffset, buffer.count - bodyOffset)
            yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)
            while true {
                guard yaml_parser_parse(parser, event) != 0 else {
                    reportParserError(parser.pointee)
                    keepWhatWasRead()
                    return
                }
                defer { yaml_event_delete(event) }
                if event.pointee.type == YAML_STREAM_END_EVENT {
                    reachedEnd = true
                    return
                }
                do {
                    try handle(event)
                } catch is Truncate {
                    return
                } catch {
                    log.removeAll()
                    return
                }
            }
        }
    }

    // MARK: Events

    /// Takes the event by pointer: it is a large C struct, and copying it per event costs
    /// more than most of the handling.
    private mutating func handle(_ eventPointer: UnsafeMutablePointer<yaml_event_t>) throws {
        switch eventPointer.pointee.type {
        case YAML_DOCUMENT_START_EVENT:
            documentCount += 1
            if documentCount == 2 {
                report(
                    .invalidStructure,
                    "a resource file holds one YAML document; move the content after '---' to a file of its own",
                    at: location(eventPointer.pointee.start_mark))
            }
        case YAML_SCALAR_EVENT:
            guard documentCount <= 1, skippedDepth == 0 else { return }
            let data = eventPointer.pointee.data.scalar
            if data.tag != nil { checkTag(data.tag, at: eventPointer.pointee.start_mark) }
            let bytes = UnsafeBufferPointer(start: data.value, count: data.value == nil ? 0 : data.length)
            let style = Self.style(data.style)
            if style == .plain, data.tag == nil, let kind = YAML11ScalarClassifier.classify(bytes) {
                // The value of a locale or of a type (`de:` or `CardViewModel:` with nothing yet)
                // is a section that has no keys yet, not a text to quote.
                let isSection =
                    kind == .null && stack.count <= 2 && stack.allSatisfy(\.isMapping)
                    && stack.last?.expectingKey == false
                reportYAML11(
                    String(decoding: bytes, as: UTF8.self), kind: kind, isSection: isSection,
                    at: eventPointer.pointee.start_mark)
            }
            let inMapping = stack.last?.isMapping ?? false
            let isKey = inMapping && stack.last?.expectingKey == true
            lastScalar = ScalarMark(
                style: style, startLine: Int(eventPointer.pointee.start_mark.line) + 1,
                startColumn: Int(eventPointer.pointee.start_mark.column) + 1,
                endLine: Int(eventPointer.pointee.end_mark.line) + 1, record: nil, isKey: isKey,
                inMapping: inMapping)
            guard beginNode(isScalar: true, at: eventPointer.pointee.start_mark) else { return }
            lastScalar?.record = log.count
            let start = byteOffset(eventPointer.pointee.start_mark)
            let (end, verbatimStart) = positions.scalarEnd(
                start: start, endIndex: Int(eventPointer.pointee.end_mark.index), value: bytes, style: style)
            let index = log.count
            let line = Int(eventPointer.pointee.start_mark.line) + 1
            let column = Int(eventPointer.pointee.start_mark.column) + 1
            if let verbatimStart {
                log.appendVerbatimScalar(
                    textStart: verbatimStart, length: bytes.count, style: style, line: line, column: column,
                    sourceRange: start..<end)
            } else {
                log.appendScalar(bytes, style: style, line: line, column: column, sourceRange: start..<end)
            }
            if data.anchor != nil, let anchor = Self.string(data.anchor) {
                anchors[anchor] = index..<index + 1
            }
        case YAML_ALIAS_EVENT:
            guard documentCount <= 1, skippedDepth == 0 else { return }
            let name = Self.string(eventPointer.pointee.data.alias.anchor) ?? ""
            guard let recorded = anchors[name] else {
                report(
                    .yamlSyntax,
                    "alias '*\(name)' refers to no anchor defined before it; define '&\(name)' first",
                    at: location(eventPointer.pointee.start_mark))
                throw Abort()
            }
            aliasExpansion += recorded.count
            guard aliasExpansion <= limits.maxAliasExpansion else {
                report(
                    .yamlAliasLimit,
                    "aliases expand to more than \(limits.maxAliasExpansion) nodes; write the values out instead of "
                        + "nesting aliases of aliases",
                    at: location(eventPointer.pointee.start_mark))
                throw Abort()
            }
            let firstKind = log.records[recorded.lowerBound].kind
            guard
                beginNode(
                    isScalar: firstKind == .scalar, at: eventPointer.pointee.start_mark,
                    isMapping: firstKind == .mappingStart)
            else { return }
            log.replay(recorded)
        case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
            guard documentCount <= 1 else { return }
            if skippedDepth > 0 {
                skippedDepth += 1
                return
            }
            let isMapping = eventPointer.pointee.type == YAML_MAPPING_START_EVENT
            let (tag, anchor) =
                isMapping
                ? (
                    eventPointer.pointee.data.mapping_start.tag,
                    eventPointer.pointee.data.mapping_start.anchor
                )
                : (
                    eventPointer.pointee.data.sequence_start.tag,
                    eventPointer.pointee.data.sequence_start.anchor
                )
            if tag != nil { checkTag(tag, at: eventPointer.pointee.start_mark) }
            guard beginNode(isScalar: false, at: eventPointer.pointee.start_mark, isMapping: isMapping) else {
                skippedDepth = 1
                return
            }
            guard stack.count < limits.maxDepth else {
                report(
                    .invalidStructure,
                    "nesting is deeper than \(limits.maxDepth) levels; the file is read only up to here. "
                        + "Flatten the structure",
                    at: location(eventPointer.pointee.start_mark))
                // libyaml's cost grows with the square of flow nesting, so the parse stops here
                // instead of skipping: what was read stays, with its open collections closed.
                dropLastKeyIfPending()
                for _ in stack { log.appendCollectionEnd() }
                stack.removeAll()
                throw Truncate()
            }
            var frame = Frame(isMapping: isMapping)
            if anchor != nil, let name = Self.string(anchor) {
                openAnchorNames.append(name)
                frame.anchorStart = log.count
            }
            stack.append(frame)
            log.appendCollectionStart(
                isMapping: isMapping, line: Int(eventPointer.pointee.start_mark.line) + 1,
                column: Int(eventPointer.pointee.start_mark.column) + 1)
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            guard documentCount <= 1 else { return }
            if skippedDepth > 0 {
                skippedDepth -= 1
                return
            }
            guard let frame = stack.popLast() else { return }
            log.appendCollectionEnd()
            if let anchorStart = frame.anchorStart {
                anchors[openAnchorNames.removeLast()] = anchorStart..<log.count
            }
        default:
            break
        }
    }

    /// Decides whether the node starting here is recorded, given its position in its parent,
    /// and advances the parent's key/value state. A collection in key position is reported
    /// and dropped with the value that follows it.
    private mutating func beginNode(isScalar: Bool, at mark: yaml_mark_t, isMapping: Bool = false) -> Bool {
        guard let top = stack.indices.last, stack[top].isMapping else { return true }
        if stack[top].expectingKey {
            stack[top].expectingKey = false
            guard isScalar else {
                report(
                    .invalidStructure,
                    "a mapping key must be a plain string, not \(isMapping ? "a mapping" : "a sequence"); write the "
                        + "key as text",
                    at: location(mark))
                stack[top].droppingValue = true
                return false
            }
            return true
        }
        stack[top].expectingKey = true
        if stack[top].droppingValue {
            stack[top].droppingValue = false
            return false
        }
        return true
    }

    /// After a syntax error: the pairs read before it stay, a key still waiting for its value
    /// goes, and the open collections are closed, so one mistake does not turn every key of the
    /// file into a `missing-key`.
    private mutating func keepWhatWasRead() {
        while let top = stack.indices.last {
            if stack[top].isMapping, !stack[top].expectingKey, log.records.last?.kind == .scalar {
                log.removeLast()
            }
            log.appendCollectionEnd()
            stack.removeLast()
        }
    }

    /// A value is dropped after its key was recorded: the key goes too, so every recorded key
    /// has a value.
    private mutating func dropLastKeyIfPending() {
        guard let top = stack.indices.last, stack[top].isMapping, stack[top].expectingKey,
            log.records.last?.kind == .scalar
        else { return }
        log.removeLast()
    }

    // MARK: Checks and diagnostics

    private mutating func checkTag(_ tag: UnsafeMutablePointer<yaml_char_t>?, at mark: yaml_mark_t) {
        guard let tag = Self.string(tag) else { return }
        // `!` (non-specific) and `!!str` only restate that the value is text.
        if tag == "!" || tag == "tag:yaml.org,2002:str" { return }
        let prefix = "tag:yaml.org,2002:"
        let shown = tag.hasPrefix(prefix) ? "!!" + tag.dropFirst(prefix.count) : tag
        report(
            .yamlUnsupportedTag,
            "explicit tag '\(shown)' is not supported: every resource value is text; remove the tag and quote the value",
            at: location(mark))
    }

    private mutating func reportYAML11(
        _ text: String, kind: YAML11ScalarClassifier.Kind, isSection: Bool, at mark: yaml_mark_t
    ) {
        guard !isSection else {
            diagnostics.append(
                Diagnostic(
                    rule: .yaml11Scalar,
                    message:
                        "an empty section (a locale or a type with no keys yet) is read as a null by YAML loaders: "
                        + "add its keys below it (`l10nc fix --fill copy` adds the missing ones)",
                    location: location(mark)))
            return
        }
        let shown = text.isEmpty ? "an empty value" : "'\(VisibleText.escaped(text))'"
        let quoted = "\"" + text + "\""
        diagnostics.append(
            Diagnostic(
                rule: .yaml11Scalar,
                message:
                    "\(shown) is read as \(kind.article) by YAML 1.1 loaders; l10nc keeps the text, but quote it "
                    + "(\(quoted)) so every tool agrees",
                location: location(mark), fixIt: quoted))
    }

    private mutating func reportParserError(_ parser: yaml_parser_t) {
        let problem = parser.problem.map { String(cString: $0) } ?? "unknown error"
        var message = problem
        var related: [Diagnostic.Related] = []
        if let context = parser.context.map({ String(cString: $0) }) {
            message = "\(problem) (\(context))"
            related.append(Diagnostic.Related(message: context, location: location(parser.context_mark)))
        }
        let location: SourceLocation
        if parser.error == YAML_READER_ERROR {
            // Reader errors carry a byte offset, not a line and column.
            let (line, column) = SourcePositionMap.lineAndColumn(
                ofByte: Int(parser.problem_offset), in: bytes)
            location = SourceLocation(file: path, line: line, column: column)
        } else {
            location = self.location(parser.problem_mark)
        }
        stoppedAt = location
        if parser.error != YAML_READER_ERROR,
            let cause = syntaxErrorCause(parser, problem: problem, at: location)
        {
            stoppedAt = cause.location
            diagnostics.append(
                Diagnostic(
                    rule: .yamlSyntax,
                    message: "YAML syntax error: \(cause.message); the file is read up to here",
                    location: cause.location,
                    related: [Diagnostic.Related(message: "YAML stops here: \(message)", location: location)])
            )
            return
        }
        if parser.error == YAML_SCANNER_ERROR,
            let indentation = TabIndentation(
                bytes: bytes, at: positions.byteOffset(index: Int(parser.problem_mark.index)))
        {
            diagnostics.append(
                Diagnostic(
                    rule: .yamlSyntax,
                    message:
                        "this line is indented with a tab, and YAML indents with spaces only; replace the tab with "
                        + "spaces (`l10nc fix` does); the file is read up to here",
                    location: SourceLocation(file: path, line: location.line, column: 1),
                    fixIt: indentation.replacement))
            return
        }
        diagnostics.append(
            Diagnostic(
                rule: .yamlSyntax,
                message:
                    "YAML syntax error: \(message); fix the syntax at this position; the file is read up to here",
                location: location, related: related))
    }

    /// A syntax error whose cause is elsewhere than where libyaml stops, said at the cause:
    /// a quoted text not closed on its line (libyaml reads on to the next quote, and stops
    /// after it, a line or more below), or a line without the `:` after its key. What such an
    /// error swallowed is taken out of the log, so that no finding is made of it.
    private mutating func syntaxErrorCause(_ parser: yaml_parser_t, problem: String, at stop: SourceLocation)
        -> (message: String, location: SourceLocation)?
    {
        let context = parser.context.map { String(cString: $0) }
        // The end of the file (or a `---`) inside a quoted text: it was never closed.
        if context == "while scanning a quoted scalar",
            problem == "found unexpected end of stream" || problem == "found unexpected document indicator"
        {
            let opening = location(parser.context_mark)
            let offset = positions.byteOffset(index: Int(parser.context_mark.index))
            let quote = bytes.indices.contains(offset) ? String(UnicodeScalar(bytes[offset])) : "\""
            return (
                "this quoted text is not closed: YAML reads on to the end of the file; end the text with \(quote)",
                opening
            )
        }
        // A quoted text that ran over lines holding keys (`pageTitle: "X"` read as text), and a
        // line that does not parse right after it: its quote was not closed on its line, and the
        // quote that closed it opened the next text. (A text wrapped over lines on purpose holds
        // no `key:` line.)
        if let scalar = lastScalar, scalar.style == .doubleQuoted || scalar.style == .singleQuoted,
            scalar.endLine > scalar.startLine, scalar.endLine == stop.line, let record = scalar.record,
            swallowsKeys(log.records[record])
        {
            forget(scalar)
            let quote = scalar.style == .doubleQuoted ? "\"" : "'"
            return (
                "this quoted text is not closed on its line: YAML reads on to the \(quote) on line \(scalar.endLine) "
                    + "and cannot go on after it; end the text with \(quote) on this line",
                location(of: scalar)
            )
        }
        // `title "Optional Array"` where a key is expected: libyaml looks for the `:` of a key
        // until the line ends, and stops on the next one.
        if context == "while scanning a simple key", problem == "could not find expected ':'" {
            let start = location(parser.context_mark)
            return (
                missingColonMessage(at: positions.byteOffset(index: Int(parser.context_mark.index))), start
            )
        }
        // The same as a key's value on a line of its own, followed by a `key:` line: libyaml reads
        // both lines as one plain text, and stops at the second line's `:`. That text is not
        // one the author wrote: it goes, and the error is said on its first line when it starts
        // a line (a missing `:`), else where libyaml stops.
        if problem == "mapping values are not allowed in this context", let scalar = lastScalar,
            scalar.style == .plain, !scalar.isKey, scalar.endLine > scalar.startLine,
            scalar.endLine == stop.line,
            let record = scalar.record, record == log.count - 1
        {
            let offset = Int(log.records[record].sourceStart)
            forget(scalar)
            if offset == 0 || bytes[..<offset].last(where: { $0 != Self.space }) == Self.newline {
                return (missingColonMessage(at: offset), location(of: scalar))
            }
        }
        return nil
    }

    /// Whether a line after the first of the scalar's source is a `key:` line.
    private func swallowsKeys(_ record: YAMLEventLog.Record) -> Bool {
        let source = bytes[Int(record.sourceStart)..<min(Int(record.sourceEnd), bytes.count)]
        return source.split(separator: Self.newline, omittingEmptySubsequences: false).dropFirst()
            .contains { KeysAfterStop.key(of: ArraySlice($0)) != nil }
    }

    /// "this line has no ':' after its key ('title') …", for the line's text at `offset`.
    private func missingColonMessage(at offset: Int) -> String {
        var end = offset
        while end < bytes.count,
            ![Self.space, Self.newline, Self.carriageReturn, Self.tab].contains(bytes[end])
        {
            end += 1
        }
        let word = VisibleText.escaped(String(decoding: bytes[offset..<min(end, offset + 60)], as: UTF8.self))
        return "this line has no ':' after its key ('\(word)'), so YAML reads it as text where a key is "
            + "expected; write '\(word):'"
    }

    /// Takes a scalar a syntax error swallowed out of the log (with its key, when it was a
    /// value), when it is the last thing recorded.
    private mutating func forget(_ scalar: ScalarMark) {
        guard let record = scalar.record, record == log.count - 1 else { return }
        log.removeLast()
        guard scalar.inMapping, let top = stack.indices.last else { return }
        if scalar.isKey {
            // The key goes alone: the mapping expects a key again.
            stack[top].expectingKey = true
        } else if log.records.last?.kind == .scalar {
            log.removeLast()
        }
    }

    private static let space = UInt8(ascii: " ")
    private static let tab = UInt8(ascii: "\t")
    private static let newline = UInt8(ascii: "\n")
    private static let carriageReturn = UInt8(ascii: "\r")

    private mutating func report(_ rule: RuleID, _ message: String, at location: SourceLocation) {
        diagnostics.append(Diagnostic(rule: rule, message: message, location: location))
    }

    // MARK: Conversions

    private func location(of scalar: ScalarMark) -> SourceLocation {
        SourceLocation(file: path, line: scalar.startLine, column: scalar.startColumn)
    }

    private func location(_ mark: yaml_mark_t) -> SourceLocation {
        SourceLocation(file: path, line: Int(mark.line) + 1, column: Int(mark.column) + 1)
    }

    private mutating func byteOffset(_ mark: yaml_mark_t) -> Int {
        positions.byteOffset(index: Int(mark.index))
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
