import L10nCore

/// A line that libyaml rejects because a tab indents it, and the spaces that replace its
/// indentation. A tab's width is whatever the author's editor showed, so the width is taken
/// from the line above, as the author saw them aligned: the same indentation as that line
/// (a sibling), or one step deeper when that line opens a mapping or list (ends with `:`).
/// The step is the file's smallest indentation of a line indented with spaces, else 2.
public struct TabIndentation: Sendable, Hashable {
    /// The byte range of the line's indentation (its leading spaces and tabs).
    public var range: Range<Int>
    /// The spaces that replace it.
    public var replacement: String

    /// The indentation of the line holding `offset`, when the byte there is a tab in that
    /// line's leading whitespace; `nil` otherwise (a tab after a value is not indentation).
    public init?(bytes: [UInt8], at offset: Int) {
        guard offset < bytes.count, bytes[offset] == Self.tab else { return nil }
        var start = offset
        while start > 0, bytes[start - 1] != Self.newline, bytes[start - 1] != Self.carriageReturn {
            start -= 1
            guard bytes[start] == Self.space || bytes[start] == Self.tab else { return nil }
        }
        var end = offset
        while end < bytes.count, bytes[end] == Self.space || bytes[end] == Self.tab { end += 1 }
        range = start..<end
        replacement = String(repeating: " ", count: Self.width(ofLineAt: start, in: bytes))
    }

    /// The indentation the line starting at `lineStart` gets: that of the content line above,
    /// one step deeper when that line ends with `:`; 0 for the first line.
    private static func width(ofLineAt lineStart: Int, in bytes: [UInt8]) -> Int {
        var end = lineStart
        while end > 0 {
            // The line before `end`: from after the previous newline to the newline at `end - 1`.
            var start = end - 1
            while start > 0, bytes[start - 1] != newline { start -= 1 }
            let line = bytes[start..<(end - 1)].filter { $0 != carriageReturn }
            end = start
            let indentation = line.prefix { $0 == space }.count
            let content = line.dropFirst(indentation)
            guard let first = content.first, first != hash, first != tab else { continue }
            var text = Array(content)
            if let comment = text.indices.first(where: { text[$0] == hash && $0 > 0 && text[$0 - 1] == space }
            ) {
                text.removeSubrange(comment...)
            }
            while text.last == space || text.last == tab { text.removeLast() }
            let opens = text.last == UInt8(ascii: ":") || text == [UInt8(ascii: "-")]
            return opens ? indentation + indentationStep(bytes) : indentation
        }
        return 0
    }

    /// `bytes` with every tab-indented line that stops the parse re-indented with spaces, one
    /// line at a time as libyaml reports them (a tab inside a block scalar's text is content
    /// and stays); `nil` when the first syntax error is not a tab, or there is none.
    public static func repaired(_ bytes: [UInt8], path: String, reader: YAMLReader = YAMLReader()) -> [UInt8]?
    {
        var current = bytes
        var changed = false
        // Each pass fixes one line; the bound only guards against a parser that would report the
        // same line again.
        for _ in 0..<Self.lineCount(bytes) + 1 {
            let parsed = reader.parse(bytes: current, path: path)
            guard parsed.readUpTo != nil,
                let finding = parsed.diagnostics.first(where: { $0.rule == .yamlSyntax && $0.fixIt != nil }),
                let offset = Self.lineStart(finding.location.line, in: current),
                let indentation = Self.firstTab(in: current, lineStart: offset)
            else { break }
            current.replaceSubrange(indentation.range, with: Array(indentation.replacement.utf8))
            changed = true
        }
        return changed ? current : nil
    }

    private static func firstTab(in bytes: [UInt8], lineStart: Int) -> TabIndentation? {
        var index = lineStart
        while index < bytes.count, bytes[index] == space { index += 1 }
        return TabIndentation(bytes: bytes, at: index)
    }

    private static func lineStart(_ line: Int, in bytes: [UInt8]) -> Int? {
        var current = 1
        var index = 0
        while current < line {
            guard let newline = bytes[index...].firstIndex(of: newline) else { return nil }
            index = newline + 1
            current += 1
        }
        return index
    }

    private static func lineCount(_ bytes: [UInt8]) -> Int {
        bytes.count { $0 == newline }
    }

    /// The smallest indentation of a line indented with spaces only; 2 when there is none.
    private static func indentationStep(_ bytes: [UInt8]) -> Int {
        var step = Int.max
        var atLineStart = true
        var spaces = 0
        for byte in bytes {
            if atLineStart {
                if byte == space {
                    spaces += 1
                    continue
                }
                if byte != tab, byte != newline, byte != carriageReturn, byte != hash, spaces > 0 {
                    step = min(step, spaces)
                }
                atLineStart = false
            }
            if byte == newline {
                atLineStart = true
                spaces = 0
            }
        }
        return step == .max ? 2 : step
    }

    private static let tab = UInt8(ascii: "\t")
    private static let space = UInt8(ascii: " ")
    private static let newline = UInt8(ascii: "\n")
    private static let carriageReturn = UInt8(ascii: "\r")
    private static let hash = UInt8(ascii: "#")
}
