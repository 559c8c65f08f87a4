import L10nCore
import L10nProject
import Testing

@testable import L10nCheckCache

@Suite struct CheckCacheIndexTests {
    static func sample() -> CheckCacheIndex {
        var index = CheckCacheIndex(settings: ContentDigest(Array("settings".utf8)))
        index.takenAt = 1_700_000_000_000_000_000
        index.files["A.yml"] = .init(
            stamp: FileStamp(size: 12, modifiedNanoseconds: 5, changedNanoseconds: 6, inode: 7, device: 8),
            digest: ContentDigest(Array("a".utf8)))
        index.resources["A.yml"] = .init(
            digest: ContentDigest(Array("a".utf8)), locales: ["de", "en"], localePlaces: ["5:1", "1:1"],
            typeNames: ["A"], keysAfterStop: ["B"])
        index.resources["B.yml"] = .init(
            digest: ContentDigest(Array("b".utf8)), locales: ["de", "en"], localePlaces: ["5:1", "1:1"],
            typeNames: ["B"], keysAfterStop: [])
        let record = CheckCacheIndex.PartRecord(
            diagnosticCount: 0, diagnostics: Array("[]".utf8), coverageNeeded: 3,
            coverageLocales: ["de", "en"], coverageCounts: [2, 3], leafKeyCount: 4)
        index.layout = .init(
            locales: ["de", "en"], knownTypeCount: 2,
            partition: ProjectPartition(parts: [
                .init(files: ["A.yml"], namespaces: ["A"]), .init(files: ["B.yml"], namespaces: ["B", "C"]),
            ]),
            namesKnownType: [[true], [false]],
            keys: [ContentDigest(Array("part".utf8)), ContentDigest(Array("other".utf8))],
            results: [record, record])
        return index
    }

    @Test func readsBackWhatItWrote() throws {
        let bytes = Self.sample().encoded()
        let read = try CheckCacheIndex(decoding: bytes)
        #expect(read.settings == Self.sample().settings)
        #expect(read.files["A.yml"]?.stamp == Self.sample().files["A.yml"]?.stamp)
        #expect(read.resources["A.yml"]?.locales == ["de", "en"])
        #expect(read.resources["A.yml"]?.localePlaces == ["5:1", "1:1"])
        #expect(read.resources["A.yml"]?.keysAfterStop == ["B"])
        #expect(read.resources["B.yml"]?.locales == ["de", "en"])
        #expect(read.layout?.partition.parts.map(\.files) == [["A.yml"], ["B.yml"]])
        #expect(read.layout?.partition.parts.map(\.namespaces) == [["A"], ["B", "C"]])
        #expect(read.layout?.keys.last == ContentDigest(Array("other".utf8)))
        #expect(
            read.layout?.results.map(\.coverageTranslated) == [["de": 2, "en": 3], ["de": 2, "en": 3]])
        #expect(read.layout?.knownTypeCount == 2)
        #expect(read.layout?.namesKnownType == [[true], [false]])
        #expect(read.layout?.locales == ["de", "en"])
        // Written again, the same size (records come in the order of their tables, which is
        // not fixed) and read back the same.
        let again = read.encoded()
        #expect(again.count == bytes.count)
        #expect(try CheckCacheIndex(decoding: again).resources["B.yml"]?.localePlaces == ["5:1", "1:1"])
    }

    /// Every truncation and every single flipped bit is refused, never trusted or a crash.
    @Test func refusesEveryDamage() {
        let bytes = Self.sample().encoded()
        for length in 0..<bytes.count {
            #expect(throws: CacheFormatError.self) {
                try CheckCacheIndex(decoding: Array(bytes.prefix(length)))
            }
        }
        for offset in bytes.indices {
            for bit in 0..<8 {
                var damaged = bytes
                damaged[offset] ^= UInt8(1 << bit)
                #expect(throws: CacheFormatError.self) { try CheckCacheIndex(decoding: damaged) }
            }
        }
    }

    /// The files' section sealed on its own (as a run does on another thread, once the files
    /// are stamped) gives the same file as sealing it with the rest.
    @Test func filesSectionSealedAloneIsTheSame() throws {
        var index = Self.sample()
        index.sourcesChecksum = ContentDigest(Array("companion".utf8))
        index.runsSincePruning = 5
        let sealedAlone = index.filesSection().sealed()
        let bytes = index.encoded(filesSection: sealedAlone)
        #expect(bytes == index.encoded())
        let read = try CheckCacheIndex(decoding: bytes)
        #expect(read.sourcesChecksum == index.sourcesChecksum)
        #expect(read.runsSincePruning == 5)
        #expect(read.files.keys.sorted() == ["A.yml"])
    }

    /// A file whose frame is sound but whose sections are not the index's two is refused.
    @Test func refusesOtherSections() throws {
        let index = Self.sample()
        let one = CacheEnvelope.seal(
            kind: CheckCacheIndex.kind, sealedSections: [index.filesSection().sealed()])
        #expect(throws: CacheFormatError.self) { try CheckCacheIndex(decoding: one.bytes) }
        let three = CacheEnvelope.seal(
            kind: CheckCacheIndex.kind,
            sealedSections: [
                index.filesSection().sealed(), index.filesSection().sealed(), index.filesSection().sealed(),
            ])
        #expect(throws: CacheFormatError.self) { try CheckCacheIndex(decoding: three.bytes) }
        // The files' section where the rest belongs: its reader runs off its end.
        let swapped = CacheEnvelope.seal(
            kind: CheckCacheIndex.kind,
            sealedSections: [index.filesSection().sealed(), index.filesSection().sealed()])
        #expect(throws: CacheFormatError.self) { try CheckCacheIndex(decoding: swapped.bytes) }
    }
}
