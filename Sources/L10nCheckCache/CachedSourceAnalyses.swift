/// The companion file of the Swift files (`check-cache-v1.sources`): per file, its digest, the
/// name of its analysis's blob, and what links it to other files.
struct CachedSourceAnalyses: Sendable {
    static let kind = "check cache sources"

    struct Record: Sendable {
        var digest: ContentDigest
        /// The blob of its `SourceFileAnalysis`, as JSON.
        var analysis: ContentDigest
        var isAnalyzed: Bool
        var linkNames: [String]
        var inheritedNames: [String]
        /// The first key components of the schema items located in this file.
        var itemNamespaces: [String]
    }

    var records: [String: Record] = [:]

    init() {}

    func encoded() -> (bytes: [UInt8], checksum: ContentDigest) {
        CacheEnvelope.seal(kind: Self.kind) { writer in
            writer.write(records.count)
            for (path, record) in records {
                writer.write(path)
                writer.write(record.digest)
                writer.write(record.analysis)
                writer.write(record.isAnalyzed)
                writer.write(record.linkNames)
                writer.write(record.inheritedNames)
                writer.write(record.itemNamespaces)
            }
        }
    }

    init(decoding bytes: [UInt8], checksum expected: ContentDigest) throws(CacheFormatError) {
        let (body, checksum) = try CacheEnvelope.openOne(kind: Self.kind, bytes: bytes)
        guard checksum == expected else { throw .damaged("it belongs to another run than the index") }
        var reader = body
        let count = try reader.readCount()
        records.reserveCapacity(count)
        for _ in 0..<count {
            let path = try reader.readString()
            records[path] = Record(
                digest: try reader.readDigest(), analysis: try reader.readDigest(),
                isAnalyzed: try reader.readBool(), linkNames: try reader.readStrings(),
                inheritedNames: try reader.readStrings(), itemNamespaces: try reader.readStrings())
        }
        guard reader.isAtEnd else { throw .damaged("it has bytes after its end") }
    }
}
