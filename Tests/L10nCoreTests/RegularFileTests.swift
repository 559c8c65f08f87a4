import Foundation
import Testing

@testable import L10nCore

@Suite struct RegularFileTests {
    private static func temporaryFile(_ bytes: [UInt8]) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "l10nc-regular-file-\(UUID().uuidString)"
        ).path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// Every size reads back as written, around the sizes where a read or a page ends.
    @Test(arguments: [0, 1, 4_095, 4_096, 4_097, 100_003])
    func readsWhatWasWritten(size: Int) throws {
        let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
        let path = try Self.temporaryFile(bytes)
        defer { try? FileManager.default.removeItem(atPath: path) }
        guard case .bytes(let read) = try RegularFile.read(path) else {
            Issue.record("\(size) bytes read as too large")
            return
        }
        #expect(read == bytes)
    }

    /// A file longer than its size says (the kernel's files give 0) is read to its end: the
    /// buffer made for the size fills, and the read goes on.
    @Test func readsPastTheSizeTheFileGave() throws {
        let expected = try #require(FileManager.default.contents(atPath: "/proc/self/cmdline"))
        #expect(expected.count > 1)
        guard case .bytes(let read) = try RegularFile.read("/proc/self/cmdline") else {
            Issue.record("read as too large")
            return
        }
        #expect(read == [UInt8](expected))
        // A limit below what the file turns out to hold.
        guard case .tooLarge = try RegularFile.read("/proc/self/cmdline", sizeLimit: 1) else {
            Issue.record("a file past the limit was read whole")
            return
        }
    }

    @Test func sizeLimitAndKinds() throws {
        let path = try Self.temporaryFile(Array(repeating: 65, count: 10))
        defer { try? FileManager.default.removeItem(atPath: path) }
        guard case .tooLarge(let size) = try RegularFile.read(path, sizeLimit: 9) else {
            Issue.record("a file past the limit was read")
            return
        }
        #expect(size == 10)
        let folder = FileManager.default.temporaryDirectory.path
        #expect(throws: UnreadableFile.self) { try RegularFile.read(folder) }
        #expect(throws: UnreadableFile.self) { try RegularFile.read(path + ".missing") }
    }
}
