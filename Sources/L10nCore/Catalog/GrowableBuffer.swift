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
    // Safety: `storage` is mutated only through `makeUnique()`, so a buffer shared between
    // copies (and threads) is never written; it is copied first.
    private final class Storage {
        var base: UnsafeMutableRawPointer?
        var count = 0
        var capacity = 0
        deinit { free(base) }

        func copy() -> Storage {
            let new = Storage()
            new.reserve(count)
            if let base, let target = new.base {
                target.copyMemory(from: base, byteCount: count * MemoryLayout<Element>.stride)
            }
            new.count = count
            return new
        }

        func reserve(_ minimumCapacity: Int) {
            guard minimumCapacity > capacity else { return }
            let stride = MemoryLayout<Element>.stride
            let newCapacity = Swift.max(minimumCapacity, capacity * 2, 16)
            guard let grown = realloc(base, newCapacity * stride) else {
                fatalError("out of memory growing a catalog table to \(newCapacity * stride) bytes")
            }
            grown.bindMemory(to: Element.self, capacity: newCapacity)
            base = grown
            capacity = newCapacity
        }

    }

    private var storage = Storage()

    package init() {}

    package var startIndex: Int { 0 }
    package var endIndex: Int { storage.count }

    package subscript(position: Int) -> Element {
        get {
            precondition(position >= 0 && position < storage.count, "index out of range")
            return storage.base!.load(fromByteOffset: position * MemoryLayout<Element>.stride, as: Element.self)
        }
        set {
            precondition(position >= 0 && position < storage.count, "index out of range")
            makeUnique()
            storage.base!.storeBytes(
                of: newValue, toByteOffset: position * MemoryLayout<Element>.stride, as: Element.self)
        }
    }

    package mutating func reserveCapacity(_ minimumCapacity: Int) {
        makeUnique()
        storage.reserve(minimumCapacity)
    }

    package mutating func append(_ element: Element) {
        makeUnique()
        let count = storage.count
        if count == storage.capacity { storage.reserve(count + 1) }
        storage.base!.storeBytes(of: element, toByteOffset: count * MemoryLayout<Element>.stride, as: Element.self)
        storage.count = count + 1
    }

    package mutating func append(contentsOf elements: UnsafeBufferPointer<Element>) {
        guard let source = elements.baseAddress, !elements.isEmpty else { return }
        makeUnique()
        let count = storage.count
        if count + elements.count > storage.capacity { storage.reserve(count + elements.count) }
        (storage.base! + count * MemoryLayout<Element>.stride).copyMemory(
            from: source, byteCount: elements.count * MemoryLayout<Element>.stride)
        storage.count = count + elements.count
    }

    package mutating func append(repeating element: Element, count added: Int) {
        guard added > 0 else { return }
        makeUnique()
        let count = storage.count
        if count + added > storage.capacity { storage.reserve(count + added) }
        let stride = MemoryLayout<Element>.stride
        for index in count..<count + added {
            storage.base!.storeBytes(of: element, toByteOffset: index * stride, as: Element.self)
        }
        storage.count = count + added
    }

    package func withUnsafeBufferPointer<Result>(_ body: (UnsafeBufferPointer<Element>) throws -> Result) rethrows
        -> Result
    {
        let pointer = storage.base.map { $0.assumingMemoryBound(to: Element.self) }
        return try body(UnsafeBufferPointer(start: pointer, count: storage.count))
    }

    package mutating func withUnsafeMutableBufferPointer<Result>(
        _ body: (UnsafeMutableBufferPointer<Element>) throws -> Result
    ) rethrows -> Result {
        makeUnique()
        let pointer = storage.base.map { $0.assumingMemoryBound(to: Element.self) }
        return try body(UnsafeMutableBufferPointer(start: pointer, count: storage.count))
    }

    private mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
    }
}
