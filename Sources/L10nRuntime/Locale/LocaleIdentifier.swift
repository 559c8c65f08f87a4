/// A BCP 47 language tag in canonical form.
///
/// Resource files, `Accept-Language` headers and API callers spell locales in many ways
/// (`en_US`, `en-us`, `EN-US`); they all name the same locale, so the identifier is
/// canonicalized once at parse time: `_` becomes `-`, the language is lowercase, a script
/// is title case (`Hant`), a region is uppercase (`US`, `419`), and every other subtag is
/// lowercase.
public struct LocaleIdentifier: Sendable, Hashable, Comparable, CustomStringConvertible, Codable {
    /// The canonical tag, for example `zh-Hant-TW`.
    public let tag: String

    /// The language subtag (`zh`), lowercase.
    public var language: String { String(tag.prefix { $0 != "-" }) }

    /// Parses `text` as a BCP 47 language tag, accepting `_` as a separator and any case.
    ///
    /// Returns `nil` when `text` is not a well-formed tag (RFC 5646 `langtag`, private-use
    /// and the `root` pseudo-locale).
    public init?(_ text: String) {
        guard let canonical = Self.canonicalize(text) else { return nil }
        self.tag = canonical
    }

    /// The tag with its last subtag removed (`de-CH-1996` → `de-CH` → `de`), ignoring
    /// extension and private-use sequences; `nil` for a bare language.
    ///
    /// This is the truncation fallback of BCP 47 lookup; CLDR's parent locales
    /// (`es-MX` → `es-419`) take precedence where locale data says so.
    public var truncated: LocaleIdentifier? {
        var subtags = tag.split(separator: "-").map(String.init)
        // Drop any extension or private-use part first: it never names a parent.
        if let singleton = subtags.indices.dropFirst().first(where: { subtags[$0].count == 1 }) {
            subtags.removeSubrange(singleton...)
        } else {
            subtags.removeLast()
        }
        guard !subtags.isEmpty else { return nil }
        return LocaleIdentifier(canonicalTag: subtags.joined(separator: "-"))
    }

    public var description: String { tag }

    public static func < (lhs: LocaleIdentifier, rhs: LocaleIdentifier) -> Bool { lhs.tag < rhs.tag }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let canonical = Self.canonicalize(text) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "'\(text)' is not a BCP 47 language tag")
        }
        self.tag = canonical
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(tag)
    }

    /// For tags already in canonical form (table contents, truncation results).
    init(canonicalTag: String) {
        self.tag = canonicalTag
    }

    /// Whether `text` is already the canonical form of a language with an optional script and
    /// region (`de`, `fil`, `pt-BR`, `zh-Hant`, `es-419`, `sr-Latn-RS`): the tags of nearly every
    /// resource file and request, which are then taken as they are. (`canonicalize` splits,
    /// lowercases and joins strings, and the editor and the catalog builder compare every
    /// top-level key of every file with a locale.)
    private static func isCanonicalLanguageScriptRegion(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            func isLower(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") }
            func isUpper(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
            func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
            let subtags = bytes.split(separator: UInt8(ascii: "-"), omittingEmptySubsequences: false)
            guard (1...3).contains(subtags.count), (2...3).contains(subtags[0].count),
                subtags[0].allSatisfy(isLower)
            else { return false }
            var rest = subtags.dropFirst()
            if let script = rest.first, script.count == 4, isUpper(script.first!),
                script.dropFirst().allSatisfy(isLower)
            {
                rest = rest.dropFirst()
            }
            if let region = rest.first,
                (region.count == 2 && region.allSatisfy(isUpper))
                    || (region.count == 3 && region.allSatisfy(isDigit))
            {
                rest = rest.dropFirst()
            }
            return rest.isEmpty
        } ?? false
    }

    private static func canonicalize(_ text: String) -> String? {
        if isCanonicalLanguageScriptRegion(text) { return text }
        let raw = text.split(separator: "-", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }
        guard !raw.isEmpty, raw.allSatisfy({ !$0.isEmpty && $0.count <= 8 && $0.allSatisfy(\.isASCII) })
        else { return nil }
        let subtags = raw.map { $0.lowercased() }
        guard subtags.allSatisfy({ $0.allSatisfy { $0.isLetter || $0.isNumber } }) else { return nil }

        if subtags[0] == "x" {
            // A private-use tag on its own: x-whatever.
            guard subtags.count > 1 else { return nil }
            return subtags.joined(separator: "-")
        }
        if subtags == ["root"] { return "root" }

        var output: [String] = []
        var index = 0
        let language = subtags[0]
        guard (2...3).contains(language.count) || (5...8).contains(language.count),
            language.allSatisfy(\.isLetter)
        else { return nil }
        output.append(language)
        index = 1

        // Up to three extended language subtags (zh-yue).
        var extlangs = 0
        while index < subtags.count, extlangs < 3, language.count <= 3, subtags[index].count == 3,
            subtags[index].allSatisfy(\.isLetter)
        {
            output.append(subtags[index])
            index += 1
            extlangs += 1
        }
        if index < subtags.count, subtags[index].count == 4, subtags[index].allSatisfy(\.isLetter) {
            output.append(subtags[index].prefix(1).uppercased() + subtags[index].dropFirst())
            index += 1
        }
        if index < subtags.count {
            let region = subtags[index]
            if (region.count == 2 && region.allSatisfy(\.isLetter))
                || (region.count == 3 && region.allSatisfy(\.isNumber))
            {
                output.append(region.uppercased())
                index += 1
            }
        }
        var seenVariants = Set<String>()
        while index < subtags.count {
            let variant = subtags[index]
            let isVariant =
                (5...8).contains(variant.count)
                || (variant.count == 4 && variant.first!.isNumber)
            guard isVariant else { break }
            guard seenVariants.insert(variant).inserted else { return nil }
            output.append(variant)
            index += 1
        }
        var seenSingletons = Set<String>()
        while index < subtags.count {
            let singleton = subtags[index]
            guard singleton.count == 1 else { return nil }
            index += 1
            if singleton == "x" {
                guard index < subtags.count else { return nil }
                output.append(singleton)
                output.append(contentsOf: subtags[index...])
                return output.joined(separator: "-")
            }
            guard seenSingletons.insert(singleton).inserted else { return nil }
            let start = index
            while index < subtags.count, subtags[index].count >= 2 { index += 1 }
            guard index > start else { return nil }
            output.append(singleton)
            output.append(contentsOf: subtags[start..<index])
        }
        return output.joined(separator: "-")
    }
}
