/// The constants of the binary table format, version 1 (see `docs/table-format.md`).
///
/// All integers are little-endian and unaligned; every offset is from the start of the file.
public enum TableFormat {
    /// The eight bytes a table starts with.
    public static let magic: [UInt8] = Array("L10NTBL\u{1A}".utf8)
    /// The format version this runtime reads and writes.
    public static let version: UInt16 = 1
    /// The size of the fixed header in bytes.
    public static let headerSize = 72

    /// A message slot value meaning "no message for this key in this locale's chain".
    static let absent: UInt32 = .max

    /// Byte offsets of the header fields.
    enum Header {
        static let magic = 0
        static let version = 8
        static let flags = 10
        static let headerSize = 12
        static let fileLength = 16
        static let checksum = 20
        static let stringPoolOffset = 24
        static let stringPoolLength = 28
        static let localeTableOffset = 32
        static let localeCount = 36
        static let keyTableOffset = 40
        static let keyCount = 44
        static let hashTableOffset = 48
        static let hashTableCapacity = 52
        static let messageDataOffset = 56
        static let messageDataLength = 60
        static let defaultLocaleIndex = 64
        static let reserved = 68
    }

    /// The header fields in file order with their sizes, for tests and the format document.
    static let headerFieldBoundaries: [Int] = [
        0, 8, 10, 12, 16, 20, 24, 28, 32, 36, 40, 44, 48, 52, 56, 60, 64, 68, 72,
    ]

    /// Size of one locale record.
    static let localeRecordSize = 32
    /// Size of one key record (string offset, string length).
    static let keyRecordSize = 8
    /// Size of one message slot (message offset, chain position).
    static let slotSize = 8
    /// Size of one plural rule record (category, pad ×3, string offset, string length).
    static let pluralRuleRecordSize = 12
    /// Size of one template segment (kind, string offset, string length).
    static let segmentSize = 9

    /// Message kinds.
    enum MessageKind: UInt8 {
        case text = 0
        case plural = 1
        case array = 2
    }

    /// Segment kinds.
    enum SegmentKind: UInt8 {
        case literal = 0
        case placeholder = 1
    }
}
