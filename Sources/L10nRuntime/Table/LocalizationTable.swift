import Foundation

/// A compiled localization table, opened for lookups.
///
/// Opening maps the file (or copies the bytes once), validates the header, the version, the
/// checksum and the per-locale records, and builds nothing per message: lookups go through
/// the hash index stored in the file. Every offset read from the file is bounds-checked, so
/// a damaged table gives a `TableError`, never a crash. Immutable and `Sendable`: open once,
/// share everywhere.
public final class LocalizationTable: Sendable {
    /// How a table is opened.
    public struct OpenOptions: Sendable, Hashable {
        /// Verify the CRC-32 of the body at open. This reads every byte once (O(size)); turn it
        /// off only for a table whose integrity is guaranteed some other way (a signed bundle).
        public var verifiesChecksum: Bool

        public init(verifiesChecksum: Bool = true) {
            self.verifiesChecksum = verifiesChecksum
        }
    }

    struct LocaleRecord: Sendable {
        let id: LocaleIdentifier
        /// Locale indices: the locale, its own fallbacks, then the default locale.
        let chain: [Int]
        let ownChainCount: Int
        let slotsOffset: Int
        let pluralRuleSources: [PluralCategory: String]
        let pluralRules: PluralRules
    }

    /// A key found in a locale's slots: the message's file offset and where in the chain.
    struct Slot: Sendable {
        let messageOffset: Int
        let chainPosition: Int
    }

    let storage: TableStorage
    let bytes: TableBytes
    let stringPoolOffset: Int
    let stringPoolLength: Int
    let keyTableOffset: Int
    /// The number of distinct keys the table holds.
    public let keyCount: Int
    let hashTableOffset: Int
    let hashTableCapacity: Int
    let messageDataOffset: Int
    let messageDataLength: Int
    let localeRecords: [LocaleRecord]
    let localeIndexByTag: [String: Int]
    let defaultLocaleIndex: Int
    /// Negotiates requests for locales the table does not hold, with CLDR's data.
    let localeMatcher: LocaleMatcher

    /// The locales the table holds, sorted by tag.
    public var locales: [LocaleIdentifier] { localeRecords.map(\.id) }
    /// The locale every chain ends in.
    public var defaultLocale: LocaleIdentifier { localeRecords[defaultLocaleIndex].id }

    /// Opens the table file at `path`, memory-mapped.
    public convenience init(contentsOfFile path: String, options: OpenOptions = OpenOptions())
        throws(TableError)
    {
        try self.init(storage: TableStorage.mapping(path: path), options: options)
    }

    /// Opens a table from bytes in memory (copied once).
    public convenience init(bytes: [UInt8], options: OpenOptions = OpenOptions()) throws(TableError) {
        let storage = bytes.withUnsafeBytes { TableStorage.copying($0) }
        try self.init(storage: storage, options: options)
    }

    /// Opens a table from `Data` (copied once).
    public convenience init(data: Data, options: OpenOptions = OpenOptions()) throws(TableError) {
        let storage = data.withUnsafeBytes { TableStorage.copying($0) }
        try self.init(storage: storage, options: options)
    }

    /// Opens a table embedded as base64 text (what `l10nc compile --emit swift` generates).
    public convenience init(base64Encoded text: String, options: OpenOptions = OpenOptions())
        throws(TableError)
    {
        guard let data = Data(base64Encoded: text, options: .ignoreUnknownCharacters) else {
            throw .malformed("the embedded table is not valid base64")
        }
        try self.init(data: data, options: options)
    }

