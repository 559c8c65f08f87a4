/// A 128-bit BLAKE2b digest (RFC 7693) of a file's bytes: what the check cache keys its
/// results by.
///
/// BLAKE2b rather than `ContentFingerprint`'s 64-bit FNV-1a: a cached result is reused only
/// when its inputs' digests match, so an accidental collision would silently report stale
/// findings; 128 bits of a cryptographic hash make that out of reach.
public struct ContentDigest: Sendable, Hashable, Comparable, CustomStringConvertible {
    public let high: UInt64
    public let low: UInt64

    public init(high: UInt64, low: UInt64) {
        self.high = high
        self.low = low
    }

    public init(_ bytes: UnsafeRawBufferPointer) {
        var state = BLAKE2b(outputLength: 16)
        state.update(bytes)
        (high, low) = state.finish()
    }

    public init(_ bytes: [UInt8]) {
        self = bytes.withUnsafeBytes { ContentDigest($0) }
    }

    /// The digest of several byte strings, each preceded by its length, so that `["ab", "c"]`
    /// and `["a", "bc"]` differ.
    public init(parts: [[UInt8]]) {
        var builder = Builder()
        for part in parts { builder.add(part) }
        self = builder.finish()
    }

    /// The digest of a sequence of fields, each length-prefixed, added one at a time.
    public struct Builder: Sendable {
        private var state = BLAKE2b(outputLength: 16)

        public init() {}

        public mutating func add(_ bytes: [UInt8]) {
            bytes.withUnsafeBytes { add(raw: $0) }
        }

        public mutating func add(_ text: String) {
            var text = text
            text.withUTF8 { add(raw: UnsafeRawBufferPointer($0)) }
        }

        public mutating func add(_ digest: ContentDigest) {
            var words = (digest.high.littleEndian, digest.low.littleEndian)
            withUnsafeBytes(of: &words) { add(raw: $0) }
        }

        public mutating func add(_ flag: Bool) {
            // The same bytes as `add([flag ? 1 : 0])`, without an array to allocate.
            var byte: UInt8 = flag ? 1 : 0
            withUnsafeBytes(of: &byte) { add(raw: $0) }
        }

        /// A number, as eight little-endian bytes.
        public mutating func add(_ number: Int) {
            var word = UInt64(bitPattern: Int64(number)).littleEndian
            withUnsafeBytes(of: &word) { add(raw: $0) }
        }

        private mutating func add(raw bytes: UnsafeRawBufferPointer) {
            var count = UInt64(bytes.count).littleEndian
            withUnsafeBytes(of: &count) { state.update($0) }
            state.update(bytes)
        }

        public func finish() -> ContentDigest {
            var state = self.state
            let (high, low) = state.finish()
            return ContentDigest(high: high, low: low)
        }
    }

    /// 32 lowercase hexadecimal digits, in the byte order of the digest.
    public var description: String {
        let digits = Array("0123456789abcdef".utf8)
        return String(unsafeUninitializedCapacity: 32) { buffer in
            var index = 0
            for word in [high, low] {
                for shift in stride(from: 0, to: 64, by: 8) {
                    let byte = Int(UInt8(truncatingIfNeeded: word >> UInt64(shift)))
                    buffer[index] = digits[byte >> 4]
                    buffer[index + 1] = digits[byte & 15]
                    index += 2
                }
            }
            return 32
        }
    }

    public static func < (lhs: ContentDigest, rhs: ContentDigest) -> Bool {
        (lhs.high, lhs.low) < (rhs.high, rhs.low)
    }
}
