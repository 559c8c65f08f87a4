/// BLAKE2b's compression function and padding, unkeyed, for outputs of up to 64 bytes; the
/// digest's first 16 bytes are returned as two little-endian words.
struct BLAKE2b {
    private static let iv: [UInt64] = [
        0x6a09_e667_f3bc_c908, 0xbb67_ae85_84ca_a73b, 0x3c6e_f372_fe94_f82b, 0xa54f_f53a_5f1d_36f1,
        0x510e_527f_ade6_82d1, 0x9b05_688c_2b3e_6c1f, 0x1f83_d9ab_fb41_bd6b, 0x5be0_cd19_137e_2179,
    ]
    /// The message schedule, one row of 16 word indices per round.
    private static let sigma: [UInt8] = Array(
        ([
            [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15],
            [14, 10, 4, 8, 9, 15, 13, 6, 1, 12, 0, 2, 11, 7, 5, 3],
            [11, 8, 12, 0, 5, 2, 15, 13, 10, 14, 3, 6, 7, 1, 9, 4],
            [7, 9, 3, 1, 13, 12, 11, 14, 2, 6, 5, 10, 4, 0, 15, 8],
            [9, 0, 5, 7, 2, 4, 10, 15, 14, 1, 11, 12, 6, 8, 3, 13],
            [2, 12, 6, 10, 0, 11, 8, 3, 4, 13, 7, 5, 15, 14, 1, 9],
            [12, 5, 1, 15, 14, 13, 4, 10, 0, 7, 6, 3, 9, 2, 8, 11],
            [13, 11, 7, 14, 12, 1, 3, 9, 5, 0, 15, 4, 8, 6, 2, 10],
            [6, 15, 14, 9, 11, 3, 0, 8, 12, 2, 13, 7, 1, 4, 10, 5],
            [10, 2, 8, 4, 7, 6, 1, 5, 15, 11, 9, 14, 3, 12, 13, 0],
        ] as [[UInt8]]).joined())

    private var h: [UInt64]
    private var buffer = [UInt8](repeating: 0, count: 128)
    private var buffered = 0
    private var counter: UInt64 = 0

    init(outputLength: Int) {
        precondition((1...64).contains(outputLength))
        h = Self.iv
        h[0] ^= 0x0101_0000 ^ UInt64(outputLength)
    }

    mutating func update(_ bytes: UnsafeRawBufferPointer) {
        var offset = 0
        while offset < bytes.count {
            // The last block is compressed by `finish`, with the final flag: a full buffer is
            // compressed only once more input follows it.
            if buffered == 128 {
                counter &+= 128
                compress(final: false)
                buffered = 0
            }
            let take = min(128 - buffered, bytes.count - offset)
            buffer.withUnsafeMutableBytes { target in
                target.baseAddress!.advanced(by: buffered).copyMemory(
                    from: bytes.baseAddress!.advanced(by: offset), byteCount: take)
            }
            buffered += take
            offset += take
        }
    }

    mutating func finish() -> (UInt64, UInt64) {
        counter &+= UInt64(buffered)
        for index in buffered..<128 { buffer[index] = 0 }
        compress(final: true)
        return (h[0], h[1])
    }

    private mutating func compress(final: Bool) {
        let counter = self.counter
        let iv = Self.iv
        Self.sigma.withUnsafeBufferPointer { sigma in
            buffer.withUnsafeBytes { bytes in
                h.withUnsafeMutableBufferPointer { h in
                    withUnsafeTemporaryAllocation(of: UInt64.self, capacity: 32) { scratch in
                        let v = scratch.baseAddress!
                        let m = v + 16
                        for index in 0..<16 {
                            m[index] = UInt64(
                                littleEndian: bytes.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self))
                        }
                        for index in 0..<8 {
                            v[index] = h[index]
                            v[index + 8] = iv[index]
                        }
                        v[12] ^= counter
                        if final { v[14] = ~v[14] }
                        @inline(__always) func mix(
                            _ a: Int, _ b: Int, _ c: Int, _ d: Int, _ x: UInt64, _ y: UInt64
                        ) {
                            v[a] = v[a] &+ v[b] &+ x
                            v[d] = (v[d] ^ v[a]).rotatedRight(32)
                            v[c] = v[c] &+ v[d]
                            v[b] = (v[b] ^ v[c]).rotatedRight(24)
                            v[a] = v[a] &+ v[b] &+ y
                            v[d] = (v[d] ^ v[a]).rotatedRight(16)
                            v[c] = v[c] &+ v[d]
                            v[b] = (v[b] ^ v[c]).rotatedRight(63)
                        }
                        for round in 0..<12 {
                            let base = (round % 10) * 16
                            @inline(__always) func word(_ position: Int) -> UInt64 {
                                m[Int(sigma[base + position])]
                            }
                            mix(0, 4, 8, 12, word(0), word(1))
                            mix(1, 5, 9, 13, word(2), word(3))
                            mix(2, 6, 10, 14, word(4), word(5))
                            mix(3, 7, 11, 15, word(6), word(7))
                            mix(0, 5, 10, 15, word(8), word(9))
                            mix(1, 6, 11, 12, word(10), word(11))
                            mix(2, 7, 8, 13, word(12), word(13))
                            mix(3, 4, 9, 14, word(14), word(15))
                        }
                        for index in 0..<8 { h[index] ^= v[index] ^ v[index + 8] }
                    }
                }
            }
        }
    }
}

extension UInt64 {
    fileprivate func rotatedRight(_ count: UInt64) -> UInt64 {
        (self >> count) | (self << (64 - count))
    }
}
