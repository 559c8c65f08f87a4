/// A fast checksum of a whole cache file, against truncation and damage (not an attacker: the
/// cache directory is the user's own). Eight bytes at a time, two lanes.
enum ArchiveChecksum {
    static func of(_ bytes: ArraySlice<UInt8>) -> ContentDigest {
        var a: UInt64 = 0x9e37_79b9_7f4a_7c15
        var b: UInt64 = 0xc2b2_ae3d_27d4_eb4f ^ UInt64(bytes.count)
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset + 8 <= raw.count {
                let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                a = (a ^ word) &* 0x0000_0100_0000_01b3
                b = (b ^ word) &* 0xff51_afd7_ed55_8ccd
                b = (b << 31) | (b >> 33)
                offset += 8
            }
            while offset < raw.count {
                a = (a ^ UInt64(raw[offset])) &* 0x0000_0100_0000_01b3
                b = (b ^ UInt64(raw[offset])) &* 0xff51_afd7_ed55_8ccd
                offset += 1
            }
        }
        return ContentDigest(high: a, low: b)
    }
}
