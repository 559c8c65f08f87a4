/// One key's entry of a `LocaleEntryTable` as it is stored: 20 bytes where the decoded
/// `LocaleEntryTable.Slot` takes 36.
///
/// Every locale has a slot for every key id of the project, so the slot's size is paid
/// keys × locales times: on a 100,000-message project it was the largest item alive at the
/// heap peak. Positions are packed because real files fit them: a file index and a key column
/// in 16 bits each, a key line in 24, a string's value column in 12 bits, its line as up to 15
/// lines below its key's, and its written length in 16 bits. An entry whose positions do not
/// fit is marked wide, and its positions are kept beside the table (`WidePosition`), exactly.
/// The links that building updates (`next`, a collection's `first` and `second`) are stored
/// whole.
struct PackedSlot: Sendable, BitwiseCopyable {
    /// The next child of the same mapping.
    var next: UInt32
    /// A string's `sourceStart`; an array's first element; a mapping's first child.
    var first: UInt32
    /// An array's element count; a mapping's last child. A string's written length (low 16
    /// bits), value column (next 12) and value line below the key's line (top 4).
    var second: UInt32
    /// The file index (low 16 bits) and the key's column (high 16).
    var fileAndKeyColumn: UInt32
    /// The key's line (high 24 bits) and `Flags` (low 8).
    var keyLineAndFlags: UInt32

    /// No entry: every field 0, so a table grows by zeroed memory.
    static let absent = PackedSlot(next: 0, first: 0, second: 0, fileAndKeyColumn: 0, keyLineAndFlags: 0)

    /// The low byte of `keyLineAndFlags`.
    enum Flags {
        /// `LocaleEntryTable.Kind`'s raw value (0: no entry).
        static let kindMask: UInt32 = 0b11
        static let styleShift: UInt32 = 2
        static let styleMask: UInt32 = 0b111
        static let isCopied: UInt32 = 1 << 5
        /// The positions are in `WidePosition`, not packed here.
        static let isWide: UInt32 = 1 << 6
    }

    var kindCode: UInt8 { UInt8(truncatingIfNeeded: keyLineAndFlags & Flags.kindMask) }
    var isWide: Bool { keyLineAndFlags & Flags.isWide != 0 }

    static func styleCode(_ style: ScalarStyle) -> UInt32 {
        switch style {
        case .plain: 0
        case .singleQuoted: 1
        case .doubleQuoted: 2
        case .literal: 3
        case .folded: 4
        }
    }

    static func style(code: UInt32) -> ScalarStyle {
        switch code {
        case 1: .singleQuoted
        case 2: .doubleQuoted
        case 3: .literal
        case 4: .folded
        default: .plain
        }
    }

    /// Packs `slot`; `nil` when its positions do not fit (it is then stored wide).
    static func packed(_ slot: LocaleEntryTable.Slot) -> PackedSlot? {
        var flags = UInt32(slot.kindCode) | styleCode(slot.style) << Flags.styleShift
        if slot.isCopied { flags |= Flags.isCopied }
        guard slot.file <= 0xFFFF, slot.keyColumn <= 0xFFFF, slot.keyLine <= 0xFF_FFFF else { return nil }
        var packed = PackedSlot(
            next: slot.next, first: slot.first, second: slot.second,
            fileAndKeyColumn: slot.file | slot.keyColumn << 16, keyLineAndFlags: slot.keyLine << 8 | flags)
        if slot.kind == .string {
            guard slot.valueLine >= slot.keyLine, slot.valueLine - slot.keyLine <= 0xF,
                slot.valueColumn <= 0xFFF,
                slot.sourceEnd >= slot.sourceStart, slot.sourceEnd - slot.sourceStart <= 0xFFFF
            else { return nil }
            packed.first = slot.sourceStart
            packed.second =
                (slot.sourceEnd - slot.sourceStart) | slot.valueColumn << 16 | (slot.valueLine - slot.keyLine)
                << 28
        }
        return packed
    }

    /// A slot stored wide: its flags and links, with the positions left to `WidePosition`.
    static func wide(_ slot: LocaleEntryTable.Slot) -> PackedSlot {
        var flags = UInt32(slot.kindCode) | styleCode(slot.style) << Flags.styleShift | Flags.isWide
        if slot.isCopied { flags |= Flags.isCopied }
        return PackedSlot(
            next: slot.next, first: slot.kind == .string ? slot.sourceStart : slot.first,
            second: slot.kind == .string ? 0 : slot.second, fileAndKeyColumn: 0, keyLineAndFlags: flags)
    }

    /// The slot this one packs; `wide` holds its positions when it is wide.
    @inline(__always)
    func decoded(wide: WidePosition?) -> LocaleEntryTable.Slot {
        let flags = keyLineAndFlags & 0xFF
        var slot = LocaleEntryTable.Slot.absent
        slot.kindCode = UInt8(truncatingIfNeeded: flags & Flags.kindMask)
        slot.style = Self.style(code: flags >> Flags.styleShift & Flags.styleMask)
        slot.isCopied = flags & Flags.isCopied != 0
        slot.next = next
        let isString = slot.kindCode == LocaleEntryTable.Kind.string.rawValue
        if let wide {
            slot.file = wide.file
            slot.keyLine = wide.keyLine
            slot.keyColumn = wide.keyColumn
            if isString {
                (slot.first, slot.second) = (wide.valueLine, wide.valueColumn)
                (slot.sourceStart, slot.sourceEnd) = (first, wide.sourceEnd)
            } else {
                (slot.first, slot.second) = (first, second)
            }
            return slot
        }
        slot.file = fileAndKeyColumn & 0xFFFF
        slot.keyColumn = fileAndKeyColumn >> 16
        slot.keyLine = keyLineAndFlags >> 8
        if isString {
            (slot.first, slot.second) = (slot.keyLine + second >> 28, second >> 16 & 0xFFF)
            (slot.sourceStart, slot.sourceEnd) = (first, first + second & 0xFFFF)
        } else {
            (slot.first, slot.second) = (first, second)
        }
        return slot
    }
}
