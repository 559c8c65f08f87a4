/// The hash of the table's key index: eight bytes at a time, multiplied and folded, then
/// finished with the MurmurHash3 mixer so the low bits used as the bucket are well spread.
/// Part of the format: changing it changes every table.
enum KeyHash {
    @inline(__always)
    static func hash(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(bytes.count)
        guard let base = bytes.baseAddress else { return mix(hash) }
        let count = bytes.count
        var index = 0
        while index + 8 <= count {
            let word = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: index, as: UInt64.self))
            hash = (hash ^ word) &* 0x9E37_79B9_7F4A_7C15
            hash ^= hash >> 29
            index += 8
        }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while index < count {
            tail |= UInt64(base.load(fromByteOffset: index, as: UInt8.self)) << shift
            shift += 8
            index += 1
        }
        hash = (hash ^ tail) &* 0x9E37_79B9_7F4A_7C15
        return mix(hash)
    }

    @inline(__always)
    private static func mix(_ value: UInt64) -> UInt64 {
        var value = value
        value ^= value >> 33
        value = value &* 0xff51_afd7_ed55_8ccd
        value ^= value >> 33
        value = value &* 0xc4ce_b9fe_1a85_ec53
        value ^= value >> 33
        return value
    }

    /// Capacity of the open-addressing index: the power of two at least twice the key count,
    /// so probes stay short.
    static func capacity(forKeyCount count: Int) -> Int {
        var capacity = 2
        while capacity < count * 2 { capacity <<= 1 }
        return capacity
    }
}
