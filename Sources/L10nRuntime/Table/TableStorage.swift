import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#elseif canImport(Musl)
    import Musl
#endif

/// The bytes of an open table: a read-only memory mapping of the file, or a private copy of
/// bytes handed over in memory. Immutable after creation, so sharing it across threads is
/// safe.
final class TableStorage: @unchecked Sendable {
    let base: UnsafeRawPointer
    let count: Int
    private let release: @Sendable (UnsafeRawPointer, Int) -> Void

    private init(
        base: UnsafeRawPointer, count: Int, release: @escaping @Sendable (UnsafeRawPointer, Int) -> Void
    ) {
        self.base = base
        self.count = count
        self.release = release
    }

    deinit { release(base, count) }

    var buffer: UnsafeRawBufferPointer { UnsafeRawBufferPointer(start: base, count: count) }

    /// A private copy of `bytes` (aligned, so the mapping and the copy behave the same).
    static func copying(_ bytes: UnsafeRawBufferPointer) -> TableStorage {
        let memory = UnsafeMutableRawPointer.allocate(byteCount: max(bytes.count, 1), alignment: 16)
        if let source = bytes.baseAddress { memory.copyMemory(from: source, byteCount: bytes.count) }
        return TableStorage(base: UnsafeRawPointer(memory), count: bytes.count) { base, _ in
            UnsafeMutableRawPointer(mutating: base).deallocate()
        }
    }

    /// Maps the file at `path` read-only; the pages are loaded on first touch, so opening costs
    /// the same for any table size.
    static func mapping(path: String) throws(TableError) -> TableStorage {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw .unreadable(path: path, reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            throw .unreadable(path: path, reason: String(cString: strerror(errno)))
        }
        let size = Int(status.st_size)
        guard size > 0 else { return copying(UnsafeRawBufferPointer(start: nil, count: 0)) }
        guard let address = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0), address != MAP_FAILED
        else {
            throw .unreadable(path: path, reason: String(cString: strerror(errno)))
        }
        return TableStorage(base: UnsafeRawPointer(address), count: size) { base, count in
            munmap(UnsafeMutableRawPointer(mutating: base), count)
        }
    }
}
