/// A file format translators and their tools exchange.
public enum ExchangeFormat: String, Sendable, Hashable, CaseIterable {
    /// XLIFF 1.2 (`urn:oasis:names:tc:xliff:document:1.2`): what Xcode exports and every CAT
    /// tool reads.
    case xliff12
    /// XLIFF 2.0 (`urn:oasis:names:tc:xliff:document:2.0`).
    case xliff2
    /// GNU gettext PO (Weblate, Pootle, Poedit).
    case po
    /// An Xcode String Catalog (`.xcstrings`, JSON): one file holding every language.
    case xcstrings

    /// The extension of the files `l10nc export` writes: `de.xlf`, `de.xliff`, `de.po`.
    public var fileExtension: String {
        switch self {
        case .xliff12: "xlf"
        case .xliff2: "xliff"
        case .po: "po"
        case .xcstrings: "xcstrings"
        }
    }

    /// The format of a file's content: XLIFF by its root element's `version`, a String Catalog
    /// by a JSON object, PO otherwise. `nil` when the content is none of them.
    public static func detect(_ bytes: [UInt8]) -> ExchangeFormat? {
        let head = String(decoding: bytes.prefix(4096), as: UTF8.self)
        if head.drop(while: { $0.isWhitespace || $0 == "\u{FEFF}" }).first == "{" { return .xcstrings }
        if let root = head.range(of: "<xliff") {
            let rest = head[root.upperBound...]
            let tag = rest.prefix { $0 != ">" }
            if tag.contains("version=\"1.2\"") || tag.contains("version='1.2'")
                || tag.contains("document:1.2")
            {
                return .xliff12
            }
            if tag.contains("version=\"2.") || tag.contains("version='2.") || tag.contains("document:2.") {
                return .xliff2
            }
            return nil
        }
        // A PO file is a sequence of comments and keyword lines.
        for line in head.split(whereSeparator: \.isNewline) {
            let trimmed = line.drop { $0 == " " || $0 == "\t" || $0 == "\u{FEFF}" }
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            return trimmed.hasPrefix("msgid") || trimmed.hasPrefix("msgctxt") ? .po : nil
        }
        return nil
    }
}
