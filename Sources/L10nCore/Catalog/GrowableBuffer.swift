#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A copy-on-write array of plain values for the large tables of a catalog, grown with
/// `realloc`.
///
/// A catalog of a large project is hundreds of megabytes built by appending. `Array` grows by
/// allocating a new buffer and moving the elements into it, so every byte is written, and
/// every page faulted in, about twice. `realloc` of a large block moves pages instead
/// (`mremap` in glibc), so each page of the final table is faulted in once.
package struct GrowableBuffer<Element: BitwiseCopyable>: RandomAccessCollection, @unchecked Sendable {
    // Safety: `storage` is mutated only after `makeUnique()`, so a buffer shared between
    // copies (and threads) is never written; it is copied first.

    /// `nil` until the first element: empty tables are made and dropped often while building,
    /// and cost no allocation.
    @usableFromInline var storage: GrowableBufferStorage?

    @inlinable package init() {}

    @inlinable package var startIndex: Int { 0 }
    @inlinable package var count: Int { endIndex }
    @inlinable package var endIndex: Int { (storage?.byteCount ?? 0) / MemoryLayout<Element>.stride }

    @inlinable @inline(__always) package subscript(position: Int) -> Element {
        get {
            precondition(position >= 0 && position < endIndex, "index out of range")
            return storage.unsafelyUnwrapped.base.unsafelyUnwrapped.load(
                fromByteOffset: position * MemoryLayout<Element>.stride, as: Element.self)
        }
        set {
            precondition(position >= 0 && position < endIndex, "index out of range")
            makeUnique()
            storage.unsafelyUnwrapped.base.unsafelyUnwrapped.storeBytes(
                of: newValue, toByteOffset: position * MemoryLayout<Element>.stride, as: Element.self)
        }
    }

    /// Gives back the room beyond the last element: a finished table is kept, not grown.
    package mutating func shrinkToFit() {
        guard let storage, storage.byteCapacity > storage.byteCount else { return }
        makeUnique()
        self.storage.unsafelyUnwrapped.shrinkToFit()
    }

    @inlinable package mutating func reserveCapacity(_ minimumCapacity: Int) {
        makeUnique()
        storage.unsafelyUnwrapped.reserve(byteCapacity: minimumCapacity * MemoryLayout<Element>.stride)
    }

    @inlinable @inline(__always) package mutating func append(_ element: Element) {
        makeUnique()
        storage.unsafelyUnwrapped.append(element)
    }

    @inlinable @inline(__always) package mutating func append(
        contentsOf elements: UnsafeBufferPointer<Element>
    ) {
        makeUnique()
        storage.unsafelyUnwrapped.append(UnsafeRawBufferPointer(elements))
    }

    @inlinable package mutating func append(repeating element: Element, count added: Int) {
        makeUnique()
        for _ in 0..<added { storage.unsafelyUnwrapped.append(element) }
    }

    /// Shortens the buffer to `newCount` elements, keeping its capacity.
    @inlinable package mutating func truncate(to newCount: Int) {
        precondition(newCount >= 0 && newCount <= endIndex, "count out of range")
        guard newCount < endIndex else { return }
        makeUnique()
        storage.unsafelyUnwrapped.byteCount = newCount * MemoryLayout<Element>.stride
    }

    @inlinable @inline(__always) package func withUnsafeBufferPointer<Result>(
        _ body: (UnsafeBufferPointer<Element>) throws -> Result
    ) rethrows -> Result {
        let count = endIndex
        let start = storage?.base?.bindMemory(to: Element.self, capacity: count)
        return try body(UnsafeBufferPointer(start: start, count: count))
    }

    @inlinable @inline(__always) package mutating func withUnsafeMutableBufferPointer<Result>(
        _ body: (UnsafeMutableBufferPointer<Element>) throws -> Result
    ) rethrows -> Result {
        makeUnique()
        let count = endIndex
        let start = storage.unsafelyUnwrapped.base?.bindMemory(to: Element.self, capacity: count)
        return try body(UnsafeMutableBufferPointer(start: start, count: count))
    }

    @inlinable @inline(__always) mutating func makeUnique() {
        if storage == nil {
            storage = GrowableBufferStorage()
        } else if !isKnownUniquelyReferenced(&storage) {
            storage = storage.unsafelyUnwrapped.copy()
        }
    }
}

/// The bytes of a `GrowableBuffer`; not generic, so making one needs no runtime metadata
/// lookup.
@usableFromInline
package final class GrowableBufferStorage {
    // Unchecked: a storage is only mutated while uniquely referenced (`makeUnique()`), so
    // accesses cannot overlap; the runtime's exclusivity bookkeeping would cost more than
    // the appends it guards.
    @exclusivity(unchecked) @usableFromInline var base: UnsafeMutableRawPointer?
    @exclusivity(unchecked) @usableFromInline var byteCount = 0
    @exclusivity(unchecked) @usableFromInline var byteCapacity = 0

    @usableFromInline init() {}

    deinit { free(base) }

    @usableFromInline func copy() -> GrowableBufferStorage {
        let new = GrowableBufferStorage()
        new.reserve(byteCapacity: byteCount)
        if let base, let target = new.base { target.copyMemory(from: base, byteCount: byteCount) }
        new.byteCount = byteCount
        return new
    }

    /// Makes room for `minimum` bytes, growing by half at least, so appending stays amortized
    /// O(1) while the room a growing table has and does not use (a peak of a check's memory,
    /// before `shrinkToFit()`) stays below half of it.
    @inlinable @inline(__always) func reserve(byteCapacity minimum: Int) {
        if _slowPath(minimum > byteCapacity) { grow(to: minimum) }
    }

    @inlinable @inline(__always) func append<Value: BitwiseCopyable>(_ value: Value) {
        let offset = byteCount
        reserve(byteCapacity: offset + MemoryLayout<Value>.stride)
        base.unsafelyUnwrapped.storeBytes(of: value, toByteOffset: offset, as: Value.self)
        byteCount = offset + MemoryLayout<Value>.stride
    }

    @inlinable @inline(__always) func append(_ bytes: UnsafeRawBufferPointer) {
        guard let source = bytes.baseAddress, bytes.count > 0 else { return }
        let offset = byteCount
        reserve(byteCapacity: offset + bytes.count)
        (base.unsafelyUnwrapped + offset).copyMemory(from: source, byteCount: bytes.count)
        byteCount = offset + bytes.count
    }

    func shrinkToFit() {
        guard byteCount > 0 else {
            free(base)
            base = nil
            byteCapacity = 0
            return
        }
        guard let shrunk = realloc(base, byteCount) else { return }
        base = shrunk
        byteCapacity = byteCount
    }

    @usableFromInline func grow(to minimum: Int) {
        let newCapacity = Swift.max(minimum, byteCapacity + byteCapacity / 2, 256)
        guard let grown = realloc(base, newCapacity) else {
            fatalError("out of memory growing a catalog table to \(newCapacity) bytes")
        }
        base = grown
        byteCapacity = newCapacity
    }
}
