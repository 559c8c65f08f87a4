import Foundation
import L10nCore
import L10nRuntime

/// The placeholder names of texts (`MessageTemplate.placeholderNames(inUTF8:)`), each distinct
/// text parsed once: the texts with placeholders are mostly the same few in every type
/// (`"%{count} open tasks"`), and the same names array is then kept for all of them.
///
/// Keyed by the text's bytes, so a lookup makes no `String`: a hash of the bytes and a compare.
/// A text's names are given as their index in `nameLists`, which a `LocaleValues` keeps once
/// the cache is dropped: a 4-byte index per text instead of an 8-byte array reference.
struct PlaceholderNamesCache {
    /// Open addressing with linear probing: 0 when empty, else a hash in the high half and an
    /// index into `ranges` + 1 in the low half.
    private var slots = [UInt64](repeating: 0, count: 64)
    /// Per distinct text, its bytes in `bytes`.
    private var ranges: [Range<Int>] = []
    private var bytes: [UInt8] = []
    /// Per distinct text (as `ranges`), its placeholder names
    /// (`MessageTemplate.placeholderNames(inUTF8:)`; `nil` when it does not parse).
    private(set) var nameLists: [[String]?] = []

    /// The position in `nameLists` of the names of `text`, parsed the first time it is asked
    /// for.
    mutating func index(of text: UnsafeBufferPointer<UInt8>) -> Int {
        let hash = CatalogKeys.hash(text)
        var mask = slots.count - 1
        var slot = Int(hash) & mask
        while slots[slot] != 0 {
            let value = slots[slot]
            if UInt32(truncatingIfNeeded: value >> 32) == hash {
                let index = Int(UInt32(truncatingIfNeeded: value)) - 1
                let range = ranges[index]
                if range.count == text.count,
                    bytes.withUnsafeBufferPointer({ stored in
                        text.isEmpty
                            || memcmp(stored.baseAddress! + range.lowerBound, text.baseAddress!, text.count)
                                == 0
                    })
                {
                    return index
                }
            }
            slot = (slot + 1) & mask
        }
        nameLists.append(MessageTemplate.placeholderNames(inUTF8: text))
        ranges.append(bytes.count..<bytes.count + text.count)
        bytes.append(contentsOf: text)
        slots[slot] = UInt64(hash) << 32 | UInt64(ranges.count)
        if ranges.count * 4 > slots.count * 3 {
            // Twice the room, every entry placed again.
            slots = [UInt64](repeating: 0, count: slots.count * 2)
            mask = slots.count - 1
            for (index, range) in ranges.enumerated() {
                let entryHash = bytes.withUnsafeBufferPointer {
                    CatalogKeys.hash(UnsafeBufferPointer(rebasing: $0[range]))
                }
                var free = Int(entryHash) & mask
                while slots[free] != 0 { free = (free + 1) & mask }
                slots[free] = UInt64(entryHash) << 32 | UInt64(index + 1)
            }
        }
        return ranges.count - 1
    }
}
