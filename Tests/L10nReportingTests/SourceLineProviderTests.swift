import Foundation
import Testing

@testable import L10nReporting

@Suite struct SourceLineProviderTests {
    private func temporaryFile(_ bytes: [UInt8]) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "l10nc-lines-\(UUID().uuidString).yml")
        try Data(bytes).write(to: url)
        return url.path
    }

    @Test func splitsAtLineFeedCarriageReturnAndBoth() {
        #expect(SourceText.lines(of: "a\nb\r\nc\rd") == ["a", "b", "c", "d"])
        #expect(SourceText.lines(of: "a\n") == ["a", ""])
        #expect(SourceText.lines(of: "") == [""])
        #expect(SourceText.lines(of: "\r\n\r\n") == ["", "", ""])
    }

    @Test func dropsALeadingByteOrderMark() {
        #expect(SourceText.lines(of: "\u{FEFF}en:\n  a: b") == ["en:", "  a: b"])
    }

    @Test func readsLinesOfAFileOnDisk() throws {
        let path = try temporaryFile(Array("\u{FEFF}en:\r\n  title: Grüße\n".utf8))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let provider = FileSourceLineProvider()
        #expect(provider.line(1, in: path) == "en:")
        #expect(provider.line(2, in: path) == "  title: Grüße")
        #expect(provider.line(3, in: path) == "")
        #expect(provider.line(4, in: path) == nil)
        #expect(provider.line(0, in: path) == nil)
    }

    @Test func readsEachFileOnce() throws {
        let path = try temporaryFile(Array("first\n".utf8))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let provider = FileSourceLineProvider()
        #expect(provider.line(1, in: path) == "first")
        try Data("changed\n".utf8).write(to: URL(fileURLWithPath: path))
        #expect(provider.line(1, in: path) == "first")
        #expect(FileSourceLineProvider().line(1, in: path) == "changed")
    }

    @Test func missingFileGivesNoLine() {
        #expect(FileSourceLineProvider().line(1, in: "/nonexistent/l10nc/en.yml") == nil)
    }

    @Test func directoryGivesNoLine() {
        #expect(FileSourceLineProvider().line(1, in: FileManager.default.temporaryDirectory.path) == nil)
    }

    @Test func invalidUTF8GivesNoLine() throws {
        let path = try temporaryFile([0x61, 0x0A, 0xFF, 0xFE, 0x0A])
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(FileSourceLineProvider().line(1, in: path) == nil)
    }

    @Test func fileAboveTheSizeLimitGivesNoLine() throws {
        let path = try temporaryFile(Array("123456789\n".utf8))
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(FileSourceLineProvider(maximumFileSize: 9).line(1, in: path) == nil)
        #expect(FileSourceLineProvider(maximumFileSize: 10).line(1, in: path) == "123456789")
    }

    @Test func emptyFileHasOneEmptyLine() throws {
        let path = try temporaryFile([])
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(FileSourceLineProvider().line(1, in: path) == "")
        #expect(FileSourceLineProvider().line(2, in: path) == nil)
    }

    @Test func inMemoryLinesAreLookedUpByExactPath() {
        let provider = InMemorySourceLineProvider(files: ["a.yml": "x\ny"])
        #expect(provider.line(2, in: "a.yml") == "y")
        #expect(provider.line(1, in: "./a.yml") == nil)
    }
}
