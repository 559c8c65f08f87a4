/// FNV-1a 64 over a key's UTF-8 bytes: the hash of the table's key index. Part of the
/// format: changing it changes every table.
enum KeyHash {
    static func hash(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        return hash
    }

    /// Capacity of the open-addressing index: the power of two at least twice the key count,
    /// so probes stay short.
    static func capacity(forKeyCount count: Int) -> Int {
        var capacity = 2
        while capacity < count * 2 { capacity <<= 1 }
        return capacity
    }
}
