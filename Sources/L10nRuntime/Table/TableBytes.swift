/// Bounds-checked little-endian reads from a table. Every read of a value that came from the
/// file goes through here, so a corrupted offset becomes a `TableError`, never a crash.
struct TableBytes: @unchecked Sendable {
    let base: UnsafeRawPointer
    let count: Int

    @inline(__always)
    func check(_ offset: Int, _ length: Int, _ what: @autoclosure () -> String) throws(TableError) {
        guard offset >= 0, length >= 0, offset <= count, length <= count - offset else {
            throw .outOfBounds(what: what(), offset: offset, length: length)
        }
    }

    @inline(__always)
    func u8(_ offset: Int, _ what: @autoclosure () -> String) throws(TableError) -> UInt8 {
        try check(offset, 1, what())
        return base.load(fromByteOffset: offset, as: UInt8.self)
    }

    @inline(__always)
    func u16(_ offset: Int, _ what: @autoclosure () -> String) throws(TableError) -> UInt16 {
        try check(offset, 2, what())
        return UInt16(littleEndian: base.loadUnaligned(fromByteOffset: offset, as: UInt16.self))
    }

    @inline(__always)
    func u32(_ offset: Int, _ what: @autoclosure () -> String) throws(TableError) -> Int {
        try check(offset, 4, what())
        return Int(UInt32(littleEndian: base.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
    }

    /// A u32 at an offset already proven in bounds (a validated section).
    @inline(__always)
    func u32Unchecked(_ offset: Int) -> Int {
        Int(UInt32(littleEndian: base.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
    }

    func bytes(_ offset: Int, _ length: Int) -> UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(start: base + offset, count: length)
    }
}
