#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a Swift file's bytes mention at all, found once per file so that the walk reads a
/// declaration's comments or attributes for these only in the files that can hold them.
struct FileMentions: Sendable {
    /// `l10nc:max-length`: a comment may give a wrapper's `maxLength`.
    var maxLengthComment: Bool
    /// `FormFieldModel`: an attribute may be FOSMVVM's form-field wrapper.
    var formFieldModel: Bool

    init(_ bytes: [UInt8]) {
        (maxLengthComment, formFieldModel) = bytes.withUnsafeBufferPointer { buffer in
            (Self.contains("l10nc:max-length", in: buffer), Self.contains("FormFieldModel", in: buffer))
        }
    }

    /// Whether `text` occurs in `bytes`: memchr on its first byte, then a comparison.
    private static func contains(_ text: StaticString, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        let length = text.utf8CodeUnitCount
        let needle = text.utf8Start
        var start = 0
        while start + length <= bytes.count,
            let found = memchr(base + start, Int32(needle[0]), bytes.count - start)
        {
            let index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            if index + length <= bytes.count, memcmp(base + index, needle, length) == 0 { return true }
            start = index + 1
        }
        return false
    }
}
