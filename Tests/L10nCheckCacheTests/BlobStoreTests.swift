import Foundation
import L10nCore
import Testing

@testable import L10nCheckCache

@Suite struct BlobStoreTests {
    private static func store() throws -> BlobStore {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "l10nc-blobs-\(UUID().uuidString.prefix(8))"
        ).path
        let store = BlobStore(directory: directory)
        try store.prepare()
        return store
    }

    @Test func writesReadsAndReplacesADamagedBlob() throws {
        let store = try Self.store()
        defer { try? FileManager.default.removeItem(atPath: store.directory) }
        let bytes = Array("{\"items\":[]}".utf8)
        let name = try store.write(bytes)
        #expect(store.read(name) == bytes)
        // Cut short by a killed run: not trusted, and replaced by the next write.
        try Data(bytes.prefix(3)).write(to: URL(fileURLWithPath: store.path(of: name)))
        #expect(store.read(name) == nil)
        #expect(try store.write(bytes) == name)
        #expect(store.read(name) == bytes)
    }

    /// Something that is not a blob where a blob belongs, and that cannot be removed as one (a
    /// folder): an error to report, not another attempt (it recursed without end).
    @Test func aFolderWhereABlobBelongsIsAnError() throws {
        let store = try Self.store()
        defer { try? FileManager.default.removeItem(atPath: store.directory) }
        let bytes = Array("{\"analysis\":1}".utf8)
        let path = store.path(of: ContentDigest(bytes))
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        #expect(throws: BlobStoreError.self) { try store.write(bytes) }
        #expect(store.read(ContentDigest(bytes)) == nil)
    }
}
