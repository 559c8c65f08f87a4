#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The key paths of one catalog, each stored once for all locales and named by a 32-bit id.
///
/// Every locale of a project has nearly the same keys: stored per locale, a key's bytes and
/// its hash slot were repeated ten times in a ten-locale project. Here a key is interned the
/// first time any locale defines it; each locale's table (`LocaleEntryTable`) is indexed by the
/// id, so finding a key in every locale costs one hash lookup, and a locale lacking a key is a
/// test of its slot. Ids are dense, in the order the keys were first read.
package struct CatalogKeys: Sendable {
    /// Every key's bytes, back to back.
    private var bytes = GrowableBuffer<UInt8>()
    /// Per id: where its bytes start in `bytes` (they end where the next key's start).
    private var starts = GrowableBuffer<UInt32>()
    /// Per id: the index in `typeNames` of its first component.
    private var types = GrowableBuffer<UInt32>()
    /// Open addressing with linear probing over every key: 0 when empty, else the key's hash in
    /// the high half and its id + 1 in the low half.
    private var slots: [UInt64] = []
    /// The distinct first components (type names), by index: `type(of:)`.
    private var typeStarts: [UInt32] = []
    private var typeBytes: [UInt8] = []
    private var typeSlots: [UInt64] = []

    package init() {}

    /// The number of keys.
    package var count: Int { starts.count }

    /// The number of distinct first components.
    package var typeCount: Int { typeStarts.count }

    /// Gives back the room the buffers were grown with.
    package mutating func shrinkToFit() {
        bytes.shrinkToFit()
        starts.shrinkToFit()
        types.shrinkToFit()
    }

    // MARK: Lookup

    /// The id of `key` (its whole dotted path, as UTF-8).
    package func find(_ key: UnsafeBufferPointer<UInt8>) -> UInt32? {
        guard !slots.isEmpty else { return nil }
        let hash = Self.hash(key)
        return slots.withUnsafeBufferPointer { slots in
            bytes.withUnsafeBufferPointer { stored in
                starts.withUnsafeBufferPointer { starts in
                    Self.probe(slots, hash: hash, key: key, stored: stored, starts: starts).existing
                }
            }
        }
    }

    /// The id of `key`.
    package func find(_ key: String) -> UInt32? {
        var key = key
        return key.withUTF8 { find($0) }
    }

    /// Calls `body` with the bytes of key `id`.
    package func withBytes<Result>(of id: UInt32, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        bytes.withUnsafeBufferPointer { stored in body(UnsafeBufferPointer(rebasing: stored[range(of: id)])) }
    }

    /// The key `id` as a string.
    package func string(_ id: UInt32) -> String {
        withBytes(of: id) { String(decoding: $0, as: UTF8.self) }
    }

    /// The number of bytes of key `id`.
    package func length(of id: UInt32) -> Int { range(of: id).count }

    /// The index of key `id`'s first component among the distinct ones.
    package func type(of id: UInt32) -> Int { Int(types[Int(id)]) }

    /// Calls `body` with the bytes of first component number `index`.
    package func withTypeName<Result>(_ index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result
    {
        let start = Int(typeStarts[index])
        let end = index + 1 < typeStarts.count ? Int(typeStarts[index + 1]) : typeBytes.count
        return typeBytes.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[start..<end])) }
    }

    private func range(of id: UInt32) -> Range<Int> {
        let index = Int(id)
        let start = Int(starts[index])
        let end = index + 1 < starts.count ? Int(starts[index + 1]) : bytes.count
        return start..<end
    }

    // MARK: Building

    /// The id of `key`, interned if it is new. `parent`, when it is the id of a key that `key`
    /// extends (a child's key is its parent's, a dot and its name), gives the first component
    /// without looking it up.
    package mutating func intern(_ key: UnsafeBufferPointer<UInt8>, parent: UInt32? = nil) -> UInt32 {
        if (starts.count + 1) * 4 > slots.count * 3 { growSlots() }
        let hash = Self.hash(key)
        let found = slots.withUnsafeBufferPointer { slots in
            bytes.withUnsafeBufferPointer { stored in
                starts.withUnsafeBufferPointer { starts in
                    Self.probe(slots, hash: hash, key: key, stored: stored, starts: starts)
                }
            }
        }
        if let existing = found.existing { return existing }
        precondition(
            bytes.count + key.count <= Int(UInt32.max) && starts.count < Int(UInt32.max) - 1,
            "a catalog holds more than 4 GiB of keys; check the resources in parts")
        let id = UInt32(truncatingIfNeeded: starts.count)
        starts.append(UInt32(truncatingIfNeeded: bytes.count))
        bytes.append(contentsOf: key)
        if let parent, Int(parent) < types.count {
            types.append(types[Int(parent)])
        } else {
            types.append(UInt32(truncatingIfNeeded: internType(Self.firstComponent(of: key))))
        }
        slots[found.free] = UInt64(hash) << 32 | UInt64(id + 1)
        return id
    }

    private mutating func internType(_ name: UnsafeBufferPointer<UInt8>) -> Int {
        if (typeStarts.count + 1) * 4 > typeSlots.count * 3 {
            typeSlots = Self.rehash(typeSlots, to: max(typeSlots.count * 2, 8))
        }
        let hash = Self.hash(name)
        let mask = typeSlots.count - 1
        var slot = Int(hash) & mask
        while typeSlots[slot] != 0 {
            let value = typeSlots[slot]
            if UInt32(truncatingIfNeeded: value >> 32) == hash {
                let index = Int(UInt32(truncatingIfNeeded: value)) - 1
                if withTypeName(index, { $0.elementsEqual(name) }) { return index }
            }
            slot = (slot + 1) & mask
        }
        let index = typeStarts.count
        typeStarts.append(UInt32(truncatingIfNeeded: typeBytes.count))
        typeBytes.append(contentsOf: name)
        typeSlots[slot] = UInt64(hash) << 32 | UInt64(index + 1)
        return index
    }

    private mutating func growSlots() {
        slots = Self.rehash(slots, to: max(slots.count * 2, 16))
    }

    private static func rehash(_ old: [UInt64], to capacity: Int) -> [UInt64] {
        var new = [UInt64](repeating: 0, count: capacity)
        let mask = capacity - 1
        for value in old where value != 0 {
            var slot = Int(truncatingIfNeeded: value >> 32) & mask
            while new[slot] != 0 { slot = (slot + 1) & mask }
            new[slot] = value
        }
        return new
    }

    /// The id of the key equal to `key`, or the free slot where it would go.
    private static func probe(
        _ slots: UnsafeBufferPointer<UInt64>, hash: UInt32, key: UnsafeBufferPointer<UInt8>,
        stored: UnsafeBufferPointer<UInt8>, starts: UnsafeBufferPointer<UInt32>
    ) -> (existing: UInt32?, free: Int) {
        let mask = slots.count - 1
        var slot = Int(hash) & mask
        while true {
            let value = slots[slot]
            if value == 0 { return (nil, slot) }
            if UInt32(truncatingIfNeeded: value >> 32) == hash {
                let id = Int(UInt32(truncatingIfNeeded: value)) - 1
                let start = Int(starts[id])
                let end = id + 1 < starts.count ? Int(starts[id + 1]) : stored.count
                if end - start == key.count,
                    key.isEmpty || memcmp(stored.baseAddress! + start, key.baseAddress!, key.count) == 0
                {
                    return (UInt32(truncatingIfNeeded: id), 0)
                }
            }
            slot = (slot + 1) & mask
        }
    }

    /// The first component of a key: the type it belongs to.
    static func firstComponent(of key: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        guard let dot = key.firstIndex(of: UInt8(ascii: ".")) else { return key }
        return UnsafeBufferPointer(rebasing: key[..<dot])
    }

    // MARK: Hashing

    /// A fast, unseeded hash of a key's bytes, eight at a time. Keys come from the project's
    /// own files, so there is no adversary to seed against, and the same key always lands in
    /// the same slot.
    package static func hash(_ key: UnsafeBufferPointer<UInt8>) -> UInt32 {
        let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
        var hash = UInt64(truncatingIfNeeded: key.count) &* multiplier
        guard let base = key.baseAddress else { return UInt32(truncatingIfNeeded: hash >> 32) }
        let raw = UnsafeRawPointer(base)
        var offset = 0
        while offset &+ 8 <= key.count {
            let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            hash = (hash ^ word) &* multiplier
            hash ^= hash >> 29
            offset &+= 8
        }
        if offset < key.count {
            var word: UInt64 = 0
            var shift: UInt64 = 0
            while offset < key.count {
                word |= UInt64(base[offset]) << shift
                shift &+= 8
                offset &+= 1
            }
            hash = (hash ^ word) &* multiplier
            hash ^= hash >> 29
        }
        hash = (hash ^ (hash >> 32)) &* 0xD6E8_FEB8_6659_FD93
        return UInt32(truncatingIfNeeded: hash ^ (hash >> 32))
    }
}
