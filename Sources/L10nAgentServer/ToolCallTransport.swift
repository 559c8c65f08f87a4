import Foundation
import Logging
import MCP

/// Standard input and output (`StandardStreams`), with a fast path for calls of l10nc's tools.
///
/// The SDK's server decodes every request into `Value`s and decodes each result into them again
/// (`TypedRequestHandler`), and a `Value` decoded from a string is matched against a data-URL
/// regular expression built anew for each string: about 37 µs a string in a release build, so a
/// page of 500 units (7,500 strings) or a submission of 500 translations costs a quarter of a
/// second in decoding alone, more than the rest of the call. So `tools/call` messages for
/// l10nc's tools, once the client has initialized, are decoded here straight into the tools'
/// requests, and their results written as JSON; every other message (the handshake, listing
/// tools, prompts and resources, pings, cancellations, an unknown tool, a batch) goes to the
/// SDK's server as it came, and the SDK's `CallTool` handler answers tool calls the same way
/// when a message is not one this path reads.
actor ToolCallTransport: Transport {
    nonisolated let logger: Logger
    private let standardStreams = StandardStreams()
    private let tools: AgentTools
    private var initialized = false
    private let messages: AsyncThrowingStream<Data, any Error>
    private let forward: AsyncThrowingStream<Data, any Error>.Continuation

    init(tools: AgentTools) {
        self.tools = tools
        logger = standardStreams.logger
        (messages, forward) = AsyncThrowingStream.makeStream(of: Data.self)
    }

    func connect() async throws {
        let incoming = standardStreams.messages()
        Task { await self.route(incoming) }
    }

    func disconnect() async {
        forward.finish()
    }

    func send(_ data: Data) async throws {
        try await standardStreams.send(data)
    }

    nonisolated func receive() -> AsyncThrowingStream<Data, any Error> {
        messages
    }

    /// Each message read: a tool call answered here, anything else handed to the server.
    ///
    /// The server's stream ends only once every call read before standard input closed has
    /// been answered: a client that writes its calls and closes its end at once (`… | l10nc
    /// mcp`) gets every answer, and the server then closes the tools.
    private func route(_ incoming: AsyncThrowingStream<Data, any Error>) async {
        var failure: (any Error)?
        await withDiscardingTaskGroup { calls in
            do {
                for try await data in incoming {
                    let envelope = try? JSONDecoder().decode(Envelope.self, from: data)
                    if envelope?.method == "initialize" { initialized = true }
                    if initialized, envelope?.method == "tools/call", let id = envelope?.id,
                        let tool = envelope?.params?.name.flatMap(ToolCatalog.named)
                    {
                        let tools = tools
                        calls.addTask {
                            let outcome = await ToolCall.perform(
                                tool, arguments: .message(data), tools: tools)
                            try? await self.send(outcome.response(to: id))
                        }
                    } else {
                        forward.yield(data)
                    }
                }
            } catch {
                failure = error
            }
        }
        forward.finish(throwing: failure)
    }

    /// What is read of every message to route it.
    private struct Envelope: Decodable {
        struct Parameters: Decodable {
            var name: String?
        }
        var id: ID?
        var method: String?
        var params: Parameters?
    }
}
