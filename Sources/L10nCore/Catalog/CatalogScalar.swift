/// One text value of a resource file, with where and how it was written.
public struct CatalogScalar: Sendable, Hashable {
    /// The value. Every scalar is text: a plain `no` or `1.10` stays exactly that.
    public var text: String
    public var style: ScalarStyle
    /// Where the scalar starts (its opening quote, for quoted styles).
    public var location: SourceLocation
    /// The scalar's bytes in its file, as UTF-8 offsets: `sourceText(in:)` recovers the exact
    /// source text (quotes and escapes included) without the catalog keeping a copy.
    public var sourceRange: Range<Int>

    public init(text: String, style: ScalarStyle, location: SourceLocation, sourceRange: Range<Int>) {
        self.text = text
        self.style = style
        self.location = location
        self.sourceRange = sourceRange
    }

    /// The scalar exactly as written, given its file's bytes.
    public func sourceText(in fileBytes: [UInt8]) -> String? {
        guard sourceRange.lowerBound >= 0, sourceRange.upperBound <= fileBytes.count else { return nil }
        return String(decoding: fileBytes[sourceRange], as: UTF8.self)
    }
}
