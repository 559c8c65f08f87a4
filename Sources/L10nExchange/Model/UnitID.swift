/// A unit's identity in every format: the message key, plus the variant in brackets for a
/// plural variant or an array element (`TaskViewModel.remaining[few]`, `T.tabs[0]`).
public struct UnitID: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var key: String
    public var variant: UnitVariant?

    public init(key: String, variant: UnitVariant? = nil) {
        self.key = key
        self.variant = variant
    }

    /// Parses `key` or `key[variant]`; a bracketed suffix that names no variant stays part
    /// of the key (YAML keys may contain brackets).
    public init(_ text: String) {
        if text.hasSuffix("]"), let open = text.lastIndex(of: "["),
            let variant = UnitVariant(text[text.index(after: open)..<text.index(before: text.endIndex)])
        {
            self.init(key: String(text[..<open]), variant: variant)
        } else {
            self.init(key: text)
        }
    }

    public var description: String {
        variant.map { "\(key)[\($0)]" } ?? key
    }

    public static func < (lhs: UnitID, rhs: UnitID) -> Bool { lhs.description < rhs.description }

    /// The id as an XML NMTOKEN (XLIFF 2's `id`): letters, digits, `.`, `-` and `_` of the key
    /// stay, every other byte is written `:xHH`, and a variant follows `::`
    /// (`TaskViewModel.remaining::few`), so any key survives and the id stays readable.
    public var token: String {
        var token = ""
        for byte in key.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "-"),
                UInt8(ascii: "_"):
                token.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                token += ":x" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            }
        }
        return variant.map { token + "::" + $0.description } ?? token
    }

    /// The id a `token` spells; `nil` when it is not one.
    public init?(token: String) {
        var keyPart = Substring(token)
        var variant: UnitVariant?
        if let separator = token.range(of: "::") {
            guard let parsed = UnitVariant(token[separator.upperBound...]) else { return nil }
            variant = parsed
            keyPart = token[..<separator.lowerBound]
        }
        var bytes: [UInt8] = []
        var utf8 = Array(keyPart.utf8)[...]
        while let byte = utf8.first {
            if byte == UInt8(ascii: ":") {
                guard utf8.count >= 4, utf8[utf8.startIndex + 1] == UInt8(ascii: "x"),
                    let value = UInt8(
                        String(decoding: utf8[(utf8.startIndex + 2)..<(utf8.startIndex + 4)], as: UTF8.self),
                        radix: 16)
                else { return nil }
                bytes.append(value)
                utf8 = utf8.dropFirst(4)
            } else {
                bytes.append(byte)
                utf8 = utf8.dropFirst()
            }
        }
        guard let key = String(validating: bytes, as: UTF8.self) else { return nil }
        self.init(key: key, variant: variant)
    }
}
