import L10nCore

/// Reads a whole Swift file straight into a byte array (`RegularFile`): most files are read
/// only to be skipped by the prefilter, so no `Data` or `String` is made of them.
enum SourceFileReader {
    /// - Throws: `ScanError.unreadableSource` for a file that cannot be read, which the scan
    ///   reports as one `unreadable-file` finding.
    static func contents(ofFile path: String) throws(ScanError) -> [UInt8] {
        do {
            switch try RegularFile.read(path) {
            case .bytes(let bytes): return bytes
            case .tooLarge(let size): preconditionFailure("a file of \(size) bytes is above no limit")
            }
        } catch {
            throw .unreadableSource(error)
        }
    }
}
