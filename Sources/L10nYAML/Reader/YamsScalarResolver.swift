import Foundation

/// What FOSMVVM's YAML store gets for a plain scalar: the type Yams 6.2.2 (the version
/// FOSMVVM's `Package.resolved` pins) constructs with its default resolver and constructor.
///
/// FOSMVVM loads resources with `Yams.load(yaml:)` (`YamlLocalizationStore.swift`), which
/// resolves an untagged plain scalar with `Resolver.default` (`Sources/Yams/Resolver.swift`:
/// the rules bool, int, float, merge, null, timestamp, value, first match wins) and builds the
/// value with `Constructor.default` (`Sources/Yams/Constructor.swift`). This differs from YAML
/// 1.1 in ways that decide findings: `y`, `n` and `yes`-like spellings in mixed case are
/// strings; an integer that does not fit in `Int` falls back to a string; `<<` and `=` are
/// strings. Quoted and block scalars are always strings.
public enum YamsScalarResolver {
    /// A non-string type Yams gives a plain scalar.
    public enum ScalarType: String, Sendable, Hashable {
        case boolean, integer, float, null, date

        /// `a boolean`, `an integer`, for messages.
        public var article: String { self == .integer ? "an integer" : "a \(rawValue)" }
    }

    private static let booleans: Set<String> = [
        "yes", "Yes", "YES", "no", "No", "NO", "true", "True", "TRUE", "false", "False", "FALSE",
        "on", "On", "ON", "off", "Off", "OFF",
    ]
    private static let nulls: Set<String> = ["", "~", "null", "Null", "NULL"]

    // Yams 6.2.2 `Resolver.Rule.int`, `.float` and `.timestamp`, verbatim.
    private static let intPattern = regex(
        "^(?:[-+]?0b[0-1_]+|[-+]?0o?[0-7_]+|[-+]?(?:0|[1-9][0-9_]*)|[-+]?0x[0-9a-fA-F_]+"
            + "|[-+]?[1-9][0-9_]*(?::[0-5]?[0-9])+)$")
    private static let floatPattern = regex(
        "^(?:[-+]?(?:[0-9][0-9_]*)(?:\\.[0-9_]*)?(?:[eE][-+]?[0-9]+)?|\\.[0-9_]+(?:[eE][-+][0-9]+)?"
            + "|[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\\.[0-9_]*|[-+]?\\.(?:inf|Inf|INF)|\\.(?:nan|NaN|NAN))$")
    private static let timestampPattern = regex(
        "^(?:[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]|[0-9][0-9][0-9][0-9]-[0-9][0-9]?-[0-9][0-9]?"
            + "(?:[Tt]|[ \\t]+)[0-9][0-9]?:[0-9][0-9]:[0-9][0-9](?:\\.[0-9]*)?"
            + "(?:[ \\t]*(?:Z|[-+][0-9][0-9]?(?::[0-9][0-9])?))?)$")

    private static func regex(_ pattern: String) -> NSRegularExpression {
        // The patterns are constants; one that does not compile is a programming error.
        try! NSRegularExpression(pattern: pattern)
    }

    /// The type Yams constructs for a plain, untagged scalar with this text; `nil` for a string.
    public static func type(ofPlain text: String) -> ScalarType? {
        // Every non-string form starts with a digit, sign, dot or `~`, or is one of a few short
        // words: nearly every text is decided by its first character, without a regex.
        guard let first = text.utf8.first else { return .null }
        switch first {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."):
            break
        case UInt8(ascii: "~"):
            return text == "~" ? .null : nil
        case UInt8(ascii: "y"), UInt8(ascii: "Y"), UInt8(ascii: "n"), UInt8(ascii: "N"), UInt8(ascii: "t"),
            UInt8(ascii: "T"), UInt8(ascii: "f"), UInt8(ascii: "F"), UInt8(ascii: "o"), UInt8(ascii: "O"):
            if booleans.contains(text) { return .boolean }
            return nulls.contains(text) ? .null : nil
        default:
            return nil
        }
        // Resolver order: int before float, then timestamp.
        if matches(intPattern, text) {
            // `Constructor.default` builds `Int`; one that does not fit falls back to a string.
            return integerValue(text) == nil ? nil : .integer
        }
        if matches(floatPattern, text) {
            return floatValue(text) == nil ? nil : .float
        }
        if matches(timestampPattern, text) { return .date }
        return nil
    }

    private static func matches(_ pattern: NSRegularExpression, _ text: String) -> Bool {
        pattern.firstMatch(in: text, range: NSRange(location: 0, length: text.utf16.count)) != nil
    }

    /// Yams's `FixedWidthInteger.private_construct` for `Int`.
    private static func integerValue(_ text: String) -> Int? {
        let withSign = text.replacingOccurrences(of: "_", with: "")
        if withSign == "0" { return 0 }
        let negative = withSign.hasPrefix("-")
        let hasSign = negative || withSign.hasPrefix("+")
        let body = withSign.dropFirst(hasSign ? 1 : 0)
        let sign = negative ? "-" : ""
        for (prefix, radix) in [("0x", 16), ("0b", 2), ("0o", 8), ("0", 8)] where body.hasPrefix(prefix) {
            return Int(sign + body.dropFirst(prefix.count), radix: radix)
        }
        if body.contains(":") { return sexagesimal(withSign).flatMap { Int(exactly: $0) } }
        return Int(withSign)
    }

    /// Yams's floating-point construction for `Double`.
    private static func floatValue(_ text: String) -> Double? {
        switch text.lowercased() {
        case ".inf", "+.inf": return .infinity
        case "-.inf": return -.infinity
        case ".nan": return .nan
        default:
            let digits = text.replacingOccurrences(of: "_", with: "")
            return digits.contains(":") ? sexagesimal(digits) : Double(digits)
        }
    }

    /// `1:30` → 90: base-60 components, as Yams reads them.
    private static func sexagesimal(_ text: String) -> Double? {
        var body = Substring(text)
        var sign = 1.0
        if body.hasPrefix("-") {
            sign = -1
            body = body.dropFirst()
        } else if body.hasPrefix("+") {
            body = body.dropFirst()
        }
        var value = 0.0
        for component in body.split(separator: ":", omittingEmptySubsequences: false) {
            guard let number = Double(component) else { return nil }
            value = value * 60 + number
        }
        return sign * value
    }
}
