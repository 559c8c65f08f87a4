/// Why a table could not be opened or read. A damaged table always ends in one of these,
/// never in a crash.
public enum TableError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file could not be read.
    case unreadable(path: String, reason: String)
    /// Fewer bytes than the header or the header's declared length.
    case truncated(expected: Int, actual: Int)
    /// The file does not start with the table magic.
    case notATable
    /// The table was written in a format version this runtime does not read.
    case unsupportedVersion(found: UInt16, supported: UInt16)
    /// The body's checksum does not match the header.
    case checksumMismatch(expected: UInt32, actual: UInt32)
    /// An offset or count points outside the table or its section.
    case outOfBounds(what: String, offset: Int, length: Int)
    /// A field holds a value the format does not allow.
    case malformed(String)

    public var description: String {
        switch self {
        case .unreadable(let path, let reason):
            "cannot read table '\(path)': \(reason)"
        case .truncated(let expected, let actual):
            "the table is truncated (\(actual) of \(expected) bytes); compile it again with `l10nc compile`"
        case .notATable:
            "the file is not an l10nc table; compile one with `l10nc compile --emit table`"
        case .unsupportedVersion(let found, let supported):
            "the table has format version \(found) but this runtime reads version \(supported); compile it again with a matching l10nc"
        case .checksumMismatch(let expected, let actual):
            "the table is corrupted (checksum \(hex(actual)), expected \(hex(expected))); compile it again with `l10nc compile`"
        case .outOfBounds(let what, let offset, let length):
            "the table is corrupted: \(what) at offset \(offset) (length \(length)) lies outside the table; compile it again"
        case .malformed(let detail):
            "the table is corrupted: \(detail); compile it again with `l10nc compile`"
        }
    }

    private func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16)
        return "0x" + String(repeating: "0", count: 8 - digits.count) + digits
    }
}
