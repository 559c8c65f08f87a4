/// The frame of each cache file: a magic line naming the kind of file, the format version,
/// the body, and a checksum of all that, so a file of another kind or version, or one cut
/// short or damaged, is refused before anything in it is used.
enum CacheEnvelope {
    static let formatVersion = 8

    static func seal(kind: String, body: (inout ArchiveWriter) -> Void) -> (
        bytes: [UInt8], checksum: ContentDigest
    ) {
        var content = ArchiveWriter()
        body(&content)
        var writer = ArchiveWriter()
        writer.append(raw: Array("l10nc \(kind)\n".utf8))
        writer.write(formatVersion)
        writer.write(content.strings.count)
        for string in content.strings { writer.writeLiteral(string) }
        writer.append(raw: content.bytes)
        let checksum = ArchiveChecksum.of(writer.bytes[...])
        writer.write(checksum)
        return (writer.bytes, checksum)
    }

    /// A reader over the body of `bytes`, after checking its frame; and the checksum, which
    /// a companion file's index records.
    static func open(kind: String, bytes: [UInt8]) throws(CacheFormatError) -> (
        body: ArchiveReader, checksum: ContentDigest
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
        var strings: [String] = []
        strings.reserveCapacity(count)
        for _ in 0..<count { strings.append(try reader.readLiteral()) }
        reader.strings = strings
        return (reader, checksum)
    }
}
