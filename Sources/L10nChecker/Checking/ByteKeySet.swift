import Foundation
import L10nCore

/// A set of keys compared as UTF-8 bytes, for walks that read keys as bytes from the catalog
/// and should not make a `String` of each to ask a `Set<String>`.
///
/// Byte equality is `String` equality only for ASCII (Unicode canonical equivalence makes
/// some different byte sequences equal strings), so `isASCII` tells callers when the answer
/// is exact; `CheckContext` falls back to its string sets otherwise.
struct ByteKeySet: Sendable {
    /// Open addressing with linear probing: 0 when empty, else a hash in the high half and an
    /// index into `ranges` + 1 in the low half.
    private var slots: [UInt64]
    private var ranges: [Range<Int>] = []
    private var bytes: [UInt8] = []
    /// `true` when every key is ASCII.
    private(set) var isASCII = true

    init(_ keys: some Collection<String>) {
        var capacity = 16
        while capacity < keys.count * 2 { capacity *= 2 }
        slots = [UInt64](repeating: 0, count: capacity)
        for var key in keys {
            key.withUTF8 { key in
                if key.contains(where: { $0 >= 0x80 }) { isASCII = false }
                insert(key)
            }
        }
    }

    private mutating func insert(_ key: UnsafeBufferPointer<UInt8>) {
        guard !contains(key) else { return }
        let hash = CatalogKeys.hash(key)
        let mask = slots.count - 1
        var slot = Int(hash) & mask
        while slots[slot] != 0 { slot = (slot + 1) & mask }
        ranges.append(bytes.count..<bytes.count + key.count)
        bytes.append(contentsOf: key)
        slots[slot] = UInt64(hash) << 32 | UInt64(ranges.count)
    }

    func contains(_ key: UnsafeBufferPointer<UInt8>) -> Bool {
        let hash = CatalogKeys.hash(key)
        let mask = slots.count - 1
        var slot = Int(hash) & mask
        return slots.withUnsafeBufferPointer { slots in
            ranges.withUnsafeBufferPointer { ranges in
                bytes.withUnsafeBufferPointer { stored in
                    while true {
                        let value = slots[slot]
                        if value == 0 { return false }
                        if UInt32(truncatingIfNeeded: value >> 32) == hash {
                            let range = ranges[Int(UInt32(truncatingIfNeeded: value)) - 1]
                            if range.count == key.count,
                                key.isEmpty
                                    || memcmp(
                                        stored.baseAddress! + range.lowerBound, key.baseAddress!, key.count)
                                        == 0
                            {
                                return true
                            }
                        }
                        slot = (slot + 1) & mask
                    }
                }
            }
        }
    }
}