    init(storage: TableStorage, options: OpenOptions) throws(TableError) {
        let bytes = TableBytes(base: storage.base, count: storage.count)
        guard bytes.count >= TableFormat.headerSize else {
            throw .truncated(expected: TableFormat.headerSize, actual: bytes.count)
        }
        guard Array(bytes.bytes(0, TableFormat.magic.count)) == TableFormat.magic else { throw .notATable }
        typealias H = TableFormat.Header
        let version = try bytes.u16(H.version, "version")
        guard version == TableFormat.version else {
            throw .unsupportedVersion(found: version, supported: TableFormat.version)
        }
        let flags = try bytes.u16(H.flags, "flags")
        guard flags == 0 else { throw .malformed("unknown flags 0x\(String(flags, radix: 16)) are set") }
        guard try bytes.u32(H.headerSize, "header size") == TableFormat.headerSize else {
            throw .malformed("the header size is not \(TableFormat.headerSize)")
        }
        let fileLength = try bytes.u32(H.fileLength, "file length")
        guard fileLength <= bytes.count else { throw .truncated(expected: fileLength, actual: bytes.count) }
        guard fileLength == bytes.count else {
            throw .malformed("\(bytes.count - fileLength) bytes follow the declared end of the table")
        }
        if options.verifiesChecksum {
            let expected = UInt32(try bytes.u32(H.checksum, "checksum"))
            let actual = CRC32.checksum(
                bytes.bytes(TableFormat.headerSize, fileLength - TableFormat.headerSize))
            guard expected == actual else { throw .checksumMismatch(expected: expected, actual: actual) }
        }

        func section(_ offsetField: Int, _ lengthField: Int, unit: Int, _ name: String) throws(TableError)
            -> (
                Int, Int
            )
        {
            let offset = try bytes.u32(offsetField, "\(name) offset")
            let length = try bytes.u32(lengthField, "\(name) length")
            let (size, overflow) = length.multipliedReportingOverflow(by: unit)
            guard !overflow, offset >= TableFormat.headerSize else {
                throw .outOfBounds(what: name, offset: offset, length: length)
            }
            try bytes.check(offset, size, name)
            return (offset, length)
        }
        let (poolOffset, poolLength) = try section(
            H.stringPoolOffset, H.stringPoolLength, unit: 1, "string pool")
        let (localeOffset, localeCount) = try section(
            H.localeTableOffset, H.localeCount, unit: TableFormat.localeRecordSize, "locale table")
        let (keyOffset, keyCount) = try section(
            H.keyTableOffset, H.keyCount, unit: TableFormat.keyRecordSize, "key table")
        let (hashOffset, hashCapacity) = try section(
            H.hashTableOffset, H.hashTableCapacity, unit: 4, "key index")
        let (messageOffset, messageLength) = try section(
            H.messageDataOffset, H.messageDataLength, unit: 1, "message data")
        guard hashCapacity > keyCount, hashCapacity & (hashCapacity - 1) == 0 else {
            throw .malformed(
                "the key index capacity \(hashCapacity) is not a power of two above the key count")
        }
        let defaultIndex = try bytes.u32(H.defaultLocaleIndex, "default locale")
        guard localeCount > 0, defaultIndex < localeCount else {
            throw .malformed(
                "the default locale index \(defaultIndex) is not below the locale count \(localeCount)")
        }

        var records: [LocaleRecord] = []
        var indexByTag: [String: Int] = [:]
        records.reserveCapacity(localeCount)
        for index in 0..<localeCount {
            let record = localeOffset + index * TableFormat.localeRecordSize
            let tag = try Self.string(
                bytes, poolOffset: poolOffset, poolLength: poolLength, at: record, what: "locale name")
            guard let id = LocaleIdentifier(tag), id.tag == tag else {
                throw .malformed("locale \(index) has the name '\(tag)', which is not a canonical BCP 47 tag")
            }
            let chainOffset = try bytes.u32(record + 8, "fallback chain")
            let chainCount = try bytes.u32(record + 12, "fallback chain")
            let ownCount = try bytes.u32(record + 16, "fallback chain")
            guard chainCount >= 1, chainCount <= localeCount, ownCount >= 1, ownCount <= chainCount else {
                throw .malformed(
                    "locale '\(tag)' has a fallback chain of \(chainCount) locales (\(ownCount) own)")
            }
            try bytes.check(chainOffset, chainCount * 4, "fallback chain of '\(tag)'")
            var chain: [Int] = []
            for position in 0..<chainCount {
                let entry = bytes.u32Unchecked(chainOffset + position * 4)
                guard entry < localeCount else {
                    throw .malformed("locale '\(tag)' falls back to locale \(entry)")
                }
                chain.append(entry)
            }
            guard chain[0] == index else {
                throw .malformed("the fallback chain of '\(tag)' does not start with it")
            }
            let pluralOffset = try bytes.u32(record + 20, "plural rules")
            let pluralCount = try bytes.u32(record + 24, "plural rules")
            guard pluralCount <= PluralCategory.allCases.count else {
                throw .malformed("locale '\(tag)' has \(pluralCount) plural rules")
            }
            try bytes.check(
                pluralOffset, pluralCount * TableFormat.pluralRuleRecordSize, "plural rules of '\(tag)'")
            var sources: [PluralCategory: String] = [:]
            for rule in 0..<pluralCount {
                let ruleRecord = pluralOffset + rule * TableFormat.pluralRuleRecordSize
                let categoryIndex = Int(try bytes.u8(ruleRecord, "plural category"))
                guard categoryIndex < PluralCategory.allCases.count else {
                    throw .malformed("locale '\(tag)' has an unknown plural category \(categoryIndex)")
                }
                sources[PluralCategory.allCases[categoryIndex]] = try Self.string(
                    bytes, poolOffset: poolOffset, poolLength: poolLength, at: ruleRecord + 4,
                    what: "plural rule")
            }
            let rules: PluralRules
            do {
                rules = sources.isEmpty ? .otherOnly : try PluralRules(rules: sources)
            } catch {
                throw .malformed("the plural rules of '\(tag)' do not parse: \(error)")
            }
            let slotsOffset = try bytes.u32(record + 28, "message slots")
            try bytes.check(slotsOffset, keyCount * TableFormat.slotSize, "message slots of '\(tag)'")
            records.append(
                LocaleRecord(
                    id: id, chain: chain, ownChainCount: ownCount, slotsOffset: slotsOffset,
                    pluralRuleSources: sources, pluralRules: rules))
            indexByTag[tag] = index
        }

        self.storage = storage
        self.bytes = bytes
        self.stringPoolOffset = poolOffset
        self.stringPoolLength = poolLength
        self.keyTableOffset = keyOffset
        self.keyCount = keyCount
        self.hashTableOffset = hashOffset
        self.hashTableCapacity = hashCapacity
        self.messageDataOffset = messageOffset
        self.messageDataLength = messageLength
        self.localeRecords = records
        self.localeIndexByTag = indexByTag
        self.defaultLocaleIndex = defaultIndex
        self.localeMatcher = LocaleMatcher(
            available: records.map(\.id), defaultLocale: records[defaultIndex].id)
    }

