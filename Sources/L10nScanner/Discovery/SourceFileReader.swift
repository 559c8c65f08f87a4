#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a whole file with POSIX calls straight into a byte array: most files are read only
/// to be skipped by the prefilter, so no `Data` or `String` is made of them.
enum SourceFileReader {
    static func contents(ofFile path: String) throws(ScanError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw .unreadableFile(path: path, reason: lastError) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .unreadableFile(path: path, reason: lastError) }
        // One byte more than the size, so that a single read reaches end of file.
        var bytes = [UInt8](repeating: 0, count: max(Int(status.st_size), 0) + 1)
        var total = 0
        while true {
            if total == bytes.count {
                // The file grew since `fstat`.
                bytes += [UInt8](repeating: 0, count: max(bytes.count, 4096))
            }
            let result = bytes.withUnsafeMutableBufferPointer { buffer in
                read(descriptor, buffer.baseAddress! + total, buffer.count - total)
            }
            if result < 0 {
                if errno == EINTR { continue }
                throw .unreadableFile(path: path, reason: lastError)
            }
            if result == 0 { break }
            total += result
        }
        bytes.removeLast(bytes.count - total)
        return bytes
    }

    private static var lastError: String { String(cString: strerror(errno)) }
}
