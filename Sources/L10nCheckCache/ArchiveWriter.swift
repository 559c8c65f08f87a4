/// The bytes of a cache file: unsigned LEB128 integers, length-prefixed strings and byte
/// strings, digests as two little-endian words.
struct ArchiveWriter {
    private(set) var bytes: [UInt8] = []
    /// Texts are written once, in a table, and referred to by number: a path, a locale or a
    /// type name recurs across records, and reading a number back is cheaper than a text.
    private(set) var strings: [String] = []
    private var stringNumbers: [String: Int] = [:]

    /// Room for `strings` distinct texts and `bytes` bytes, so that a large file's table and
    /// bytes grow without being copied and hashed again on the way.
    mutating func reserveCapacity(strings: Int, bytes: Int) {
        stringNumbers.reserveCapacity(strings)
        self.strings.reserveCapacity(strings)
        self.bytes.reserveCapacity(bytes)
    }

    mutating func write(_ value: UInt64) {
        if value < 0x80 {
            bytes.append(UInt8(value))
            return
        }
        // Gathered in a word pair, then appended at once: a stamp's times take nine bytes each.
        var encoded: (UInt64, UInt64) = (0, 0)
        var count = 0
        var value = value
        withUnsafeMutableBytes(of: &encoded) { buffer in
            while value >= 0x80 {
                buffer[count] = UInt8(truncatingIfNeeded: value) | 0x80
                value >>= 7
                count += 1
            }
            buffer[count] = UInt8(value)
            count += 1
        }
        withUnsafeBytes(of: &encoded) { bytes.append(contentsOf: $0.prefix(count)) }
    }

    mutating func write(_ value: Int) { write(UInt64(bitPattern: Int64(value))) }
    mutating func write(_ value: Int64) { write(UInt64(bitPattern: value)) }
    mutating func write(_ value: Bool) { bytes.append(value ? 1 : 0) }

    mutating func write(_ text: String) {
        // One look-up, which enters a new text with the next number.
        let next = strings.count
        let number = Self.value(&stringNumbers[text, default: next])
        if number == next { strings.append(text) }
        write(number)
    }

    private static func value(_ number: inout Int) -> Int { number }

    /// A text written out, not by number (the table's own entries).
    mutating func writeLiteral(_ text: String) {
        var text = text
        text.withUTF8 { write(bytes: $0) }
    }

    mutating func write(bytes: some Collection<UInt8>) {
        write(bytes.count)
        self.bytes.append(contentsOf: bytes)
    }

    mutating func write(_ digest: ContentDigest) {
        withUnsafeBytes(of: digest.high.littleEndian) { bytes.append(contentsOf: $0) }
        withUnsafeBytes(of: digest.low.littleEndian) { bytes.append(contentsOf: $0) }
    }

    mutating func write(_ strings: [String]) {
        write(strings.count)
        for string in strings { write(string) }
    }

    /// A list of texts that is most often the one written before in its place (a resource
    /// file's locales, a part's locales): then a single byte, and no text looked up.
    mutating func write(_ strings: [String], repeating last: inout [String]) {
        if strings == last {
            write(0)
            return
        }
        write(strings.count + 1)
        for string in strings { write(string) }
        last = strings
    }

    mutating func append(raw: some Collection<UInt8>) { bytes.append(contentsOf: raw) }

    /// The section of a cache file this writer wrote (`CacheEnvelope`): the number of its texts,
    /// the table of them, and its bytes.
    func sealed() -> [UInt8] {
        var table = ArchiveWriter()
        for string in strings { table.writeLiteral(string) }
        var section = ArchiveWriter()
        section.bytes.reserveCapacity(table.bytes.count + bytes.count + 30)
        section.write(strings.count)
        section.write(bytes: table.bytes)
        section.write(bytes: bytes)
        return section.bytes
    }
}
