/// Recognizes plain scalars that YAML 1.1 (or YAML 1.2's core schema) would load as
/// something other than a string.
///
/// l10nc keeps every value as its exact text, but other loaders (FOSMVVM's YAML store,
/// PyYAML, Ruby) turn `no` into `false` and `1.10` into `1.1`, so such values are flagged.
public enum YAML11ScalarClassifier {
    public enum Kind: String, Sendable {
        case boolean, integer, float, null, timestamp

        public var article: String { self == .integer ? "an integer" : "a \(rawValue)" }
    }

    private static let booleans: Set<String> = [
        "y", "Y", "yes", "Yes", "YES", "n", "N", "no", "No", "NO",
        "true", "True", "TRUE", "false", "False", "FALSE",
        "on", "On", "ON", "off", "Off", "OFF",
    ]
    private static let nulls: Set<String> = ["", "~", "null", "Null", "NULL"]
    private static let specialFloats: Set<String> = [
        ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF", "-.inf", "-.Inf", "-.INF", ".nan", ".NaN", ".NAN",
    ]

    /// The kind YAML 1.1 gives a plain scalar of `text`, or `nil` for a string.
    public static func kind(ofPlain text: String) -> Kind? {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { classify($0) }
    }

    /// The kind YAML 1.1 gives a plain scalar of these UTF-8 bytes, or `nil` for a string.
    static func classify(_ bytes: UnsafeBufferPointer<UInt8>) -> Kind? {
        // Every non-string form is short and starts with one of a few characters, so nearly
        // every scalar is decided by its first byte, without making a string.
        let length = bytes.count
        guard length <= 40 else { return nil }
        guard let first = bytes.first else { return .null }
        switch first {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."),
            UInt8(ascii: "~"):
            break
        case UInt8(ascii: "y"), UInt8(ascii: "Y"), UInt8(ascii: "n"), UInt8(ascii: "N"), UInt8(ascii: "t"),
            UInt8(ascii: "T"), UInt8(ascii: "f"), UInt8(ascii: "F"), UInt8(ascii: "o"), UInt8(ascii: "O"):
            // Only a boolean or null word starts with a letter: compared as bytes, since many keys
            // (`title`, `one`, `few`, `other`) start with these letters too.
            return letterWordKind(bytes)
        default:
            return nil
        }
        let text = String(decoding: bytes, as: UTF8.self)
        if booleans.contains(text) { return .boolean }
        if nulls.contains(text) { return .null }
        if specialFloats.contains(text) { return .float }
        let array = Array(bytes)
        if isTimestamp(array) { return .timestamp }
        return classifyNumber(array)
    }

    /// The kind of a scalar that starts with a letter: a word of `booleans` or `nulls` (each
    /// spelled lowercase, capitalized or uppercase), decided by its length and bytes.
    private static func letterWordKind(_ bytes: UnsafeBufferPointer<UInt8>) -> Kind? {
        switch bytes.count {
        case 1: return isWord(bytes, "y") || isWord(bytes, "n") ? .boolean : nil
        case 2: return isWord(bytes, "no") || isWord(bytes, "on") ? .boolean : nil
        case 3: return isWord(bytes, "yes") || isWord(bytes, "off") ? .boolean : nil
        case 4: return isWord(bytes, "true") ? .boolean : isWord(bytes, "null") ? .null : nil
        case 5: return isWord(bytes, "false") ? .boolean : nil
        default: return nil
        }
    }

    /// Whether `bytes` spell the lowercase `word` lowercase, capitalized or uppercase (so `yes`,
    /// `Yes`, `YES`, but not `yES`).
    private static func isWord(_ bytes: UnsafeBufferPointer<UInt8>, _ word: StaticString) -> Bool {
        word.withUTF8Buffer { word in
            guard word.count == bytes.count else { return false }
            var upper = 0
            for index in 0..<word.count {
                if bytes[index] == word[index] { continue }
                guard bytes[index] == word[index] &- 0x20 else { return false }
                upper += 1
            }
            // None, the first only, or all.
            return upper == 0 || upper == word.count || (upper == 1 && bytes[0] != word[0])
        }
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    private static func classifyNumber(_ bytes: [UInt8]) -> Kind? {
        var index = 0
        if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
            index += 1
        }
        let body = Array(bytes[index...])
        guard let first = body.first else { return nil }
        // 0x1F, 0o17 (1.2), 0b101 (1.1)
        if body.count > 2, first == UInt8(ascii: "0") {
            let radix = body[1]
            let digits = body[2...]
            let valid: (UInt8) -> Bool
            switch radix {
            case UInt8(ascii: "x"): valid = { isDigit($0) || (0x61...0x66).contains($0 | 0x20) || $0 == 0x5F }
            case UInt8(ascii: "o"): valid = { (0x30...0x37).contains($0) || $0 == 0x5F }
            case UInt8(ascii: "b"): valid = { $0 == 0x30 || $0 == 0x31 || $0 == 0x5F }
            default: valid = { _ in false }
            }
            if !digits.isEmpty, digits.allSatisfy(valid) { return .integer }
        }
        // Digits, underscores (1.1), at most one dot, an optional exponent, sexagesimal colons (1.1).
        var sawDigit = false
        var sawDot = false
        var sawExponent = false
        var sawColon = false
        var position = 0
        while position < body.count {
            let byte = body[position]
            if isDigit(byte) {
                sawDigit = true
            } else if byte == UInt8(ascii: "_") {
                guard sawDigit, !sawExponent else { return nil }
            } else if byte == UInt8(ascii: ".") {
                guard !sawDot, !sawExponent else { return nil }
                sawDot = true
            } else if byte == UInt8(ascii: ":") {
                guard sawDigit, !sawDot, !sawExponent else { return nil }
                sawColon = true
            } else if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
                guard sawDigit, !sawExponent, !sawColon else { return nil }
                sawExponent = true
                if position + 1 < body.count,
                    body[position + 1] == UInt8(ascii: "+") || body[position + 1] == UInt8(ascii: "-")
                {
                    position += 1
                }
                guard position + 1 < body.count, isDigit(body[position + 1]) else { return nil }
            } else {
                return nil
            }
            position += 1
        }
        guard sawDigit else { return nil }
        return sawDot || sawExponent ? .float : .integer
    }

    /// `2024-07-15`, optionally followed by a time (`2024-07-15T10:00:00Z`, `2024-07-15 10:00:00 +2`).
    private static func isTimestamp(_ bytes: [UInt8]) -> Bool {
        guard bytes.count >= 8 else { return false }
        var index = 0
        func digits(_ minimum: Int, _ maximum: Int) -> Bool {
            let start = index
            while index < bytes.count, index - start < maximum, isDigit(bytes[index]) { index += 1 }
            return index - start >= minimum
        }
        func expect(_ character: Character) -> Bool {
            guard index < bytes.count, bytes[index] == character.asciiValue! else { return false }
            index += 1
            return true
        }
        guard digits(4, 4), expect("-"), digits(1, 2), expect("-"), digits(1, 2) else { return false }
        if index == bytes.count { return true }
        guard
            bytes[index] == UInt8(ascii: "T") || bytes[index] == UInt8(ascii: "t") || bytes[index] == 0x20
                || bytes[index] == 0x09
        else { return false }
        index += 1
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
        guard digits(1, 2), expect(":"), digits(2, 2), expect(":"), digits(2, 2) else { return false }
        // Fraction, then time zone: anything left must be digits, '.', ':', '+', '-', 'Z', space.
        return bytes[index...].allSatisfy {
            isDigit($0) || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: "+")
                || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "Z") || $0 == 0x20 || $0 == 0x09
        }
    }
}
