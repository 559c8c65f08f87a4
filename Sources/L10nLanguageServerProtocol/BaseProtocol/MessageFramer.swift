/// Splits the byte stream of the base protocol into the content parts of its messages: each
/// message is a header (`Content-Length: N\r\n`, optionally `Content-Type: …\r\n`, then
/// `\r\n`) followed by N bytes of content.
///
/// Bytes are appended as they arrive, in chunks of any size; `next()` returns each complete
/// content part. A malformed header is reported once and skipped: the framer then looks for the
/// next line that starts a header (`Content-Length:`), so one bad message costs that message,
/// not the session. A header may be preceded by stray line breaks, which are skipped.
public struct MessageFramer: Sendable {
    /// What is wrong with a header; the message it belonged to is lost.
    public enum FramingError: Error, Sendable, Hashable, CustomStringConvertible {
        case missingContentLength
        case invalidContentLength(String)
        /// A line without `:`, or a header longer than `maximumHeaderBytes`.
        case malformedHeaderLine(String)
        /// A charset other than UTF-8 (or the `utf8` older clients send).
        case unsupportedCharset(String)
        /// A content length above `maximumContentBytes`; its bytes are skipped.
        case contentTooLarge(Int)

        public var description: String {
            switch self {
            case .missingContentLength: "a message header has no Content-Length"
            case .invalidContentLength(let value): "Content-Length '\(value)' is not a byte count"
            case .malformedHeaderLine(let line): "'\(line)' is not a header field ('Name: value')"
            case .unsupportedCharset(let charset): "charset '\(charset)' is not supported; send utf-8"
            case .contentTooLarge(let length):
                "a message of \(length) bytes is over the limit and was skipped"
            }
        }
    }

    /// The longest header read before it is reported as malformed.
    public var maximumHeaderBytes = 8 * 1024
    /// The largest content accepted; a larger one is skipped without being buffered.
    public var maximumContentBytes = 256 * 1024 * 1024

    private var buffer: [UInt8] = []
    private var start = 0
    /// Content bytes still to drop after a message that was too large.
    private var skipping = 0

    public init() {}

    /// Adds bytes read from the stream.
    public mutating func append(_ bytes: some Sequence<UInt8>) {
        buffer.append(contentsOf: bytes)
    }

    /// The next complete content part, `nil` when more bytes are needed; throws for a header
    /// that cannot be read (call again: the framer has moved past it).
    public mutating func next() throws(FramingError) -> [UInt8]? {
        defer { compact() }
        if skipping > 0 {
            let dropped = min(skipping, buffer.count - start)
            start += dropped
            skipping -= dropped
            if skipping > 0 { return nil }
        }
        // Line breaks between messages are not a header (some clients send one after content).
        while start < buffer.count, buffer[start] == 13 || buffer[start] == 10 { start += 1 }
        guard let headerEnd = find([13, 10, 13, 10], from: start) else {
            if buffer.count - start > maximumHeaderBytes {
                let line = String(decoding: buffer[start..<min(buffer.count, start + 40)], as: UTF8.self)
                resynchronize(after: start + 1)
                throw .malformedHeaderLine(line)
            }
            return nil
        }
        let header = buffer[start..<headerEnd]
        let contentStart = headerEnd + 4
        let length: Int
        do {
            length = try Self.contentLength(of: header)
        } catch {
            resynchronize(after: start + 1)
            throw error
        }
        if length > maximumContentBytes {
            start = contentStart
            skipping = length
            throw .contentTooLarge(length)
        }
        guard buffer.count - contentStart >= length else { return nil }
        start = contentStart + length
        return Array(buffer[contentStart..<contentStart + length])
    }

    /// The content length a header states, after checking each of its fields.
    private static func contentLength(of header: ArraySlice<UInt8>) throws(FramingError) -> Int {
        var length: Int?
        for rawLine in header.split(separator: 10, omittingEmptySubsequences: false) {
            let line = rawLine.last == 13 ? rawLine.dropLast() : rawLine
            let text = String(decoding: line, as: UTF8.self)
            guard let colon = text.firstIndex(of: ":") else { throw .malformedHeaderLine(text) }
            let name = text[..<colon].trimmingSpaces.lowercased()
            let value = text[text.index(after: colon)...].trimmingSpaces
            switch name {
            case "content-length":
                guard let parsed = Int(value), parsed >= 0 else { throw .invalidContentLength(String(value)) }
                length = parsed
            case "content-type":
                for parameter in value.split(separator: ";").dropFirst() {
                    let pair = parameter.split(separator: "=", maxSplits: 1).map { $0.trimmingSpaces }
                    guard pair.count == 2, pair[0].lowercased() == "charset" else { continue }
                    let charset = pair[1].lowercased().replacingOccurrences(of: "\"", with: "")
                    guard charset == "utf-8" || charset == "utf8" else { throw .unsupportedCharset(charset) }
                }
            default:
                // Unknown fields are allowed; their meaning is not ours to guess.
                continue
            }
        }
        guard let length else { throw .missingContentLength }
        return length
    }

    /// Moves `start` to the next `Content-Length:` at or after `offset` (a header follows the
    /// previous content directly, with no line break), or, when there is none yet, to where a
    /// partial one could begin.
    private mutating func resynchronize(after offset: Int) {
        let marker = Array("content-length:".utf8)
        var position = offset
        while position < buffer.count {
            let available = min(marker.count, buffer.count - position)
            var matches = true
            for index in 0..<available where Self.lowercase(buffer[position + index]) != marker[index] {
                matches = false
                break
            }
            if matches {
                start = position
                return
            }
            position += 1
        }
        start = buffer.count
    }

    private static func lowercase(_ byte: UInt8) -> UInt8 {
        (65...90).contains(byte) ? byte + 32 : byte
    }

    private func find(_ needle: [UInt8], from offset: Int) -> Int? {
        guard buffer.count - offset >= needle.count else { return nil }
        var position = offset
        while position <= buffer.count - needle.count {
            if buffer[position] == needle[0], buffer[position + 1] == needle[1],
                buffer[position + 2] == needle[2],
                buffer[position + 3] == needle[3]
            {
                return position
            }
            position += 1
        }
        return nil
    }

    /// Drops consumed bytes once they are most of the buffer, so a long session's buffer stays
    /// the size of its largest message.
    private mutating func compact() {
        if start == buffer.count {
            buffer.removeAll(keepingCapacity: true)
            start = 0
        } else if start > 64 * 1024, start > buffer.count / 2 {
            buffer.removeFirst(start)
            start = 0
        }
    }

    /// `content` framed for the stream: `Content-Length`, a blank line, the bytes.
    public static func frame(_ content: [UInt8]) -> [UInt8] {
        Array("Content-Length: \(content.count)\r\n\r\n".utf8) + content
    }
}

extension StringProtocol {
    fileprivate var trimmingSpaces: Substring {
        var text = Substring(self)
        while text.first == " " || text.first == "\t" { text.removeFirst() }
        while text.last == " " || text.last == "\t" { text.removeLast() }
        return text
    }
}