    private static func string(
        _ bytes: TableBytes, poolOffset: Int, poolLength: Int, at record: Int, what: String
    ) throws(TableError) -> String {
        let offset = try bytes.u32(record, what)
        let length = try bytes.u32(record + 4, what)
        guard offset <= poolLength, length <= poolLength - offset else {
            throw .outOfBounds(what: what, offset: offset, length: length)
        }
        return String(decoding: bytes.bytes(poolOffset + offset, length), as: UTF8.self)
    }

    // MARK: Locales

    /// The index of the table locale that serves `locale`: the locale itself, else the one
    /// CLDR's negotiation chooses (`LocaleMatcher`: `es-MX` → `es-419` → `es`, `zh-TW` →
    /// `zh-Hant`, never `zh`), else the default locale.
    func localeIndex(serving locale: LocaleIdentifier) -> Int {
        // Tags are small strings, compared inline: for the usual handful of locales a scan
        // beats hashing the tag.
        if localeRecords.count <= 16 {
            for (index, record) in localeRecords.enumerated() where record.id.tag == locale.tag {
                return index
            }
        } else if let index = localeIndexByTag[locale.tag] {
            return index
        }
        // A locale the table does not hold: negotiated at run time, as the table cannot list
        // every request in advance.
        guard let served = localeMatcher.match(locale), let index = localeIndexByTag[served.tag] else {
            return defaultLocaleIndex
        }
        return index
    }

    /// The table locale that serves `locale` (see `localeIndex(serving:)`).
    public func locale(serving locale: LocaleIdentifier) -> LocaleIdentifier {
        localeRecords[localeIndex(serving: locale)].id
    }

    /// The plural rule sources the table holds for one of its locales.
    public func pluralRuleSources(for locale: LocaleIdentifier) -> [PluralCategory: String] {
        localeRecords[localeIndex(serving: locale)].pluralRuleSources
    }

    // MARK: Lookup

