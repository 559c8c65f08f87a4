import L10nLanguageServerProtocol

/// One version of a document's text as the editor holds it: the bytes (UTF-8) and where each
/// line starts, so that every position conversion is a lookup and a walk along one line.
///
/// A snapshot never changes; `applying(_:version:encoding:)` makes the next one. Lines end at
/// `\n`, `\r\n` or `\r`, as the Language Server Protocol counts them.
public struct DocumentSnapshot: Sendable, Hashable {
    public let uri: DocumentURI
    public let version: Int
    /// The text as UTF-8.
    public let bytes: [UInt8]
    /// The byte offset where each line starts; the first is 0.
    let lineStarts: [Int]

    public init(uri: DocumentURI, version: Int, text: String) {
        self.init(uri: uri, version: version, bytes: Array(text.utf8))
    }

    public init(uri: DocumentURI, version: Int, bytes: [UInt8]) {
        self.uri = uri
        self.version = version
        self.bytes = bytes
        var starts = [0]
        var index = 0
        while index < bytes.count {
            switch bytes[index] {
            case 10:
                starts.append(index + 1)
            case 13:
                if index + 1 < bytes.count, bytes[index + 1] == 10 { index += 1 }
                starts.append(index + 1)
            default:
                break
            }
            index += 1
        }
        lineStarts = starts
    }

    public var text: String { String(decoding: bytes, as: UTF8.self) }

    public var lineCount: Int { lineStarts.count }

    /// Why a change cannot be applied.
    public enum ChangeError: Error, Sendable, Hashable {
        /// The range's end is before its start.
        case invertedRange(TextRange)
    }

    /// The snapshot after the client's changes, applied in order (each range refers to the text
    /// as the previous change left it). A change without a range replaces the whole text.
    public func applying(
        _ changes: [TextDocumentContentChangeEvent], version: Int, encoding: PositionEncodingKind
    ) throws(ChangeError) -> DocumentSnapshot {
        var current = self
        for change in changes {
            guard let range = change.range else {
                current = DocumentSnapshot(uri: uri, version: version, text: change.text)
                continue
            }
            guard range.start <= range.end else { throw .invertedRange(range) }
            let start = current.byteOffset(of: range.start, encoding: encoding)
            let end = max(start, current.byteOffset(of: range.end, encoding: encoding))
            var bytes = current.bytes
            bytes.replaceSubrange(start..<end, with: Array(change.text.utf8))
            current = DocumentSnapshot(uri: uri, version: version, bytes: bytes)
        }
        return DocumentSnapshot(uri: uri, version: version, bytes: current.bytes)
    }
}
