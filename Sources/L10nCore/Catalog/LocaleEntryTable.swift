/// One locale's catalog entries, stored for building fast and looking up fast: fixed-size
/// records, one buffer for every key and text, and an open-addressing index over the keys.
///
/// The index has two levels: the key's first component (the type) selects a partition with
/// a small hash region of its own, and the rest of the key is found in that region. Entries arrive a type at a
/// time, so the region being filled stays in cache; one table over all keys of a large
/// project costs a cache miss per insertion instead.
///
/// A large project has millions of entries; as `CatalogEntry` values in a dictionary each
/// would cost several allocations and reference counts to build and to copy. Here an entry
/// costs a record and its bytes, and `CatalogEntry` values are made only when asked for.
/// Mapping entries link their children in insertion order, so a type defined in two files
/// lists the children of both.
package struct LocaleEntryTable: Sendable {
    package enum Kind: UInt8, Sendable, BitwiseCopyable {
        case string, array, mapping
    }

    package struct Record: Sendable, BitwiseCopyable {
        /// The key after its type name (`.aField.title`; empty for the type's own entry), in
        /// `text`: the type name is stored once, with the partition.
        package var keyStart: UInt32
        package var keyLength: UInt32
        package var partition: UInt32
        /// Index into `Catalog.files`.
        package var file: UInt32
        package var keyLine: UInt32
        package var keyColumn: UInt32
        package var kind: Kind
        package var style: ScalarStyle
        /// A string's text is in its file's bytes (`Catalog`'s sources), not in `text`.
        package var valueInSource: Bool
        /// A string's position and source bytes.
        package var valueLine: UInt32
        package var valueColumn: UInt32
        package var sourceStart: UInt32
        package var sourceEnd: UInt32
        /// A string's text offset; an array's first element; a mapping's first child.
        package var payloadStart: UInt32
        /// A string's text length; an array's element count; a mapping's last child.
        package var payloadCount: UInt32
        /// The next child of the same mapping.
        package var nextSibling: UInt32
    }

    /// One element of an array value.
    package struct Element: Sendable, BitwiseCopyable {
        package var textStart: UInt32
        package var textLength: UInt32
        package var line: UInt32
        package var column: UInt32
        package var sourceStart: UInt32
        package var sourceEnd: UInt32
        package var style: ScalarStyle
        /// The text is in its file's bytes (`Catalog`'s sources), not in `text`.
        package var inSource: Bool
    }

    /// Where a scalar was written, as the builder passes it in.
    package struct ScalarPosition: Sendable {
        package var line: UInt32
        package var column: UInt32
        package var sourceStart: UInt32
        package var sourceEnd: UInt32
        package var style: ScalarStyle

        package init(line: UInt32, column: UInt32, sourceStart: UInt32, sourceEnd: UInt32, style: ScalarStyle)
        {
            self.line = line
            self.column = column
            self.sourceStart = sourceStart
            self.sourceEnd = sourceEnd
            self.style = style
        }
    }

    /// Where a value's text is: bytes to copy into the table, or a range of the file's own
    /// bytes when the value is written verbatim there.
    package enum ValueText {
        case copy(UnsafeBufferPointer<UInt8>)
        case inSource(start: UInt32, length: UInt32)
    }

    /// The outcome of an insertion: the new entry, or the one already at that key.
    package enum Insertion: Sendable {
        case inserted(Int)
        case existing(Int)
    }

    /// "No record": an absent child, sibling or parent.
    package static let none = UInt32.max

    package private(set) var records = GrowableBuffer<Record>()
    package private(set) var elements = GrowableBuffer<Element>()
    /// Every key and text, back to back.
    package private(set) var text = GrowableBuffer<UInt8>()
    /// The entries without a parent mapping (types), in insertion order.
    package private(set) var roots: [UInt32] = []
    /// Strings plus array elements.
    package private(set) var messageCount = 0
    /// A hash region of `keySlots`, for the keys of one type.
    private struct Partition {
        var start: Int
        /// A power of two.
        var capacity: Int
        var count: Int
        /// The type name, in `text`.
        var nameStart: UInt32
        var nameLength: UInt32
    }

    /// Both levels use open addressing with linear probing; a slot is 0 when empty, else a
    /// hash in the high half and an index + 1 in the low half, so most probes touch nothing
    /// else. Level one: type name → partition.
    private var partitionSlots: [UInt64] = []
    private var partitions: [Partition] = []
    /// Level two: every partition's region; a region that grows moves to the end.
    private var keySlots = GrowableBuffer<UInt64>()
    /// The partition of the previous insertion: entries come a type at a time.
    private var lastPartition = -1

    package init() {}

    package var count: Int { records.count }

    /// Gives back the room the tables were grown with: called once a table is complete.
    package mutating func shrinkToFit() {
        records.shrinkToFit()
        elements.shrinkToFit()
        text.shrinkToFit()
        keySlots.shrinkToFit()
    }

    // MARK: Lookup

    /// The index of the entry at `key`.
    package func find(_ key: UnsafeBufferPointer<UInt8>) -> Int? {
        let typeName = Self.typeName(of: key)
        guard let partition = findPartition(typeName) else { return nil }
        let suffix = UnsafeBufferPointer(rebasing: key[typeName.count...])
        let hash = Self.hash(suffix)
        return keySlots.withUnsafeBufferPointer { slots in
            text.withUnsafeBufferPointer { text in
                records.withUnsafeBufferPointer { records in
                    Self.probe(
                        slots, partitions[partition], hash: hash, suffix: suffix, text: text, records: records
                    )
                    .existing
                }
            }
        }
    }

    /// The index of the entry at `key`.
    package func find(_ key: String) -> Int? {
        var key = key
        return key.withUTF8 { find($0) }
    }

    /// The number of type partitions (distinct first key components).
    package var partitionCount: Int { partitions.count }

    /// The bytes of partition `index`'s type name, in `text`.
    package func partitionName(_ index: Int) -> (start: UInt32, length: UInt32) {
        (partitions[index].nameStart, partitions[index].nameLength)
    }

    /// The key of the entry at `index`.
    package func key(at index: Int) -> String {
        let record = records[index]
        let partition = partitions[Int(record.partition)]
        return string(start: partition.nameStart, length: partition.nameLength)
            + string(start: record.keyStart, length: record.keyLength)
    }

    package func string(start: UInt32, length: UInt32) -> String {
        text.withUnsafeBufferPointer { buffer in
            String(
                decoding: UnsafeBufferPointer(rebasing: buffer[Int(start)..<Int(start) + Int(length)]),
                as: UTF8.self)
        }
    }

    /// The names of a mapping's children (the last key component of each), in order.
    package func childNames(of index: Int) -> [String] {
        let parent = records[index]
        var names: [String] = []
        var child = parent.payloadStart
        // A child's key is its parent's plus "." and its name.
        let prefix = parent.keyLength + 1
        while child != Self.none {
            let record = records[Int(child)]
            names.append(string(start: record.keyStart + prefix, length: record.keyLength - prefix))
            child = record.nextSibling
        }
        return names
    }

    /// Whether the mapping at `index` has children and every child's name passes `isAccepted`;
    /// stops at the first that does not, so asking of a mapping with many children costs as
    /// little as the answer needs.
    package func childNamesAllSatisfy(of index: Int, _ isAccepted: (String) -> Bool) -> Bool {
        let parent = records[index]
        var child = parent.payloadStart
        guard child != Self.none else { return false }
        let prefix = parent.keyLength + 1
        while child != Self.none {
            let record = records[Int(child)]
            guard isAccepted(string(start: record.keyStart + prefix, length: record.keyLength - prefix))
            else {
                return false
            }
            child = record.nextSibling
        }
        return true
    }

    // MARK: Building

    /// Adds a string entry, or returns the entry already at `key`.
    package mutating func insertString(
        key: UnsafeBufferPointer<UInt8>, file: UInt32, keyLine: UInt32, keyColumn: UInt32, value: ValueText,
        at position: ScalarPosition, parent: UInt32
    ) -> Insertion {
        let outcome = insert(
            key: key, file: file, keyLine: keyLine, keyColumn: keyColumn, kind: .string, position: position,
            value: value, parent: parent)
        if case .inserted = outcome {
            // A copied text follows the key's bytes, where `insert` pointed the record.
            if case .copy(let bytes) = value { text.append(contentsOf: bytes) }
            messageCount += 1
        }
        return outcome
    }

    /// Adds an empty array or mapping entry, or returns the entry already at `key`.
    package mutating func insertCollection(
        key: UnsafeBufferPointer<UInt8>, isMapping: Bool, file: UInt32, keyLine: UInt32, keyColumn: UInt32,
        parent: UInt32
    ) -> Insertion {
        insert(
            key: key, file: file, keyLine: keyLine, keyColumn: keyColumn, kind: isMapping ? .mapping : .array,
            position: ScalarPosition(line: 0, column: 0, sourceStart: 0, sourceEnd: 0, style: .plain),
            value: .inSource(start: 0, length: 0), parent: parent)
    }

    /// Adds an element to the array entry at `array`, which must be the last array inserted:
    /// an array's elements are stored together.
    package mutating func appendElement(_ value: ValueText, at position: ScalarPosition, to array: Int) {
        if case .copy(let bytes) = value { Self.checkCapacity(text: text.count + bytes.count, records: 0) }
        let (start, length, inSource): (UInt32, UInt32, Bool)
        switch value {
        case .copy(let bytes):
            (start, length, inSource) = (
                UInt32(truncatingIfNeeded: text.count), UInt32(truncatingIfNeeded: bytes.count), false
            )
            text.append(contentsOf: bytes)
        case .inSource(let sourceStart, let sourceLength):
            (start, length, inSource) = (sourceStart, sourceLength, true)
        }
        elements.append(
            Element(
                textStart: start, textLength: length, line: position.line, column: position.column,
                sourceStart: position.sourceStart, sourceEnd: position.sourceEnd, style: position.style,
                inSource: inSource))
        records.withUnsafeMutableBufferPointer { $0[array].payloadCount += 1 }
        messageCount += 1
    }

    private mutating func insert(
        key: UnsafeBufferPointer<UInt8>, file: UInt32, keyLine: UInt32, keyColumn: UInt32, kind: Kind,
        position: ScalarPosition, value: ValueText, parent: UInt32
    ) -> Insertion {
        let typeName = Self.typeName(of: key)
        let partition: Int
        if isLastPartition(typeName) {
            partition = lastPartition
        } else if let found = findPartition(typeName) {
            partition = found
        } else {
            partition = addPartition(typeName)
        }
        lastPartition = partition
        if (partitions[partition].count + 1) * 4 > partitions[partition].capacity * 3 { grow(partition) }
        let suffix = UnsafeBufferPointer(rebasing: key[typeName.count...])
        let hash = Self.hash(suffix)
        let index = records.count
        let slot = keySlots.withUnsafeBufferPointer { slots in
            text.withUnsafeBufferPointer { text in
                records.withUnsafeBufferPointer { records in
                    Self.probe(
                        slots, partitions[partition], hash: hash, suffix: suffix, text: text, records: records
                    )
                }
            }
        }
        if let existing = slot.existing { return .existing(existing) }
        keySlots.withUnsafeMutableBufferPointer { $0[slot.free] = UInt64(hash) << 32 | UInt64(index + 1) }
        partitions[partition].count += 1
        var copiedLength = 0
        if case .copy(let bytes) = value { copiedLength = bytes.count }
        Self.checkCapacity(text: text.count + suffix.count + copiedLength, records: records.count + 1)
        let keyStart = UInt32(truncatingIfNeeded: text.count)
        var valueInSource = false
        let payload: (start: UInt32, count: UInt32)
        switch (kind, value) {
        case (.string, .copy(let bytes)):
            payload = (
                keyStart + UInt32(truncatingIfNeeded: suffix.count), UInt32(truncatingIfNeeded: bytes.count)
            )
        case (.string, .inSource(let start, let length)):
            payload = (start, length)
            valueInSource = true
        case (.array, _):
            payload = (UInt32(truncatingIfNeeded: elements.count), 0)
        case (.mapping, _):
            payload = (Self.none, Self.none)
        }
        records.append(
            Record(
                keyStart: keyStart, keyLength: UInt32(truncatingIfNeeded: suffix.count),
                partition: UInt32(truncatingIfNeeded: partition), file: file, keyLine: keyLine,
                keyColumn: keyColumn,
                kind: kind, style: position.style, valueInSource: valueInSource, valueLine: position.line,
                valueColumn: position.column,
                sourceStart: position.sourceStart, sourceEnd: position.sourceEnd, payloadStart: payload.start,
                payloadCount: payload.count, nextSibling: Self.none))
        text.append(contentsOf: suffix)
        let new = UInt32(truncatingIfNeeded: index)
        if parent == Self.none {
            roots.append(new)
        } else {
            records.withUnsafeMutableBufferPointer { records in
                let parent = Int(parent)
                let last = records[parent].payloadCount
                if last == Self.none {
                    records[parent].payloadStart = new
                } else {
                    records[Int(last)].nextSibling = new
                }
                records[parent].payloadCount = new
            }
        }
        return .inserted(index)
    }

    /// Offsets are 32-bit: far beyond any real project (4 GiB of one locale's keys and escaped
    /// texts), but a wrapped offset would silently return wrong text, so it stops instead.
    private static func checkCapacity(text: Int, records: Int) {
        precondition(
            text <= Int(UInt32.max) && records < Int(UInt32.max),
            "one locale's catalog holds more than 4 GiB of keys and texts; check the resources in parts")
    }

    /// The entry whose key ends in `suffix` in `partition`'s region, or the free slot where
    /// it would go.
    private static func probe(
        _ slots: UnsafeBufferPointer<UInt64>, _ partition: Partition, hash: UInt32,
        suffix: UnsafeBufferPointer<UInt8>, text: UnsafeBufferPointer<UInt8>,
        records: UnsafeBufferPointer<Record>
    ) -> (existing: Int?, free: Int) {
        let mask = partition.capacity - 1
        var slot = Int(hash) & mask
        while true {
            let value = slots[partition.start + slot]
            if value == 0 { return (nil, partition.start + slot) }
            if UInt32(truncatingIfNeeded: value >> 32) == hash {
                let existing = Int(UInt32(truncatingIfNeeded: value)) - 1
                let record = records[existing]
                if bytesEqual(text, start: Int(record.keyStart), count: Int(record.keyLength), suffix) {
                    return (existing, 0)
                }
            }
            slot = (slot + 1) & mask
        }
    }

    /// The first component of a key: the type whose partition holds it.
    private static func typeName(of key: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        guard let dot = key.firstIndex(of: UInt8(ascii: ".")) else { return key }
        return UnsafeBufferPointer(rebasing: key[..<dot])
    }

    private func isLastPartition(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        guard lastPartition >= 0 else { return false }
        let partition = partitions[lastPartition]
        return text.withUnsafeBufferPointer {
            Self.bytesEqual($0, start: Int(partition.nameStart), count: Int(partition.nameLength), name)
        }
    }

    private func findPartition(_ name: UnsafeBufferPointer<UInt8>) -> Int? {
        guard !partitionSlots.isEmpty else { return nil }
        let hash = Self.hash(name)
        let mask = partitionSlots.count - 1
        var slot = Int(hash) & mask
        return text.withUnsafeBufferPointer { text in
            while true {
                let value = partitionSlots[slot]
                if value == 0 { return nil }
                if UInt32(truncatingIfNeeded: value >> 32) == hash {
                    let index = Int(UInt32(truncatingIfNeeded: value)) - 1
                    let partition = partitions[index]
                    if Self.bytesEqual(
                        text, start: Int(partition.nameStart), count: Int(partition.nameLength), name)
                    {
                        return index
                    }
                }
                slot = (slot + 1) & mask
            }
        }
    }

    private mutating func addPartition(_ name: UnsafeBufferPointer<UInt8>) -> Int {
        let nameStart = UInt32(truncatingIfNeeded: text.count)
        text.append(contentsOf: name)
        if (partitions.count + 1) * 4 > partitionSlots.count * 3 {
            // From eight slots: a project kept by parts (`ProjectEngine`) holds a table per
            // locale and part, most with one or two types.
            var newSlots = [UInt64](repeating: 0, count: max(partitionSlots.count * 2, 8))
            let mask = newSlots.count - 1
            for value in partitionSlots where value != 0 {
                var slot = Int(truncatingIfNeeded: value >> 32) & mask
                while newSlots[slot] != 0 { slot = (slot + 1) & mask }
                newSlots[slot] = value
            }
            partitionSlots = newSlots
        }
        let index = partitions.count
        // Types tend to have as many keys as the one before: start at its size, so most
        // partitions never grow.
        let capacity = lastPartition >= 0 ? min(max(partitions[lastPartition].capacity, 8), 64) : 8
        partitions.append(
            Partition(
                start: keySlots.count, capacity: capacity, count: 0, nameStart: nameStart,
                nameLength: UInt32(truncatingIfNeeded: name.count)))
        keySlots.append(repeating: 0, count: capacity)
        let hash = Self.hash(name)
        let mask = partitionSlots.count - 1
        var slot = Int(hash) & mask
        while partitionSlots[slot] != 0 { slot = (slot + 1) & mask }
        partitionSlots[slot] = UInt64(hash) << 32 | UInt64(index + 1)
        return index
    }

    /// Moves a full partition's region to the end of `keySlots` at twice the size; the old
    /// region is left unused.
    private mutating func grow(_ index: Int) {
        let old = partitions[index]
        let capacity = old.capacity * 2
        let start = keySlots.count
        keySlots.append(repeating: 0, count: capacity)
        keySlots.withUnsafeMutableBufferPointer { slots in
            let mask = capacity - 1
            for oldSlot in old.start..<old.start + old.capacity where slots[oldSlot] != 0 {
                let value = slots[oldSlot]
                var slot = Int(truncatingIfNeeded: value >> 32) & mask
                while slots[start + slot] != 0 { slot = (slot + 1) & mask }
                slots[start + slot] = value
            }
        }
        partitions[index].start = start
        partitions[index].capacity = capacity
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

    /// Whether `text[start..<start + count]` holds exactly `bytes`.
    private static func bytesEqual(
        _ text: UnsafeBufferPointer<UInt8>, start: Int, count: Int, _ bytes: UnsafeBufferPointer<UInt8>
    ) -> Bool {
        guard count == bytes.count else { return false }
        guard let bytesBase = bytes.baseAddress, let textBase = text.baseAddress else { return count == 0 }
        let stored = UnsafeRawPointer(textBase + start)
        let wanted = UnsafeRawPointer(bytesBase)
        var offset = 0
        while offset &+ 8 <= count {
            guard
                stored.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                    == wanted.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            else { return false }
            offset &+= 8
        }
        while offset < count {
            guard stored.load(fromByteOffset: offset, as: UInt8.self) == bytesBase[offset] else {
                return false
            }
            offset &+= 1
        }
        return true
    }
}
