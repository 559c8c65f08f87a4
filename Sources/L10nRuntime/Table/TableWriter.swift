/// Writes a `TableContents` as a binary table (see `docs/table-format.md`).
///
/// The output depends only on the contents: locales and keys are sorted, strings are
/// interned in a fixed order, and nothing like a date or a path is recorded, so identical
/// input gives byte-identical output.
public struct TableWriter: Sendable {
    public init() {}

    /// The table bytes for `contents`.
    public func tableBytes(for contents: TableContents) throws(TableWriterError) -> [UInt8] {
        let plan = try TableLayoutPlan(contents)
        var pool = StringPool()

        // Message data, locale by locale in sorted order, keys in sorted order.
        var messageData = ByteWriter()
        var messageOffsets = [[UInt32]](
            repeating: [UInt32](repeating: TableFormat.absent, count: plan.keys.count),
            count: plan.locales.count)
        for (localeIndex, locale) in plan.locales.enumerated() {
            let messages = contents.messages[locale.id] ?? [:]
            for (keyIndex, key) in plan.keys.enumerated() {
                guard let message = messages[key] else { continue }
                guard messageData.count < Int(TableFormat.absent) else { throw .tooLarge }
                messageOffsets[localeIndex][keyIndex] = UInt32(messageData.count)
                try Self.write(message, locale: locale.id, key: key, into: &messageData, pool: &pool)
            }
        }

        // Interned before layout so the pool is complete when section offsets are fixed.
        var localeIDs: [(UInt32, UInt32)] = []
        var pluralRecords: [[(UInt8, UInt32, UInt32)]] = []
        for locale in plan.locales {
            localeIDs.append(try pool.intern(locale.id.tag))
            var records: [(UInt8, UInt32, UInt32)] = []
            for category in PluralCategory.allCases {
                guard let source = locale.pluralRuleSources[category] else { continue }
                let reference = try pool.intern(source)
                records.append(
                    (UInt8(PluralCategory.allCases.firstIndex(of: category)!), reference.0, reference.1))
            }
            pluralRecords.append(records)
        }
        var keyReferences: [(UInt32, UInt32)] = []
        for key in plan.keys { keyReferences.append(try pool.intern(key)) }

        // Section layout.
        let stringPoolOffset = TableFormat.headerSize
        let localeTableOffset = stringPoolOffset + pool.bytes.count
        let chainsOffset = localeTableOffset + plan.locales.count * TableFormat.localeRecordSize
        let chainsSize = plan.chains.reduce(0) { $0 + $1.indices.count * 4 }
        let pluralOffset = chainsOffset + chainsSize
        let pluralSize = pluralRecords.reduce(0) { $0 + $1.count * TableFormat.pluralRuleRecordSize }
        let keyTableOffset = pluralOffset + pluralSize
        let hashCapacity = KeyHash.capacity(forKeyCount: plan.keys.count)
        let hashTableOffset = keyTableOffset + plan.keys.count * TableFormat.keyRecordSize
        let slotsOffset = hashTableOffset + hashCapacity * 4
        let slotsSize = plan.locales.count * plan.keys.count * TableFormat.slotSize
        let messageDataOffset = slotsOffset + slotsSize
        let fileLength = messageDataOffset + messageData.count
        guard fileLength <= Int(UInt32.max) else { throw .tooLarge }

        var output = ByteWriter()
        output.append(contentsOf: TableFormat.magic)
        output.append(TableFormat.version)
        output.append(UInt16(0))
        output.append(UInt32(TableFormat.headerSize))
        output.append(UInt32(fileLength))
        output.append(UInt32(0))  // checksum, patched last
        for value in [
            stringPoolOffset, pool.bytes.count, localeTableOffset, plan.locales.count, keyTableOffset,
            plan.keys.count, hashTableOffset, hashCapacity, messageDataOffset, messageData.count,
            plan.defaultLocaleIndex, 0,
        ] {
            output.append(UInt32(value))
        }
        output.append(contentsOf: pool.bytes)

        var chainCursor = chainsOffset
        var pluralCursor = pluralOffset
        for (index, chain) in plan.chains.enumerated() {
            output.append(localeIDs[index].0)
            output.append(localeIDs[index].1)
            output.append(UInt32(chainCursor))
            output.append(UInt32(chain.indices.count))
            output.append(UInt32(chain.ownCount))
            output.append(UInt32(pluralCursor))
            output.append(UInt32(pluralRecords[index].count))
            output.append(UInt32(slotsOffset + index * plan.keys.count * TableFormat.slotSize))
            chainCursor += chain.indices.count * 4
            pluralCursor += pluralRecords[index].count * TableFormat.pluralRuleRecordSize
        }
        for chain in plan.chains {
            for localeIndex in chain.indices { output.append(UInt32(localeIndex)) }
        }
        for records in pluralRecords {
            for (category, offset, length) in records {
                output.append(category)
                output.append(UInt8(0))
                output.append(UInt16(0))
                output.append(offset)
                output.append(length)
            }
        }
        for (offset, length) in keyReferences {
            output.append(offset)
            output.append(length)
        }
        for entry in Self.hashIndex(keys: plan.keys, capacity: hashCapacity) { output.append(entry) }
        for chain in plan.chains {
            for keyIndex in plan.keys.indices {
                var slot = (TableFormat.absent, UInt32(0))
                for (position, source) in chain.indices.enumerated()
                where messageOffsets[source][keyIndex] != TableFormat.absent {
                    slot = (messageOffsets[source][keyIndex], UInt32(position))
                    break
                }
                output.append(slot.0)
                output.append(slot.1)
            }
        }
        output.append(contentsOf: messageData.bytes)

        let checksum = output.bytes.withUnsafeBytes { buffer in
            CRC32.checksum(UnsafeRawBufferPointer(rebasing: buffer[TableFormat.headerSize...]))
        }
        output.patch(checksum, at: TableFormat.Header.checksum)
        return output.bytes
    }