    /// The index of `key` in the key table, through the stored hash index.
    func keyIndex(_ key: UnsafeRawBufferPointer) throws(TableError) -> Int? {
        let mask = hashTableCapacity - 1
        var probe = Int(truncatingIfNeeded: KeyHash.hash(key)) & mask
        // At most `capacity` probes: a corrupted index full of entries must not loop forever.
        for _ in 0..<hashTableCapacity {
            let entry = bytes.u32Unchecked(hashTableOffset + probe * 4)
            if entry == 0 { return nil }
            let index = entry - 1
            guard index < keyCount else {
                throw .malformed("the key index names key \(index) of \(keyCount)")
            }
            let record = keyTableOffset + index * TableFormat.keyRecordSize
            let offset = bytes.u32Unchecked(record)
            let length = bytes.u32Unchecked(record + 4)
            guard offset <= stringPoolLength, length <= stringPoolLength - offset else {
                throw .outOfBounds(what: "key \(index)", offset: offset, length: length)
            }
            if length == key.count,
                memcmp(bytes.base + stringPoolOffset + offset, key.baseAddress!, length) == 0
            {
                return index
            }
            probe = (probe + 1) & mask
        }
        return nil
    }

    /// The slot of `key` in the locale at `localeIndex`, or `nil` when no locale of its chain
    /// has the key.
    func slot(forKey key: String, localeIndex: Int) throws(TableError) -> Slot? {
        var key = key
        let result = key.withUTF8 { utf8 in
            Result { () throws(TableError) -> Slot? in
                try slot(forKeyBytes: UnsafeRawBufferPointer(utf8), localeIndex: localeIndex)
            }
        }
        return try result.get()
    }

    func slot(forKeyBytes key: UnsafeRawBufferPointer, localeIndex: Int) throws(TableError) -> Slot? {
        guard key.count > 0, let index = try keyIndex(key) else { return nil }
        let record = localeRecords[localeIndex]
        let slot = record.slotsOffset + index * TableFormat.slotSize
        let offset = bytes.u32Unchecked(slot)
        guard offset != Int(TableFormat.absent) else { return nil }
        let position = bytes.u32Unchecked(slot + 4)
        guard offset < messageDataLength, position < record.chain.count else {
            throw .outOfBounds(what: "message slot of key \(index)", offset: offset, length: position)
        }
        return Slot(messageOffset: messageDataOffset + offset, chainPosition: position)
    }

    /// The message for `key` in `locale`, following the fallback chain resolved at compile
    /// time; `nil` when no locale of the chain, default included, has the key.
    public func message(for key: String, locale: LocaleIdentifier) throws(TableError) -> ResolvedMessage? {
        let localeIndex = localeIndex(serving: locale)
        guard let slot = try slot(forKey: key, localeIndex: localeIndex) else { return nil }
        let record = localeRecords[localeIndex]
        return ResolvedMessage(
            key: key, locale: record.id, sourceLocale: localeRecords[record.chain[slot.chainPosition]].id,
            isDefaultLocaleFallback: slot.chainPosition >= record.ownChainCount,
            message: try decodeMessage(at: slot.messageOffset))
    }

    /// All keys, in the table's order (sorted by UTF-8 bytes).
    public func keys() throws(TableError) -> [String] {
        var keys: [String] = []
        keys.reserveCapacity(keyCount)
        for index in 0..<keyCount {
            keys.append(
                try Self.string(
                    bytes, poolOffset: stringPoolOffset, poolLength: stringPoolLength,
                    at: keyTableOffset + index * TableFormat.keyRecordSize, what: "key \(index)"))
        }
        return keys
    }

    // MARK: Message decoding

    var messageDataEnd: Int { messageDataOffset + messageDataLength }

    /// Checks that `length` bytes at `offset` lie inside the message data.
    func checkMessage(_ offset: Int, _ length: Int, _ what: @autoclosure () -> String) throws(TableError) {
        guard offset >= messageDataOffset, length >= 0, offset <= messageDataEnd,
            length <= messageDataEnd - offset
        else { throw .outOfBounds(what: what(), offset: offset, length: length) }
    }

    /// The pool bytes of a string reference stored at `record`.
    func poolBytes(at record: Int) throws(TableError) -> UnsafeRawBufferPointer {
        let offset = bytes.u32Unchecked(record)
        let length = bytes.u32Unchecked(record + 4)
        guard offset <= stringPoolLength, length <= stringPoolLength - offset else {
            throw .outOfBounds(what: "string", offset: offset, length: length)
        }
        return bytes.bytes(stringPoolOffset + offset, length)
    }

