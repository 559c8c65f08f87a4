/// One locale's catalog entries, indexed by key id (`CatalogKeys`): a fixed-size slot per key,
/// the order the entries were read in, the elements of arrays, and the few texts that are not
/// written verbatim in their file.
///
/// A large project has millions of entries; as `CatalogEntry` values in a dictionary each
/// would cost several allocations and reference counts to build and to copy. Here an entry
/// costs a 20-byte slot (`PackedSlot`, decoded to a `Slot` when read) and 4 bytes of order;
/// its key is stored once for all locales, and a text written verbatim (most are) is a range
/// of its file's bytes, which the catalog keeps.
/// `CatalogEntry` values are made only when asked for. Mapping entries link their children in
/// insertion order, so a type defined in two files lists the children of both.
package struct LocaleEntryTable: Sendable {
    package enum Kind: UInt8, Sendable, BitwiseCopyable {
        case string = 1
        case array
        case mapping
    }

    /// One key's entry, as `slot(_:)` decodes it. The meaning of `first` and `second` depends
    /// on the kind: a string's position (line, column), an array's elements (first index,
    /// count), a mapping's children (first and last key id).
    package struct Slot: Sendable, BitwiseCopyable {
        /// Index into `Catalog.files`.
        package var file: UInt32
        package var keyLine: UInt32
        package var keyColumn: UInt32
        package var first: UInt32
        package var second: UInt32
        /// A string's bytes in its file, quotes included.
        package var sourceStart: UInt32
        package var sourceEnd: UInt32
        /// The next child of the same mapping.
        package var next: UInt32
        /// `Kind`'s raw value; 0 when the locale has no entry at the key.
        package var kindCode: UInt8
        package var style: ScalarStyle
        /// A string's text is in `text` (`copiedText(of:)`), not its file's bytes.
        package var isCopied: Bool

        static let absent = Slot(
            file: 0, keyLine: 0, keyColumn: 0, first: LocaleEntryTable.none, second: LocaleEntryTable.none,
            sourceStart: 0, sourceEnd: 0, next: LocaleEntryTable.none, kindCode: 0, style: .plain,
            isCopied: false)

        package var kind: Kind? { Kind(rawValue: kindCode) }
        /// A string's value position.
        package var valueLine: UInt32 { first }
        package var valueColumn: UInt32 { second }
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
        case inserted(UInt32)
        case existing(UInt32)
    }

    /// "No entry": an absent child, sibling or parent.
    package static let none = UInt32.max

    /// By key id; ids beyond the end have no entry.
    private var slots = GrowableBuffer<PackedSlot>()
    /// The positions of the slots marked wide (`PackedSlot.isWide`), by key id: few entries are
    /// on a line or a column too far to pack.
    private var widePositions: [UInt32: WidePosition] = [:]
    /// The key ids of the entries in the order they were read.
    package private(set) var order = GrowableBuffer<UInt32>()
    package private(set) var elements = GrowableBuffer<Element>()
    /// The texts that are not verbatim in their file, back to back.
    package private(set) var text = GrowableBuffer<UInt8>()
    /// Where a copied string's text is in `text`, by key id (start in the high half, length in
    /// the low half): few texts are escaped, folded or block scalars.
    private var copies: [UInt32: UInt64] = [:]
    /// The entries without a parent mapping (types), in insertion order.
    package private(set) var roots = GrowableBuffer<UInt32>()
    /// Strings plus array elements.
    package private(set) var messageCount = 0

    package init() {}

    /// The number of entries.
    package var count: Int { order.count }

    /// Gives back the room the tables were grown with: called once a table is complete.
    package mutating func shrinkToFit() {
        slots.shrinkToFit()
        order.shrinkToFit()
        elements.shrinkToFit()
        text.shrinkToFit()
        roots.shrinkToFit()
    }

    // MARK: Lookup

    /// The entry at key `id`, if the locale has one.
    @inline(__always)
    package func slot(_ id: UInt32) -> Slot? {
        guard Int(id) < slots.count else { return nil }
        let packed = slots[Int(id)]
        guard packed.kindCode != 0 else { return nil }
        return packed.decoded(wide: packed.isWide ? widePositions[id] : nil)
    }

    /// The entry at key `id`, which the locale must have (`contains(_:)`).
    @inline(__always)
    package func slot(at id: Int) -> Slot {
        let packed = slots[id]
        return packed.decoded(wide: packed.isWide ? widePositions[UInt32(truncatingIfNeeded: id)] : nil)
    }

    /// The next child of the same mapping as the entry at key `id`, which the locale must have.
    @inline(__always)
    package func next(after id: UInt32) -> UInt32 { slots[Int(id)].next }

    /// The kind of the entry at key `id`, which the locale must have.
    @inline(__always)
    package func kind(at id: Int) -> Kind { Kind(rawValue: slots[id].kindCode)! }

    /// Whether the locale has an entry at key `id`.
    @inline(__always)
    package func contains(_ id: UInt32) -> Bool {
        Int(id) < slots.count && slots[Int(id)].kindCode != 0
    }

    /// A copied string's text range in `text`.
    package func copiedText(of id: UInt32) -> (start: UInt32, length: UInt32) {
        let packed = copies[id] ?? 0
        return (UInt32(truncatingIfNeeded: packed >> 32), UInt32(truncatingIfNeeded: packed))
    }

    /// Where a string's text is: `(start, length, inSource)`.
    package func stringText(of id: UInt32, _ slot: Slot) -> (start: UInt32, length: UInt32, inSource: Bool) {
        if slot.isCopied {
            let (start, length) = copiedText(of: id)
            return (start, length, false)
        }
        // Written verbatim: the scalar itself, or what is between its quotes.
        let quoted = slot.style == .singleQuoted || slot.style == .doubleQuoted ? UInt32(1) : 0
        return (slot.sourceStart + quoted, slot.sourceEnd - slot.sourceStart - 2 * quoted, true)
    }

    package func string(start: UInt32, length: UInt32) -> String {
        text.withUnsafeBufferPointer { buffer in
            String(
                decoding: UnsafeBufferPointer(rebasing: buffer[Int(start)..<Int(start) + Int(length)]),
                as: UTF8.self)
        }
    }

    // MARK: Building

    /// Adds a string entry, or returns the entry already at `id`.
    package mutating func insertString(
        id: UInt32, file: UInt32, keyLine: UInt32, keyColumn: UInt32, value: ValueText,
        at position: ScalarPosition, parent: UInt32
    ) -> Insertion {
        if contains(id) { return .existing(id) }
        var slot = Slot(
            file: file, keyLine: keyLine, keyColumn: keyColumn, first: position.line, second: position.column,
            sourceStart: position.sourceStart, sourceEnd: position.sourceEnd, next: Self.none,
            kindCode: Kind.string.rawValue, style: position.style, isCopied: false)
        if case .copy(let bytes) = value {
            Self.checkCapacity(text: text.count + bytes.count)
            slot.isCopied = true
            copies[id] = UInt64(text.count) << 32 | UInt64(bytes.count)
            text.append(contentsOf: bytes)
        }
        insert(slot, id: id, parent: parent)
        messageCount += 1
        return .inserted(id)
    }

    /// Adds an empty array or mapping entry, or returns the entry already at `id`.
    package mutating func insertCollection(
        id: UInt32, isMapping: Bool, file: UInt32, keyLine: UInt32, keyColumn: UInt32, parent: UInt32
    ) -> Insertion {
        if contains(id) { return .existing(id) }
        let slot = Slot(
            file: file, keyLine: keyLine, keyColumn: keyColumn,
            first: isMapping ? Self.none : UInt32(truncatingIfNeeded: elements.count),
            second: isMapping ? Self.none : 0, sourceStart: 0, sourceEnd: 0, next: Self.none,
            kindCode: (isMapping ? Kind.mapping : Kind.array).rawValue, style: .plain, isCopied: false)
        insert(slot, id: id, parent: parent)
        return .inserted(id)
    }

    /// Adds an element to the array entry at `array`, which must be the last array inserted:
    /// an array's elements are stored together.
    package mutating func appendElement(_ value: ValueText, at position: ScalarPosition, to array: UInt32) {
        let (start, length, inSource): (UInt32, UInt32, Bool)
        switch value {
        case .copy(let bytes):
            Self.checkCapacity(text: text.count + bytes.count)
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
        // An array's count is stored whole (`PackedSlot.second`).
        slots.withUnsafeMutableBufferPointer { $0[Int(array)].second += 1 }
        messageCount += 1
    }

    private mutating func insert(_ slot: Slot, id: UInt32, parent: UInt32) {
        precondition(order.count < Int(UInt32.max), "one locale's catalog holds more than 4 billion entries")
        if Int(id) >= slots.count { slots.append(repeating: .absent, count: Int(id) + 1 - slots.count) }
        let packed: PackedSlot
        if let fits = PackedSlot.packed(slot) {
            packed = fits
        } else {
            packed = PackedSlot.wide(slot)
            widePositions[id] = WidePosition(slot)
        }
        // A parent's first and last child and a sibling's next are stored whole in the packed
        // slot, so they are updated there.
        slots.withUnsafeMutableBufferPointer { slots in
            slots[Int(id)] = packed
            guard parent != Self.none else { return }
            let parent = Int(parent)
            let last = slots[parent].second
            if last == Self.none {
                slots[parent].first = id
            } else {
                slots[Int(last)].next = id
            }
            slots[parent].second = id
        }
        if parent == Self.none { roots.append(id) }
        order.append(id)
    }

    /// Offsets are 32-bit: far beyond any real project (4 GiB of one locale's escaped texts),
    /// but a wrapped offset would silently return wrong text, so it stops instead.
    private static func checkCapacity(text: Int) {
        precondition(
            text <= Int(UInt32.max),
            "one locale's catalog holds more than 4 GiB of escaped texts; check the resources in parts")
    }
}
