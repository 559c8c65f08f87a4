/// One change of a file's bytes: `range` (in the bytes before the change) replaced by
/// `replacement`. An insertion has an empty range; a deletion an empty replacement.
public struct ByteEdit: Sendable, Hashable {
    public var range: Range<Int>
    public var replacement: [UInt8]

    public init(range: Range<Int>, replacement: [UInt8]) {
        self.range = range
        self.replacement = replacement
    }

    /// The replacement as text.
    public var replacementText: String { String(decoding: replacement, as: UTF8.self) }
}
