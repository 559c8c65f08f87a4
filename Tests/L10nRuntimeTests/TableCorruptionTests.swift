import Foundation
import Testing

@testable import L10nRuntime

@Suite("Damaged tables end in typed errors")
struct TableCorruptionTests {
    let bytes = RuntimeFixtures.tableBytes

    /// Opens `bytes` and, if that works, exercises every lookup path, returning the first error.
    private func openAndUse(_ bytes: [UInt8], verifiesChecksum: Bool = true) -> TableError? {
        do {
            let table = try LocalizationTable(
                bytes: bytes, options: .init(verifiesChecksum: verifiesChecksum))
            for locale in table.locales {
                for key in try table.keys() {
                    _ = try table.message(for: key, locale: locale)
                }
            }
            return nil
        } catch {
            return error
        }
    }

    @Test("truncated at every header field boundary", arguments: TableFormat.headerFieldBoundaries)
    func truncatedHeader(length: Int) {
        // Up to the full header the header is short; at 72 bytes the header is whole and
        // declares the longer file.
        let expected = length < TableFormat.headerSize ? TableFormat.headerSize : bytes.count
        #expect(openAndUse(Array(bytes.prefix(length))) == .truncated(expected: expected, actual: length))
    }

    @Test("truncated in the body")
    func truncatedBody() {
        for length in [73, 100, bytes.count / 2, bytes.count - 1] {
            #expect(
                openAndUse(Array(bytes.prefix(length))) == .truncated(expected: bytes.count, actual: length))
        }
    }

    @Test("wrong magic, version and flags")
    func wrongHeader() {
        var copy = bytes
        copy[0] = UInt8(ascii: "X")
        #expect(openAndUse(copy) == .notATable)
        copy = bytes
        copy[8] = 2
        #expect(openAndUse(copy) == .unsupportedVersion(found: 2, supported: 1))
        copy = bytes
        copy[10] = 1
        #expect(openAndUse(copy) == .malformed("unknown flags 0x1 are set"))
        copy = bytes + [0]
        #expect(openAndUse(copy) == .malformed("1 bytes follow the declared end of the table"))
    }

    @Test("a flipped body byte fails the checksum")
    func checksum() throws {
        for offset in stride(from: 72, to: bytes.count, by: 37) {
            var copy = bytes
            copy[offset] ^= 0x40
            let error = try #require(openAndUse(copy))
            guard case .checksumMismatch = error else {
                Issue.record("offset \(offset): \(error)")
                continue
            }
        }
    }

    @Test("every flipped byte, checksum off, ends in an error or a working table, never a crash")
    func flippedWithoutChecksum() {
        var failures = 0
        for offset in 0..<bytes.count {
            for mask: UInt8 in [0x01, 0x80, 0xFF] {
                var copy = bytes
                copy[offset] ^= mask
                if openAndUse(copy, verifiesChecksum: false) != nil { failures += 1 }
            }
        }
        // Damage to the offsets and structure is caught; damage inside a string is not (only the
        // checksum sees it), so some copies still open.
        #expect(failures > 0)
    }

    @Test("section offsets pointing outside the file are out of bounds")
    func sectionOutOfBounds() {
        for field in [24, 32, 40, 48, 56] {
            var copy = bytes
            copy[field + 3] = 0x7F
            guard case .outOfBounds = openAndUse(copy, verifiesChecksum: false) else {
                Issue.record("field at \(field) was not reported out of bounds")
                continue
            }
        }
    }

    @Test("garbage of any length is not a table")
    func garbage() {
        var generator = SystemRandomNumberGenerator()
        for length in [72, 100, 1000] {
            let noise = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
            #expect(openAndUse(noise) == .notATable)
        }
    }
}
