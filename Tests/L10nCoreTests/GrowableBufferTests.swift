import Testing

@testable import L10nCore

@Suite struct GrowableBufferTests {
    @Test func appendsAndReadsBackAcrossGrowth() {
        var buffer = GrowableBuffer<UInt32>()
        #expect(buffer.isEmpty)
        for value in 0..<10_000 { buffer.append(UInt32(value)) }
        #expect(buffer.count == 10_000)
        #expect(buffer[0] == 0 && buffer[4_321] == 4_321 && buffer[9_999] == 9_999)
        let bytes: [UInt8] = [1, 2, 3]
        var text = GrowableBuffer<UInt8>()
        bytes.withUnsafeBufferPointer { text.append(contentsOf: $0) }
        text.append(repeating: 9, count: 2)
        #expect(Array(text) == [1, 2, 3, 9, 9])
    }

    @Test func copiesAreIndependent() {
        var original = GrowableBuffer<UInt64>()
        for value in 0..<100 { original.append(UInt64(value)) }
        var copy = original
        copy[5] = 500
        copy.append(100)
        original.truncate(to: 10)
        #expect(original.count == 10 && original[5] == 5)
        #expect(copy.count == 101 && copy[5] == 500 && copy[99] == 99)
        var mutated = copy
        mutated.withUnsafeMutableBufferPointer { $0[0] = 42 }
        #expect(copy[0] == 0 && mutated[0] == 42)
    }

    @Test func anEmptyBufferLendsAnEmptyPointer() {
        let buffer = GrowableBuffer<UInt8>()
        #expect(buffer.withUnsafeBufferPointer { $0.count } == 0)
    }
}
