import Testing

@testable import L10nCheckCache

@Suite struct ContentDigestTests {
    /// BLAKE2b with a 16-byte digest, as Python's `hashlib.blake2b(data, digest_size=16)` gives
    /// it: empty input, a short one, exactly one block, one byte past a block, and several blocks.
    @Test(arguments: [
        ([UInt8](), "cae66941d9efbd404e4d88758ea67670"),
        (Array("abc".utf8), "cf4ab791c62b8d2b2109c90275287816"),
        ([UInt8](repeating: UInt8(ascii: "a"), count: 128), "1271d28e731afb57bdfba6bdaf3501be"),
        ([UInt8](repeating: UInt8(ascii: "a"), count: 129), "68b7bafbad5055c4ebe6eb170a0f8524"),
        (Array((0..<5).flatMap { _ in (0..<256).map(UInt8.init) }), "825c7cfa8fc12c18f57b6046a548db9f"),
    ])
    func matchesReferenceVectors(input: [UInt8], expected: String) {
        #expect(ContentDigest(input).description == expected)
    }

    @Test func fieldsAreLengthPrefixed() {
        let joined = ContentDigest(parts: [Array("ab".utf8), Array("c".utf8)])
        let split = ContentDigest(parts: [Array("a".utf8), Array("bc".utf8)])
        #expect(joined != split)
        var builder = ContentDigest.Builder()
        builder.add("ab")
        builder.add("c")
        #expect(builder.finish() == joined)
    }
}
