/// The `%{name}` placeholders of a message with their offsets, following `MessageTemplate`'s
/// syntax (`%%` is a literal percent sign), for locating a placeholder inside its scalar.
public enum PlaceholderScanner {
    public struct Occurrence: Sendable, Hashable {
        public var name: String
        /// Offset of the `%`, in Unicode scalars from the start of the message.
        public var offset: Int
    }

    /// Every well-formed placeholder, in order; malformed ones are skipped (the parser
    /// reports them).
    ///
    /// Scans the UTF-8 bytes (`%`, `{` and `}` are ASCII, so never part of a longer scalar),
    /// counting scalars only up to each placeholder found; a text without `%` costs one
    /// byte search.
    public static func occurrences(in text: String) -> [Occurrence] {
        var text = text
        return text.withUTF8 { bytes in
            let percent = UInt8(ascii: "%")
            guard var index = bytes.firstIndex(of: percent) else { return [] }
            var result: [Occurrence] = []
            // Scalars before byte `counted`: every byte that does not continue a scalar.
            var counted = 0
            var scalars = 0
            while index < bytes.count {
                guard bytes[index] == percent, index + 1 < bytes.count else {
                    index += 1
                    continue
                }
                if bytes[index + 1] == percent {
                    index += 2
                } else if bytes[index + 1] == UInt8(ascii: "{") {
                    var end = index + 2
                    while end < bytes.count, bytes[end] != UInt8(ascii: "}") { end += 1 }
                    guard end < bytes.count else { return result }
                    if end > index + 2 {
                        while counted < index {
                            if bytes[counted] & 0xC0 != 0x80 { scalars += 1 }
                            counted += 1
                        }
                        let name = String(
                            decoding: UnsafeBufferPointer(rebasing: bytes[(index + 2)..<end]), as: UTF8.self)
                        result.append(Occurrence(name: name, offset: scalars))
                    }
                    index = end + 1
                } else {
                    index += 1
                }
            }
            return result
        }
    }
}
