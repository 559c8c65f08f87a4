import Foundation
import Testing

@testable import L10nLanguageServerProtocol

/// JSON-RPC 2.0 messages as the Language Server Protocol uses them.
@Suite struct MessageTests {
    private func decode(_ json: String) throws -> Message { try Message.decode(Array(json.utf8)) }

    @Test func requestsNotificationsAndResponses() throws {
        #expect(
            try decode(#"{"jsonrpc":"2.0","id":"a-1","method":"shutdown"}"#)
                == .request(id: .string("a-1"), method: "shutdown", params: nil))
        // As Eglot sends a method without params.
        #expect(
            try decode(#"{"jsonrpc":"2.0","id":5,"method":"shutdown","params":null}"#)
                == .request(id: .number(5), method: "shutdown", params: nil))
        #expect(
            try decode(#"{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":7}}"#)
                == .notification(method: "$/cancelRequest", params: .object(["id": .integer(7)])))
        #expect(
            try decode(#"{"jsonrpc":"2.0","id":3,"result":null}"#)
                == .response(id: .number(3), result: .success(.null)))
        #expect(
            try decode(#"{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"Parse error"}}"#)
                == .response(
                    id: nil, result: .failure(ResponseError(code: .parseError, message: "Parse error"))))
    }

    @Test func contentThatIsNotAMessageGetsTheRightErrorCode() throws {
        let cases: [(String, ResponseError.Code, RequestID?)] = [
            ("{not json", .parseError, nil),
            ("[1,2]", .invalidRequest, nil),
            (#"{"id":1,"method":"x"}"#, .invalidRequest, .number(1)),
            (#"{"jsonrpc":"1.0","id":2,"method":"x"}"#, .invalidRequest, .number(2)),
            (#"{"jsonrpc":"2.0","id":3,"method":4}"#, .invalidRequest, .number(3)),
            (#"{"jsonrpc":"2.0","id":4,"method":"x","params":"text"}"#, .invalidRequest, .number(4)),
            (#"{"jsonrpc":"2.0","id":{"a":1},"method":"x"}"#, .invalidRequest, nil),
            (#"{"jsonrpc":"2.0"}"#, .invalidRequest, nil),
            (#"{"jsonrpc":"2.0","id":5}"#, .invalidRequest, .number(5)),
        ]
        for (json, code, id) in cases {
            do throws(Message.DecodingError) {
                _ = try Message.decode(Array(json.utf8))
                Issue.record("\(json) decoded")
            } catch {
                #expect(error.code == code, "\(json)")
                #expect(error.id == id, "\(json)")
            }
        }
    }

    @Test func encodedMessagesDecodeToThemselves() throws {
        let messages: [Message] = [
            .request(id: .number(1), method: "initialize", params: .object(["processId": .null])),
            .request(id: .string("x"), method: "shutdown", params: nil),
            .notification(method: "exit", params: nil),
            .response(id: .number(2), result: .success(.array([.bool(true), .double(1.5), .string("a/b")]))),
            .response(
                id: .string("y"),
                result: .failure(ResponseError(code: .methodNotFound, message: "no", data: .integer(1)))),
            .response(id: nil, result: .failure(ResponseError(code: .parseError, message: "bad"))),
        ]
        for message in messages {
            #expect(try Message.decode(message.encoded()) == message)
        }
        // A response always carries its id, `null` when unknown.
        let unknown = try Message.response(
            id: nil, result: .failure(ResponseError(code: .parseError, message: "m"))
        )
        .encoded()
        #expect(String(decoding: unknown, as: UTF8.self).contains(#""id":null"#))
    }

    /// The specification's examples of the structures the server sends and reads.
    @Test func typesMatchTheSpecificationsJSON() throws {
        let diagnostic = Diagnostic(
            range: TextRange(start: Position(line: 3, character: 4), end: Position(line: 3, character: 9)),
            severity: .warning, code: "orphan-key",
            codeDescription: .init(href: "https://example.invalid/rules.md#orphan-key"), source: "l10nc",
            message: "unused", tags: [.unnecessary],
            relatedInformation: [
                .init(
                    location: Location(
                        uri: "file:///a.swift",
                        range: TextRange(
                            start: Position(line: 0, character: 0), end: Position(line: 0, character: 1))),
                    message: "here")
            ])
        let json = try JSONValue(encoding: diagnostic)
        #expect(json["severity"] == .integer(2))
        #expect(json["tags"] == .array([.integer(1)]))
        #expect(json["range"]?["start"] == .object(["line": .integer(3), "character": .integer(4)]))
        #expect(json["codeDescription"]?["href"] == .string("https://example.invalid/rules.md#orphan-key"))
        #expect(try json.decode(Diagnostic.self) == diagnostic)

        let change = try JSONValue(
            encoding: DidChangeTextDocumentParams(
                textDocument: .init(uri: "file:///T.yml", version: 2),
                contentChanges: [.init(text: "whole"), .init(range: nil, text: "again")]))
        #expect(
            change["contentChanges"]
                == .array([.object(["text": .string("whole")]), .object(["text": .string("again")])]))

        let params = try JSONValue.object([
            "processId": .null, "rootUri": .string("file:///p"),
            "capabilities": .object([
                "general": .object(["positionEncodings": .array([.string("utf-8"), .string("utf-16")])]),
                "textDocument": .object(["diagnostic": .object([:])]),
                "workspace": .object(["didChangeWatchedFiles": .object(["dynamicRegistration": .bool(true)])]
                ),
            ]),
        ]).decode(InitializeParams.self)
        #expect(params.positionEncodings == [.utf8, .utf16])
        #expect(params.supportsPullDiagnostics && params.supportsWatchedFileRegistration)
        #expect(InitializeParams().positionEncodings == [.utf16])

        let result = try JSONValue(
            encoding: InitializeResult(
                capabilities: ServerCapabilities(
                    positionEncoding: .utf8, textDocumentSync: .init(),
                    diagnosticProvider: .init(interFileDependencies: true, workspaceDiagnostics: true)),
                serverInfo: .init(name: "l10nc", version: "1.0")))
        #expect(result["capabilities"]?["positionEncoding"] == .string("utf-8"))
        #expect(result["capabilities"]?["textDocumentSync"]?["change"] == .integer(2))
        #expect(result["capabilities"]?["hoverProvider"] == nil)
    }
}
