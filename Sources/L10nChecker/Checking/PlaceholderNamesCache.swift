import Foundation
import L10nCore
import L10nRuntime

/// The placeholder names of texts (`MessageTemplate.placeholderNames(inUTF8:)`), each distinct
/// text parsed once: the texts with placeholders are mostly the same few in every type
/// (`"%{count} open tasks"`), and the same names array is then kept for all of them.
///
/// Keyed by the text's bytes, so a lookup makes no `String`: a hash of the bytes and a compare.
struct PlaceholderNamesCache {
    /// Open addressing with linear probing: 0 when empty, else a hash in the high half and an
    /// index into `entries` + 1 in the low half.
    private var slots = [UInt64](repeating: 0, count: 64)
    private var entries: [(range: Range<Int>, names: [String]?)] = []
    private var bytes: [UInt8] = []

    /// The names of `text`, parsed the first time it is asked for.
    mutating func names(of text: UnsafeBufferPointer<UInt8>) -> [String]? {
        let hash = CatalogKeys.hash(text)
        var mask = slots.count - 1
        var slot = Int(hash) & mask
        while slots[slot] != 0 {
            let value = slots[slot]
            if UInt32(truncatingIfNeeded: value >> 32) == hash {
                let entry = entries[Int(UInt32(truncatingIfNeeded: value)) - 1]
                if entry.range.count == text.count,
                    bytes.withUnsafeBufferPointer({ stored in
                        text.isEmpty
                            || memcmp(
                                stored.baseAddress! + entry.range.lowerBound, text.baseAddress!, text.count)
                                == 0
                    })
                {
                    return entry.names
                }
            }
            slot = (slot + 1) & mask
        }
        let names = MessageTemplate.placeholderNames(inUTF8: text)
        entries.append((bytes.count..<bytes.count + text.count, names))
        bytes.append(contentsOf: text)
        slots[slot] = UInt64(hash) << 32 | UInt64(entries.count)
        if entries.count * 4 > slots.count * 3 {
            // Twice the room, every entry placed again.
            slots = [UInt64](repeating: 0, count: slots.count * 2)
            mask = slots.count - 1
            for (index, entry) in entries.enumerated() {
                let entryHash = bytes.withUnsafeBufferPointer {
                    CatalogKeys.hash(UnsafeBufferPointer(rebasing: $0[entry.range]))
                }
                var free = Int(entryHash) & mask
                while slots[free] != 0 { free = (free + 1) & mask }
                slots[free] = UInt64(entryHash) << 32 | UInt64(index + 1)
            }
        }
        return names
    }
}
