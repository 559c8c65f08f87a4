import L10nCore
import L10nYAML

/// How a file is written, so inserted text looks like the rest of it: indentation step,
/// line ending, the quoting of values, and how arrays are written.
public struct DocumentStyle: Sendable, Hashable {
    public enum SequenceStyle: Sendable, Hashable {
        /// `tabs: ["a", "b"]`
        case flow
        /// `tabs:` then `- a` lines, `indent` spaces deeper than the key.
        case block(indent: Int)
    }

    /// Spaces per nesting level.
    public var indentStep = 2
    /// `"\r\n"` when the file uses CRLF line endings.
    public var lineBreak = "\n"
    /// The style new values are written in (plain only where plain reads back as the same text).
    public var valueStyle = ScalarStyle.doubleQuoted
    public var sequenceStyle = SequenceStyle.flow

    public init() {}

    /// The style of `bytes`, whose tree is `root`.
    init(bytes: [UInt8], root: YAMLNode?, lines: LineIndex) {
        if let newline = bytes.firstIndex(of: UInt8(ascii: "\n")), newline > 0,
            bytes[newline - 1] == UInt8(ascii: "\r")
        {
            lineBreak = "\r\n"
        }
        guard let root else { return }
        var styleCounts: [ScalarStyle: Int] = [:]
        var step: Int?
        var sequence: SequenceStyle?
        func visit(_ node: YAMLNode, keyColumn: Int?) {
            switch node {
            case .scalar(let scalar):
                if keyColumn != nil, !scalar.text.isEmpty { styleCounts[scalar.style, default: 0] += 1 }
            case .sequence(let elements):
                if sequence == nil, let keyColumn {
                    let start = lines.offset(line: elements.location.line, column: elements.location.column)
                    sequence =
                        start < bytes.count && bytes[start] == UInt8(ascii: "[")
                        ? .flow : .block(indent: max(0, elements.location.column - keyColumn))
                }
                for element in elements.elements {
                    if case .scalar(let scalar) = element, !scalar.text.isEmpty {
                        styleCounts[scalar.style, default: 0] += 1
                    }
                }
            case .mapping(let mapping):
                for pair in mapping.pairs {
                    if step == nil, case .mapping(let child) = pair.value,
                        child.location.line > pair.key.location.line,
                        child.location.column > pair.key.location.column
                    {
                        step = child.location.column - pair.key.location.column
                    }
                    visit(pair.value, keyColumn: pair.key.location.column)
                }
            }
        }
        visit(root, keyColumn: nil)
        if let step { indentStep = step }
        if let sequence { sequenceStyle = sequence }
        let candidates: [ScalarStyle] = [.doubleQuoted, .singleQuoted, .plain]
        if let best = candidates.max(by: { styleCounts[$0, default: 0] < styleCounts[$1, default: 0] }),
            styleCounts[best, default: 0] > 0
        {
            valueStyle = best
        }
    }
}
