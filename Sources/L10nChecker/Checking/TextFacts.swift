import Foundation

/// What the rules ask of a text, found once from its UTF-8 bytes: whether it is empty, whether
/// FOSMVVM's trimming changes it or leaves nothing, and whether it holds `%` or `%%`.
///
/// Each fact depends on the first and last Unicode scalars and a byte search, so a text costs a
/// few byte reads: no `String` is made, and Foundation (which bridges every string through
/// `NSString` and UTF-16 on Linux) is asked only about a non-ASCII first or last scalar.
struct TextFacts: OptionSet, Sendable, Hashable, BitwiseCopyable {
    let rawValue: UInt8

    /// No bytes at all.
    static let empty = TextFacts(rawValue: 1 << 0)
    /// The first or the last scalar is whitespace or a line break: trimming
    /// (`trimmingCharacters(in: .whitespacesAndNewlines)`) changes the text.
    static let trimmable = TextFacts(rawValue: 1 << 1)
    /// Every scalar is whitespace or a line break (an empty text too): trimming leaves nothing.
    static let blank = TextFacts(rawValue: 1 << 2)
    /// The text holds a `%`: it may have placeholders, and is parsed.
    static let percent = TextFacts(rawValue: 1 << 3)
    /// The text holds `%%`.
    static let doublePercent = TextFacts(rawValue: 1 << 4)

    /// The text is empty or starts with a byte that can start a plain scalar Yams reads as
    /// other than a string (a digit, sign, dot or `~`, or the first letter of a boolean or null
    /// word: `YamsScalarResolver.type(ofPlain:)`): only such a plain text is asked of it.
    static let yamsTypable = TextFacts(rawValue: 1 << 5)

    init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// The facts of a text given as UTF-8.
    init(utf8 bytes: UnsafeBufferPointer<UInt8>) {
        guard let lead = bytes.first else {
            self = [.empty, .blank, .yamsTypable]
            return
        }
        var facts: TextFacts = []
        switch lead {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."),
            UInt8(ascii: "~"), UInt8(ascii: "y"), UInt8(ascii: "Y"), UInt8(ascii: "n"), UInt8(ascii: "N"),
            UInt8(ascii: "t"), UInt8(ascii: "T"), UInt8(ascii: "f"), UInt8(ascii: "F"), UInt8(ascii: "o"),
            UInt8(ascii: "O"):
            facts.insert(.yamsTypable)
        default:
            break
        }
        if let percent = Self.firstIndex(of: UInt8(ascii: "%"), in: bytes, from: 0) {
            facts.insert(.percent)
            var index: Int? = percent
            while let found = index, found + 1 < bytes.count {
                if bytes[found + 1] == UInt8(ascii: "%") {
                    facts.insert(.doublePercent)
                    break
                }
                index = Self.firstIndex(of: UInt8(ascii: "%"), in: bytes, from: found + 1)
            }
        }
        let (first, firstEnd) = Self.scalar(startingAt: 0, in: bytes)
        let last = Self.scalar(endingAt: bytes.count, in: bytes)
        if Self.isWhitespaceOrNewline(first) || Self.isWhitespaceOrNewline(last.scalar) {
            facts.insert(.trimmable)
            // Blank only if every scalar is: the first one is, so the others are walked.
            if Self.isWhitespaceOrNewline(first), Self.allWhitespace(bytes, from: firstEnd) {
                facts.insert(.blank)
            }
        }
        self = facts
    }

    /// The facts of a `String`.
    init(_ text: String) {
        var text = text
        self = text.withUTF8 { TextFacts(utf8: $0) }
    }

    // MARK: Trimming as Foundation trims

    /// `text.trimmingCharacters(in: .whitespacesAndNewlines)`, computed on Unicode scalars with
    /// the same set: for messages about a text the facts say is trimmable.
    static func trimmed(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard let start = scalars.firstIndex(where: { !isWhitespaceOrNewline($0) }) else { return "" }
        let end = scalars.lastIndex(where: { !isWhitespaceOrNewline($0) })!
        return String(scalars[start...end])
    }

    /// Whether `scalar` is in `CharacterSet.whitespacesAndNewlines`: ASCII by table, the rest
    /// asked of Foundation's set once per text at most (the first and last scalars).
    static func isWhitespaceOrNewline(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09...0x0D, 0x20: return true
        case 0..<0x80: return false
        default: return nonASCIIWhitespace.contains(scalar)
        }
    }

    private static let nonASCIIWhitespace = CharacterSet.whitespacesAndNewlines

    // MARK: Bytes

    private static func firstIndex(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int)
        -> Int?
    {
        guard start < bytes.count, let base = bytes.baseAddress,
            let found = memchr(base + start, Int32(byte), bytes.count - start)
        else { return nil }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }

    /// Whether every scalar from byte `start` on is whitespace.
    private static func allWhitespace(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Bool {
        var index = start
        while index < bytes.count {
            let (scalar, next) = scalar(startingAt: index, in: bytes)
            guard isWhitespaceOrNewline(scalar) else { return false }
            index = next
        }
        return true
    }

    /// The scalar whose first byte is at `index` (valid UTF-8, as the reader's texts are; an
    /// invalid byte reads as U+FFFD, as `String(decoding:)` would make it), and the index after
    /// it.
    private static func scalar(startingAt index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (
        Unicode.Scalar, Int
    ) {
        let lead = bytes[index]
        if lead < 0x80 { return (Unicode.Scalar(lead), index + 1) }
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
        let end = min(index + length, bytes.count)
        var value = UInt32(lead) & (0xFF >> UInt32(length + 1))
        for position in (index + 1)..<max(index + 1, end) where bytes[position] & 0xC0 == 0x80 {
            value = value << 6 | UInt32(bytes[position] & 0x3F)
        }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", end)
    }

    /// The scalar whose last byte is before `end`.
    private static func scalar(endingAt end: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (
        scalar: Unicode.Scalar, start: Int
    ) {
        var start = end - 1
        while start > 0, bytes[start] & 0xC0 == 0x80, end - start < 4 { start -= 1 }
        return (scalar(startingAt: start, in: bytes).0, start)
    }
}
