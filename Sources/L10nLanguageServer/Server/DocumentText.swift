import Foundation
import L10nCore
import L10nLanguageServerProtocol

/// The text of a file as the server converts positions in it: the editor's buffer when the
/// file is open, else the file on disk (a file that cannot be read, or is larger than any
/// resource l10nc reads, converts columns as if its text were ASCII).
struct DocumentText {
    let snapshot: DocumentSnapshot?

    init(path: String, documents: [DocumentURI: DocumentSnapshot]) {
        let uri = LanguageServer.uri(of: path)
        if let open = documents[uri] {
            snapshot = open
        } else if let attributes = try? FileManager.default.attributesOfItem(atPath: path),
            let size = attributes[.size] as? Int, size <= 16 << 20,
            let data = FileManager.default.contents(atPath: path)
        {
            snapshot = DocumentSnapshot(uri: uri, version: 0, bytes: [UInt8](data))
        } else {
            snapshot = nil
        }
    }

    /// The range of the token an l10nc location points at: a key, a property name, a quoted
    /// or plain scalar; one character where no token starts.
    func tokenRange(at location: SourceLocation, encoding: PositionEncodingKind) -> TextRange {
        guard let snapshot else {
            let start = Position(line: max(0, location.line - 1), character: max(0, location.column - 1))
            return TextRange(start: start, end: Position(line: start.line, character: start.character + 1))
        }
        let start = snapshot.byteOffset(line: location.line, column: location.column)
        let line = snapshot.lineBytes(location.line - 1)
        var end = start
        let bytes = snapshot.bytes
        if end < line.upperBound, bytes[end] == UInt8(ascii: "\"") || bytes[end] == UInt8(ascii: "'") {
            let quote = bytes[end]
            end += 1
            while end < line.upperBound, bytes[end] != quote {
                end += bytes[end] == UInt8(ascii: "\\") && quote == UInt8(ascii: "\"") ? 2 : 1
            }
            end = min(line.upperBound, end + 1)
        } else {
            let stops = Set(" \t:,#{}[]()".utf8)
            while end < line.upperBound, !stops.contains(bytes[end]) { end += 1 }
        }
        if end == start { end = min(line.upperBound, start + 1) }
        return TextRange(
            start: snapshot.position(ofByte: start, encoding: encoding),
            end: snapshot.position(ofByte: end, encoding: encoding))
    }

    /// The range of `length` Unicode scalars from `location`, on its line.
    func range(at location: SourceLocation, length: Int, encoding: PositionEncodingKind) -> TextRange {
        guard let snapshot else {
            let start = Position(line: max(0, location.line - 1), character: max(0, location.column - 1))
            return TextRange(
                start: start, end: Position(line: start.line, character: start.character + length))
        }
        let start = snapshot.byteOffset(line: location.line, column: location.column)
        let end = snapshot.byteOffset(line: location.line, column: location.column + length)
        return TextRange(
            start: snapshot.position(ofByte: start, encoding: encoding),
            end: snapshot.position(ofByte: end, encoding: encoding))
    }

    /// The text of a position's line before it.
    func lineText(before position: Position, encoding: PositionEncodingKind) -> String? {
        guard let snapshot else { return nil }
        let offset = snapshot.byteOffset(of: position, encoding: encoding)
        let line = snapshot.lineBytes(position.line)
        return String(decoding: snapshot.bytes[line.lowerBound..<max(line.lowerBound, offset)], as: UTF8.self)
    }

    /// The l10nc line and column (1-based, columns in Unicode scalars) of a protocol position.
    func location(of position: Position, encoding: PositionEncodingKind) -> (line: Int, column: Int) {
        guard let snapshot else { return (position.line + 1, position.character + 1) }
        let offset = snapshot.byteOffset(of: position, encoding: encoding)
        let line = snapshot.lineBytes(position.line)
        var column = 1
        var index = line.lowerBound
        while index < offset {
            if snapshot.bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        return (position.line + 1, column)
    }
}

extension DocumentText {
    /// Where a position of a YAML document sits: the keys of the mappings it is indented into
    /// (the locale first), the key written on its own line before it, if any, and the name
    /// typed so far after an unclosed `%{`.
    struct YAMLContext {
        var parents: [String]
        var key: String?
        var placeholderPrefix: String?
    }

    func yamlContext(at position: Position, encoding: PositionEncodingKind) -> YAMLContext? {
        guard let snapshot else { return nil }
        let offset = snapshot.byteOffset(of: position, encoding: encoding)
        let lineRange = snapshot.lineBytes(position.line)
        let before = String(decoding: snapshot.bytes[lineRange.lowerBound..<offset], as: UTF8.self)
        let indent = before.prefix { $0 == " " }.count
        var context = YAMLContext(parents: [])
        let trimmed = before.dropFirst(indent)
        if let colon = trimmed.firstIndex(of: ":") {
            context.key = String(trimmed[..<colon]).trimmingCharacters(in: CharacterSet(charactersIn: "\"' "))
        }
        if let open = before.range(of: "%{", options: .backwards),
            !before[open.upperBound...].contains("}")
        {
            context.placeholderPrefix = String(before[open.upperBound...])
        }
        // The mappings above: each nearest earlier line indented less than the last.
        var level = context.placeholderPrefix == nil ? indent : before.prefix { $0 == " " }.count
        var line = position.line - 1
        while line >= 0, level > 0 {
            let range = snapshot.lineBytes(line)
            let text = String(decoding: snapshot.bytes[range], as: UTF8.self)
            let lineIndent = text.prefix { $0 == " " }.count
            let content = text.dropFirst(lineIndent)
            if lineIndent < level, !content.isEmpty, !content.hasPrefix("#"),
                let colon = content.firstIndex(of: ":")
            {
                context.parents.insert(
                    String(content[..<colon]).trimmingCharacters(in: CharacterSet(charactersIn: "\"' ")),
                    at: 0)
                level = lineIndent
            }
            line -= 1
        }
        return context.parents.isEmpty ? nil : context
    }
}
