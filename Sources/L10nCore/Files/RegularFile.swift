#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a regular file whole with POSIX calls, straight into a byte array: the one way a
/// project's resource and Swift files are read, so that every file that cannot be read is said
/// the same way (`UnreadableFile`).
///
/// The file is opened without blocking and checked to be a regular file before it is read: a
/// FIFO named `X.yml` would otherwise wait forever for a writer, and a folder would fail only
/// at its first read.
public enum RegularFile {
    /// What a read gives.
    public enum Contents: Sendable, Hashable {
        case bytes([UInt8])
        /// The file is larger than the limit; it was not read.
        case tooLarge(size: Int)
    }

    /// The bytes of the file at `path`, or its size when that is above `sizeLimit`.
    public static func read(_ path: String, sizeLimit: Int = .max) throws(UnreadableFile) -> Contents {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw UnreadableFile(path: path, errorNumber: errno) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw UnreadableFile(path: path, errorNumber: errno) }
        guard status.st_mode & S_IFMT == S_IFREG else {
            throw UnreadableFile(path: path, mode: status.st_mode)
        }
        let size = max(Int(status.st_size), 0)
        if size > sizeLimit { return .tooLarge(size: size) }
        // One byte more than the size, so that a single read reaches end of file. Not zeroed
        // first: the read fills it (zeroing a cache index's buffer took a third of reading it).
        var failure: Int32?
        var bytes = [UInt8](unsafeUninitializedCapacity: size + 1) { buffer, initialized in
            var filled = 0
            while filled < buffer.count {
                let result = systemRead(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
                if result < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    break
                }
                if result == 0 { break }
                filled += result
            }
            initialized = filled
        }
        if let failure { throw UnreadableFile(path: path, errorNumber: failure) }
        var total = bytes.count
        // A full buffer: the file grew since `fstat`, and is read on to its end.
        while total > size {
            if total == bytes.count {
                guard total <= sizeLimit else { return .tooLarge(size: total) }
                bytes += [UInt8](repeating: 0, count: max(bytes.count, 4096))
            }
            let result = bytes.withUnsafeMutableBufferPointer { buffer in
                systemRead(descriptor, buffer.baseAddress! + total, buffer.count - total)
            }
            if result < 0 {
                if errno == EINTR { continue }
                throw UnreadableFile(path: path, errorNumber: errno)
            }
            if result == 0 { break }
            total += result
        }
        guard total <= sizeLimit else { return .tooLarge(size: total) }
        bytes.removeLast(bytes.count - total)
        return .bytes(bytes)
    }
}

/// The C library's `read`, which `RegularFile.read` hides within the type.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutablePointer<UInt8>, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
