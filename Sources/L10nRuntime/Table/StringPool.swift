/// The table's string pool while writing: each distinct string stored once, in first-use
/// order, so identical contents give identical bytes.
struct StringPool {
    private(set) var bytes: [UInt8] = []
    private var offsets: [String: (offset: UInt32, length: UInt32)] = [:]

    mutating func intern(_ text: String) throws(TableWriterError) -> (offset: UInt32, length: UInt32) {
        if let known = offsets[text] { return known }
        let utf8 = Array(text.utf8)
        guard bytes.count + utf8.count <= Int(UInt32.max) else { throw .tooLarge }
        let reference = (UInt32(bytes.count), UInt32(utf8.count))
        bytes.append(contentsOf: utf8)
        offsets[text] = reference
        return reference
    }
}