    /// Open addressing with linear probing; entries hold key index + 1, 0 is empty.
    static func hashIndex(keys: [String], capacity: Int) -> [UInt32] {
        var entries = [UInt32](repeating: 0, count: capacity)
        for (index, key) in keys.enumerated() {
            var slot = Int(Array(key.utf8).withUnsafeBytes { KeyHash.hash($0) } & UInt64(capacity - 1))
            while entries[slot] != 0 { slot = (slot + 1) & (capacity - 1) }
            entries[slot] = UInt32(index + 1)
        }
        return entries
    }

    private static func write(
        _ message: TableMessage, locale: LocaleIdentifier, key: String, into output: inout ByteWriter,
        pool: inout StringPool
    ) throws(TableWriterError) {
        switch message {
        case .text(let template):
            output.append(TableFormat.MessageKind.text.rawValue)
            try write(template, into: &output, pool: &pool)
        case .plural(let variants):
            guard variants[.other] != nil else { throw .pluralWithoutOther(locale: locale, key: key) }
            output.append(TableFormat.MessageKind.plural.rawValue)
            output.append(UInt8(variants.count))
            for category in PluralCategory.allCases {
                guard let template = variants[category] else { continue }
                output.append(UInt8(PluralCategory.allCases.firstIndex(of: category)!))
                try write(template, into: &output, pool: &pool)
            }
        case .array(let templates):
            output.append(TableFormat.MessageKind.array.rawValue)
            output.append(UInt32(templates.count))
            // Element offsets first so an element is reached without walking the others.
            let offsetsStart = output.count
            for _ in templates { output.append(UInt32(0)) }
            for (index, template) in templates.enumerated() {
                output.patch(UInt32(output.count), at: offsetsStart + index * 4)
                try write(template, into: &output, pool: &pool)
            }
        }
    }

    private static func write(
        _ template: MessageTemplate, into output: inout ByteWriter, pool: inout StringPool
    ) throws(TableWriterError) {
        output.append(UInt32(template.segments.count))
        for segment in template.segments {
            let (kind, text): (TableFormat.SegmentKind, String) =
                switch segment {
                case .literal(let text): (.literal, text)
                case .placeholder(let name): (.placeholder, name)
                }
            let reference = try pool.intern(text)
            output.append(kind.rawValue)
            output.append(reference.offset)
            output.append(reference.length)
        }
    }
}
