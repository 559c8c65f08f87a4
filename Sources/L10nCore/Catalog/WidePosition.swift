/// The positions of a `PackedSlot` too large to pack, as they were given.
struct WidePosition: Sendable {
    var file: UInt32
    var keyLine: UInt32
    var keyColumn: UInt32
    var valueLine: UInt32
    var valueColumn: UInt32
    var sourceEnd: UInt32

    init(_ slot: LocaleEntryTable.Slot) {
        file = slot.file
        keyLine = slot.keyLine
        keyColumn = slot.keyColumn
        valueLine = slot.valueLine
        valueColumn = slot.valueColumn
        sourceEnd = slot.sourceEnd
    }
}
