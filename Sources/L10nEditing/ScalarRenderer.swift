import L10nCore

/// Writes text as a YAML scalar that every YAML 1.1 and 1.2 loader reads back as exactly
/// that text.
public enum ScalarRenderer {
    /// `text` in `preferred` style where that style can hold it, else double-quoted.
    static func render(_ text: String, preferred: ScalarStyle) -> String {
        switch preferred {
        case .plain where isPlainSafe(text):
            return text
        case .singleQuoted where !text.contains(where: { $0.isNewline || isControl($0) }):
            return "'" + text.replacingOccurrences(of: "'", with: "''") + "'"
        default:
            return doubleQuoted(text)
        }
    }

    /// A mapping key: plain when safe (identifiers always are), else double-quoted.
    static func renderKey(_ key: String) -> String {
        isPlainSafe(key) ? key : doubleQuoted(key)
    }

    /// `text` as a double-quoted scalar, the one style that holds any text (what an editor
    /// inserts as a value, whatever the file's style).
    public static func doubleQuoted(_ text: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 2)
        appendDoubleQuoted(text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `doubleQuoted(_:)`'s bytes appended to `bytes`, escaped byte by byte: a multi-byte
    /// character's bytes are all at least 0x80, so only ASCII is ever escaped (a lock's writer
    /// appends every source text it records).
    static func appendDoubleQuoted(_ text: String, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
            case UInt8(ascii: "\\"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
            case UInt8(ascii: "\n"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            case UInt8(ascii: "\t"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
            case UInt8(ascii: "\r"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
            case 0..<0x20, 0x7F:
                let digits = Array("0123456789ABCDEF".utf8)
                bytes += [
                    UInt8(ascii: "\\"), UInt8(ascii: "x"), digits[Int(byte >> 4)], digits[Int(byte & 0xF)],
                ]
            default:
                bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// Words YAML 1.1 or 1.2 resolves to something other than a string.
    private static let typedWords: Set<String> = [
        "y", "yes", "n", "no", "true", "false", "on", "off", "null", "~",
    ]

    /// Conservative: letters first, then letters, digits, spaces and a few punctuation marks
    /// that mean nothing to YAML in the middle of a plain scalar; no typed word, no leading or
    /// trailing space.
    static func isPlainSafe(_ text: String) -> Bool {
        asciiPlainSafety(text) ?? scalarPlainSafety(text)
    }

    /// `isPlainSafe(_:)` read scalar by scalar, for any text.
    static func scalarPlainSafety(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, let last = text.unicodeScalars.last,
            isLetter(first), last != " ",
            // The typed words are all short: a long text is never one of them.
            text.utf8.count > 5 || !typedWords.contains(text.lowercased())
        else { return false }
        var previous: Unicode.Scalar = first
        for scalar in text.unicodeScalars {
            guard isLetter(scalar) || isDigit(scalar) || plainPunctuation.contains(scalar) else {
                return false
            }
            // `a  #b` is a comment; `x.` after a space is fine, but keep runs of spaces out.
            if scalar == " ", previous == " " { return false }
            previous = scalar
        }
        return true
    }

    /// `isPlainSafe(_:)` of an ASCII text, read as bytes (a lock renders every key it records,
    /// mostly ASCII); `nil` for a text with other characters.
    static func asciiPlainSafety(_ text: String) -> Bool? {
        text.utf8.withContiguousStorageIfAvailable { bytes -> Bool? in
            guard let first = bytes.first, let last = bytes.last else { return false }
            var previous: UInt8 = 0
            for byte in bytes {
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                    UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: ","),
                    UInt8(ascii: "!"), UInt8(ascii: "?"), UInt8(ascii: "("), UInt8(ascii: ")"),
                    UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "/"), UInt8(ascii: "'"):
                    break
                case UInt8(ascii: " "):
                    if previous == byte { return false }
                case 0x80...:
                    return nil
                default:
                    return false
                }
                previous = byte
            }
            let isLetter = (first | 0x20) >= UInt8(ascii: "a") && (first | 0x20) <= UInt8(ascii: "z")
            return isLetter && last != UInt8(ascii: " ")
                && (bytes.count > 5 || !typedWords.contains(text.lowercased()))
        } ?? nil
    }

    /// Punctuation a plain key or text may hold.
    private static let plainPunctuation: Set<Unicode.Scalar> = [
        " ", ".", ",", "!", "?", "(", ")", "-", "_", "/", "'", "’",
    ]

    /// Alphabetic, asked of ASCII without Unicode's property tables (keys are mostly ASCII, and a
    /// lock file renders every key it records).
    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return (scalar.value | 0x20) >= 0x61 && (scalar.value | 0x20) <= 0x7A }
        return scalar.properties.isAlphabetic
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar.value >= 0x30 && scalar.value <= 0x39 }
        return scalar.properties.numericType != nil
    }

    private static func isControl(_ character: Character) -> Bool {
        character.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }
    }
}