    func decodeMessage(at offset: Int) throws(TableError) -> TableMessage {
        try checkMessage(offset, 1, "message kind")
        let kind = bytes.base.load(fromByteOffset: offset, as: UInt8.self)
        switch TableFormat.MessageKind(rawValue: kind) {
        case .text:
            return .text(try decodeTemplate(at: offset + 1).template)
        case .plural:
            var variants: [PluralCategory: MessageTemplate] = [:]
            for (category, templateOffset) in try pluralVariants(at: offset) {
                variants[category] = try decodeTemplate(at: templateOffset).template
            }
            return .plural(variants)
        case .array:
            var templates: [MessageTemplate] = []
            for element in 0..<(try arrayCount(at: offset)) {
                templates.append(
                    try decodeTemplate(at: try arrayElementOffset(at: offset, index: element)).template)
            }
            return .array(templates)
        case nil:
            throw .malformed("message at offset \(offset) has unknown kind \(kind)")
        }
    }

    /// The variants of the plural message at `offset`: category and template offset.
    func pluralVariants(at offset: Int) throws(TableError) -> [(PluralCategory, Int)] {
        try checkMessage(offset + 1, 1, "plural variant count")
        let count = Int(bytes.base.load(fromByteOffset: offset + 1, as: UInt8.self))
        var cursor = offset + 2
        var variants: [(PluralCategory, Int)] = []
        for _ in 0..<count {
            try checkMessage(cursor, 1, "plural category")
            let categoryIndex = Int(bytes.base.load(fromByteOffset: cursor, as: UInt8.self))
            guard categoryIndex < PluralCategory.allCases.count else {
                throw .malformed("plural variant at offset \(cursor) has unknown category \(categoryIndex)")
            }
            variants.append((PluralCategory.allCases[categoryIndex], cursor + 1))
            cursor = try decodeTemplate(at: cursor + 1, collect: false).end
        }
        return variants
    }

    func arrayCount(at offset: Int) throws(TableError) -> Int {
        try checkMessage(offset + 1, 4, "array length")
        let count = bytes.u32Unchecked(offset + 1)
        try checkMessage(offset + 5, count * 4, "array element offsets")
        return count
    }

    func arrayElementOffset(at offset: Int, index: Int) throws(TableError) -> Int {
        let relative = bytes.u32Unchecked(offset + 5 + index * 4)
        try checkMessage(messageDataOffset + relative, 4, "array element \(index)")
        return messageDataOffset + relative
    }

    /// Decodes the template at `offset`, returning it (when `collect`) and where it ends.
    func decodeTemplate(at offset: Int, collect: Bool = true) throws(TableError) -> (
        template: MessageTemplate, end: Int
    ) {
        var segments: [MessageTemplate.Segment] = []
        let end = try forEachSegment(at: offset) { isPlaceholder, text throws(TableError) in
            guard collect else { return }
            let string = String(decoding: text, as: UTF8.self)
            segments.append(isPlaceholder ? .placeholder(string) : .literal(string))
        }
        return (MessageTemplate(segments: segments), end)
    }

    /// Calls `body` with each segment of the template at `offset` (placeholder or literal, and
    /// its UTF-8 bytes inside the table); returns the offset after the template.
    @discardableResult
    func forEachSegment(
        at offset: Int,
        _ body: (_ isPlaceholder: Bool, _ text: UnsafeRawBufferPointer) throws(TableError) -> Void
    ) throws(TableError) -> Int {
        try checkMessage(offset, 4, "template length")
        let count = bytes.u32Unchecked(offset)
        let (size, overflow) = count.multipliedReportingOverflow(by: TableFormat.segmentSize)
        guard !overflow else { throw .outOfBounds(what: "template", offset: offset, length: count) }
        try checkMessage(offset + 4, size, "template segments")
        var cursor = offset + 4
        for _ in 0..<count {
            let kind = bytes.base.load(fromByteOffset: cursor, as: UInt8.self)
            guard kind <= TableFormat.SegmentKind.placeholder.rawValue else {
                throw .malformed("segment at offset \(cursor) has unknown kind \(kind)")
            }
            try body(kind == TableFormat.SegmentKind.placeholder.rawValue, try poolBytes(at: cursor + 1))
            cursor += TableFormat.segmentSize
        }
        return cursor
    }
}
