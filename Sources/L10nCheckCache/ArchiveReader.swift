/// Reads what `ArchiveWriter` wrote; every read is bounds-checked, so a truncated or damaged
/// file is an error, never a crash.
struct ArchiveReader {
    let bytes: [UInt8]
    private(set) var offset: Int
    let end: Int
    /// The texts the writer numbered (`ArchiveWriter.strings`).
    var strings: [String] = []

    init(bytes: [UInt8], range: Range<Int>? = nil) {
        self.bytes = bytes
        offset = range?.lowerBound ?? 0
        end = range?.upperBound ?? bytes.count
    }

    var isAtEnd: Bool { offset == end }

    mutating func readUInt64() throws(CacheFormatError) -> UInt64 {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            guard offset < end, shift < 64 else { throw .damaged("an integer runs past its end") }
            let byte = bytes[offset]
            offset += 1
            value |= UInt64(byte & 0x7f) << shift
            if byte < 0x80 { return value }
            shift += 7
        }
    }

    mutating func readInt() throws(CacheFormatError) -> Int {
        let value = Int64(bitPattern: try readUInt64())
        guard let int = Int(exactly: value) else { throw .damaged("an integer is out of range") }
        return int
    }

    mutating func readInt64() throws(CacheFormatError) -> Int64 { Int64(bitPattern: try readUInt64()) }

    mutating func readBool() throws(CacheFormatError) -> Bool {
        guard offset < end else { throw .damaged("the file ends early") }
        defer { offset += 1 }
        switch bytes[offset] {
        case 0: return false
        case 1: return true
        default: throw .damaged("a flag is neither 0 nor 1")
        }
    }

    /// The range of a length-prefixed byte string, without copying it.
    mutating func readByteRange() throws(CacheFormatError) -> Range<Int> {
        let count = try readInt()
        guard count >= 0, count <= end - offset else { throw .damaged("a byte string runs past the end") }
        defer { offset += count }
        return offset..<offset + count
    }

    mutating func readString() throws(CacheFormatError) -> String {
        let number = try readInt()
        guard number >= 0, number < strings.count else { throw .damaged("a text number is out of range") }
        return strings[number]
    }

    mutating func readLiteral() throws(CacheFormatError) -> String {
        let range = try readByteRange()
        // Not validated: the envelope's checksum vouches for the bytes, and decoding repairs
        // rather than traps on anything else.
        return bytes.withUnsafeBufferPointer { String(decoding: $0[range], as: UTF8.self) }
    }

    mutating func readStrings() throws(CacheFormatError) -> [String] {
        let count = try readInt()
        guard count >= 0, count <= end - offset else { throw .damaged("a list is longer than the file") }
        var strings: [String] = []
        strings.reserveCapacity(count)
        for _ in 0..<count { strings.append(try readString()) }
        return strings
    }

    /// What `ArchiveWriter.write(_:repeating:)` wrote; a repeated list shares the storage of
    /// the one before.
    mutating func readStrings(repeating last: inout [String]) throws(CacheFormatError) -> [String] {
        let marker = try readInt()
        if marker == 0 { return last }
        guard marker > 0, marker - 1 <= end - offset else { throw .damaged("a list is longer than the file") }
        var strings: [String] = []
        strings.reserveCapacity(marker - 1)
        for _ in 0..<marker - 1 { strings.append(try readString()) }
        last = strings
        return strings
    }

    mutating func readDigest() throws(CacheFormatError) -> ContentDigest {
        guard end - offset >= 16 else { throw .damaged("a digest runs past the end") }
        let (high, low) = bytes.withUnsafeBytes { raw in
            (
                UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)),
                UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self))
            )
        }
        offset += 16
        return ContentDigest(high: high, low: low)
    }

    mutating func readCount() throws(CacheFormatError) -> Int {
        let count = try readInt()
        guard count >= 0, count <= end - offset else { throw .damaged("a list is longer than the file") }
        return count
    }
}
