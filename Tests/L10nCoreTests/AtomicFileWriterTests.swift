import Foundation
import L10nCore
import Testing

@Suite("Atomic writes and their leftovers")
struct AtomicFileWriterTests {
    static func folder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "l10nc-atomic-\(UUID().uuidString)"
        ).path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// The id of a process that has ended.
    static func endedProcessID() throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }

    @Test("a write replaces the file, keeps its permissions and leaves nothing beside it")
    func replaces() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/A.yml"
        try AtomicFileWriter.write(Array("one\n".utf8), to: path)
        chmod(path, 0o640)
        try AtomicFileWriter.write(Array("two\n".utf8), to: path)
        #expect(FileManager.default.contents(atPath: path) == Data("two\n".utf8))
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(mode == 0o640)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["A.yml"])
        #expect(throws: AtomicWriteError.exists(path: path)) {
            try AtomicFileWriter.write(Array("three\n".utf8), to: path, replacing: false)
        }
        #expect(throws: AtomicWriteError.self) {
            try AtomicFileWriter.write(Array("x".utf8), to: folder + "/missing/B.yml")
        }
    }

    @Test(
        "a killed run's temporary is removed by the next listing or write of its folder, a live one's is not")
    func leftovers() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let dead = try Self.endedProcessID()
        let leftover = ".A.yml\(AtomicFileWriter.temporaryMarker)\(dead)-12345"
        let live = ".B.yml\(AtomicFileWriter.temporaryMarker)\(getpid())-12345"
        let unrelated = ".A.yml.swp"
        for name in [leftover, live, unrelated] {
            #expect(FileManager.default.createFile(atPath: folder + "/" + name, contents: Data("half".utf8)))
        }
        #expect(AtomicFileWriter.isLeftover(leftover))
        #expect(!AtomicFileWriter.isLeftover(live))
        #expect(!AtomicFileWriter.isLeftover(unrelated))
        _ = DirectoryListing(folder)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
                == [live, unrelated].sorted())

        #expect(FileManager.default.createFile(atPath: folder + "/" + leftover, contents: Data("half".utf8)))
        try AtomicFileWriter.write(Array("a".utf8), to: folder + "/C.yml")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
                == ["C.yml", live, unrelated].sorted())
    }
}
