import L10nCore

/// Where an offset inside a scalar's text lands in its file.
///
/// Exact when the scalar's source is its text verbatim: a plain scalar, or a single- or
/// double-quoted one without escapes, on one line. That is detected without the file's bytes:
/// such a scalar's source is exactly as long as its text (plus two quotes), while escapes,
/// `''` and line folding change the length. Otherwise (block scalars, escapes, several lines)
/// the location is the scalar's start, and `isExact` is `false` so messages can add the offset.
enum ScalarOffsetLocator {
    static func location(ofOffset offset: Int, in scalar: CatalogScalar) -> (
        location: SourceLocation, isExact: Bool
    ) {
        let textBytes = scalar.text.utf8.count
        let sourceBytes = scalar.sourceRange.count
        var location = scalar.location
        switch scalar.style {
        case .plain where sourceBytes == textBytes:
            location.column += offset
            return (location, true)
        case .doubleQuoted where sourceBytes == textBytes + 2,
            .singleQuoted where sourceBytes == textBytes + 2:
            location.column += 1 + offset
            return (location, true)
        default:
            return (location, false)
        }
    }
}
