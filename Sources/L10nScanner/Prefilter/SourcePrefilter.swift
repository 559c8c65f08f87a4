#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A byte-level test that tells whether a Swift file may declare anything localizable, so
/// that most files of an app are never parsed.
///
/// A file passes when it contains `Localized` (every `@Localized…` wrapper, also spelled
/// `@FOSMVVM.LocalizedString`), `localized(` (the `.localized(for:…)` calls) or
/// `LocalizableRef`, or one of FOSMVVM's shared form-button spellings (`FormFieldModel`,
/// `defaultSaveTitle`, …), or an `l10nc:ignore` comment, or `substitutions:` (substitutions
/// built in code). The test may pass files that declare nothing (a comment that says
/// `Localized`); it never fails a file that does, because every construct the scanner reads
/// contains one of these spellings.
public enum SourcePrefilter {
    /// Whether `bytes` contain one of the spellings above.
    public static func mayDeclareLocalization(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        let count = bytes.count
        // `z` is rare in Swift code, so memchr skips most of the file; every needle has a
        // `z` at offset 5 (`ocali` before it).
        var start = 0
        while start < count,
            let found = memchr(base + start, Int32(UInt8(ascii: "z")), count - start)
        {
            let index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            if matches(bytes, at: index) { return true }
            start = index + 1
        }
        // FOSMVVM's shared form-button texts need no `Localized` spelling.
        // Two passes at most: `@FormFieldModel`, and `.defaultOkTitle`, `.defaultCancelTitle`,
        // `.defaultSaveTitle` found through their common `default`.
        if bytes.contains("FormFieldModel", followedBy: { _ in true }) { return true }
        // A direct store lookup, `store.t("key", locale: l)`, names a key without any of them.
        if bytes.contains("locale:", followedBy: { _ in true }) { return true }
        // An ignore comment is read from a parsed file, to be reported when it ignores nothing.
        if bytes.contains("10nc:ignore", followedBy: { _ in true }) { return true }
        // Substitutions built in code (`.bind(substitutions:)`, `LocalizableSubstitutions(…)`), whose
        // constant texts `constant-placeholder` reads; from `b`, rarer than `s`.
        if bytes.contains("bstitutions:", followedBy: { _ in true }) { return true }
        return bytes.contains("default") { end in
            bytes.has("OkTitle", at: end) || bytes.has("CancelTitle", at: end)
                || bytes.has("SaveTitle", at: end)
        }
    }

    /// Whether one of the needles has its `z` at `index`.
    private static func matches(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        guard index >= 6, bytes.has("ocali", endingAt: index) else { return false }
        switch bytes[index - 6] {
        case UInt8(ascii: "L"): return bytes.has("ed", at: index + 1) || bytes.has("ableRef", at: index + 1)
        case UInt8(ascii: "l"): return bytes.has("ed(", at: index + 1)
        default: return false
        }
    }
}

extension UnsafeBufferPointer<UInt8> {
    fileprivate func has(_ text: StaticString, at index: Int) -> Bool {
        let length = text.utf8CodeUnitCount
        guard index >= 0, index + length <= count else { return false }
        let needle = text.utf8Start
        for offset in 0..<length where self[index + offset] != needle[offset] { return false }
        return true
    }

    /// Whether `text` occurs followed by what `followedBy` accepts (given the index after the
    /// match): memchr on its first byte, then comparisons.
    fileprivate func contains(_ text: StaticString, followedBy: (Int) -> Bool) -> Bool {
        guard let base = baseAddress, text.utf8CodeUnitCount > 0 else { return false }
        let first = Int32(text.utf8Start[0])
        var start = 0
        while start < count, let found = memchr(base + start, first, count - start) {
            let index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            if has(text, at: index), followedBy(index + text.utf8CodeUnitCount) { return true }
            start = index + 1
        }
        return false
    }

    fileprivate func has(_ text: StaticString, endingAt index: Int) -> Bool {
        has(text, at: index - text.utf8CodeUnitCount)
    }
}
