/// The frame of each cache file: a magic line naming the kind of file, the format version,
/// the sections, and a checksum of all that, so a file of another kind or version, or one cut
/// short or damaged, is refused before anything in it is used.
///
/// Each section has a table of its own texts (`ArchiveWriter.strings`), so sections are written
/// and read on different threads: the index's files are encoded once the files are stamped,
/// while the rest of the run goes on, and read beside the rest.
enum CacheEnvelope {
    static let formatVersion = 9

    static func seal(kind: String, body: (inout ArchiveWriter) -> Void) -> (
        bytes: [UInt8], checksum: ContentDigest
    ) {
        var content = ArchiveWriter()
        body(&content)
        return seal(kind: kind, sections: [content])
    }

    /// The file of `sections`, in their order.
    static func seal(kind: String, sections: [ArchiveWriter]) -> (bytes: [UInt8], checksum: ContentDigest) {
        seal(kind: kind, sealedSections: sections.map { $0.sealed() })
    }

    /// The file of sections each sealed already (`ArchiveWriter.sealed()`, on the thread that
    /// wrote it), in their order.
    static func seal(kind: String, sealedSections: [[UInt8]]) -> (bytes: [UInt8], checksum: ContentDigest) {
        var writer = ArchiveWriter()
        writer.reserveCapacity(strings: 0, bytes: 64 + sealedSections.reduce(0) { $0 + $1.count })
        writer.append(raw: Array("l10nc \(kind)\n".utf8))
        writer.write(formatVersion)
        writer.write(sealedSections.count)
        for section in sealedSections { writer.append(raw: section) }
        let checksum = ArchiveChecksum.of(writer.bytes[...])
        writer.write(checksum)
        return (writer.bytes, checksum)
    }

    /// A section of an opened file: its texts not yet read, so that each section's reader may
    /// read them on its own thread.
    struct Section: Sendable {
        let bytes: [UInt8]
        let stringCount: Int
        let table: Range<Int>
        let body: Range<Int>

        /// A reader over the section's body, with its texts.
        func reader() throws(CacheFormatError) -> ArchiveReader {
            var tableReader = ArchiveReader(bytes: bytes, range: table)
            var strings: [String] = []
            strings.reserveCapacity(stringCount)
            for _ in 0..<stringCount { strings.append(try tableReader.readLiteral()) }
            guard tableReader.isAtEnd else { throw .damaged("a table of texts runs past its end") }
            var reader = ArchiveReader(bytes: bytes, range: body)
            reader.strings = strings
            return reader
        }
    }

    /// The sections of `bytes`, after checking its frame; and the checksum, which a companion
    /// file's index records.
    static func open(kind: String, bytes: [UInt8]) throws(CacheFormatError) -> (
        sections: [Section], checksum: ContentDigest
    ) {
        let magic = Array("l10nc \(kind)\n".utf8)
        guard bytes.starts(with: magic) else { throw .foreign("it does not start as an l10nc \(kind)") }
        guard bytes.count >= magic.count + 17 else { throw .damaged("it is cut short") }
        let bodyEnd = bytes.count - 16
        var trailer = ArchiveReader(bytes: bytes, range: bodyEnd..<bytes.count)
        let checksum = try trailer.readDigest()
        guard checksum == ArchiveChecksum.of(bytes[..<bodyEnd]) else {
            throw .damaged("its checksum does not match its contents")
        }
        var reader = ArchiveReader(bytes: bytes, range: magic.count..<bodyEnd)
        let version = try reader.readInt()
        guard version == formatVersion else {
            throw .foreign("format \(version); this l10nc reads format \(formatVersion)")
        }
        let count = try reader.readCount()
        var sections: [Section] = []
        for _ in 0..<count {
            let stringCount = try reader.readCount()
            let table = try reader.readByteRange()
            let body = try reader.readByteRange()
            sections.append(Section(bytes: bytes, stringCount: stringCount, table: table, body: body))
        }
        guard reader.isAtEnd else { throw .damaged("it has bytes after its last section") }
        return (sections, checksum)
    }

    /// The reader of a file of one section (`seal(kind:body:)`).
    static func openOne(kind: String, bytes: [UInt8]) throws(CacheFormatError) -> (
        body: ArchiveReader, checksum: ContentDigest
    ) {
        let (sections, checksum) = try open(kind: kind, bytes: bytes)
        guard sections.count == 1 else { throw .damaged("it has \(sections.count) sections, not one") }
        return (try sections[0].reader(), checksum)
    }
}
