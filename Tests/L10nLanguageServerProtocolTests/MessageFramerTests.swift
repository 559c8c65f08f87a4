import Testing

@testable import L10nLanguageServerProtocol

/// The base protocol's framing (LSP 3.17, "Base Protocol": header fields `Name: value\r\n`,
/// a blank line, then `Content-Length` bytes of content).
@Suite struct MessageFramerTests {
    /// The specification's own example message.
    static let specificationExample = """
        {
        \t"jsonrpc": "2.0",
        \t"id": 1,
        \t"method": "textDocument/completion",
        \t"params": {}
        }
        """

    static func framed(_ content: String, header: String? = nil) -> [UInt8] {
        let bytes = Array(content.utf8)
        return Array((header ?? "Content-Length: \(bytes.count)\r\n\r\n").utf8) + bytes
    }

    @Test func theSpecificationExampleIsOneMessage() throws {
        var framer = MessageFramer()
        framer.append(Self.framed(Self.specificationExample))
        let content = try #require(try framer.next())
        #expect(String(decoding: content, as: UTF8.self) == Self.specificationExample)
        #expect(try framer.next() == nil)
        let message = try Message.decode(content)
        #expect(message == .request(id: .number(1), method: "textDocument/completion", params: .object([:])))
    }

    @Test func bytesArriveInAnyChunksAndSeveralMessagesAtOnce() throws {
        let contents = ["{\"a\":1}", "{\"b\":\"é😀\"}", "{}"]
        let stream = contents.flatMap { Self.framed($0) }
        for chunkSize in [1, 2, 3, 7, 64, stream.count] {
            var framer = MessageFramer()
            var received: [String] = []
            var offset = 0
            while offset < stream.count {
                framer.append(stream[offset..<min(stream.count, offset + chunkSize)])
                offset += chunkSize
                while let content = try framer.next() {
                    received.append(String(decoding: content, as: UTF8.self))
                }
            }
            #expect(received == contents, "chunks of \(chunkSize)")
        }
    }

    @Test func contentLengthCountsBytesNotCharacters() throws {
        var framer = MessageFramer()
        let content = "{\"text\":\"Grüße 😀\"}"
        framer.append(Self.framed(content))
        #expect(try framer.next().map { String(decoding: $0, as: UTF8.self) } == content)
    }

    @Test func contentTypeAndHeaderNamesAreReadAsTheSpecificationSays() throws {
        var framer = MessageFramer()
        // Names are case-insensitive; `utf8` is accepted for older clients; unknown fields pass.
        framer.append(
            Self.framed(
                "{}",
                header:
                    "content-length: 2\r\nContent-Type: application/vscode-jsonrpc; charset=utf8\r\nX-Other: 1\r\n\r\n"
            ))
        #expect(try framer.next() == Array("{}".utf8))
        framer.append(
            Self.framed(
                "{}",
                header:
                    "Content-Type: application/vscode-jsonrpc; charset=latin1\r\nContent-Length: 2\r\n\r\n"))
        #expect(throws: MessageFramer.FramingError.unsupportedCharset("latin1")) { try framer.next() }
    }

    @Test func aMalformedHeaderIsReportedAndTheNextMessageStillArrives() throws {
        let bad: [(header: String, error: MessageFramer.FramingError)] = [
            ("Content-Type: text/plain\r\n\r\n", .missingContentLength),
            ("Content-Length: ten\r\n\r\n", .invalidContentLength("ten")),
            ("Content-Length: -3\r\n\r\n", .invalidContentLength("-3")),
            ("Garbage without a colon\r\n\r\n", .malformedHeaderLine("Garbage without a colon")),
        ]
        for (header, error) in bad {
            var framer = MessageFramer()
            framer.append(Array(header.utf8) + Array("{\"lost\":true}".utf8) + Self.framed("{\"ok\":1}"))
            #expect(throws: error) { try framer.next() }
            #expect(try framer.next() == Array("{\"ok\":1}".utf8), "after \(header.debugDescription)")
        }
    }

    @Test func anOverlongHeaderOrContentIsSkipped() throws {
        var framer = MessageFramer()
        framer.maximumHeaderBytes = 32
        framer.append(Array(String(repeating: "x", count: 100).utf8))
        #expect(throws: MessageFramer.FramingError.self) { try framer.next() }
        framer.append(Array("\r\n".utf8) + Self.framed("{}"))
        #expect(try framer.next() == Array("{}".utf8))

        var limited = MessageFramer()
        limited.maximumContentBytes = 4
        limited.append(Self.framed("{\"big\":1}") + Self.framed("{}"))
        #expect(throws: MessageFramer.FramingError.contentTooLarge(9)) { try limited.next() }
        #expect(try limited.next() == Array("{}".utf8))
    }

    @Test func framingRoundTrips() throws {
        var framer = MessageFramer()
        let content = Array("{\"jsonrpc\":\"2.0\",\"method\":\"initialized\",\"params\":{}}".utf8)
        framer.append(MessageFramer.frame(content))
        #expect(try framer.next() == content)
    }
}
