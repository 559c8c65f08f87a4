import Foundation
import Logging

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Standard input and output as newline-delimited JSON-RPC messages: read on a thread of their
/// own and written with blocking system calls.
///
/// The SDK's `StdioTransport` makes both streams non-blocking and sleeps 10 ms whenever a read
/// finds nothing yet or a write finds the pipe full. Every request then waited up to 10 ms to be
/// noticed, a submission of 500 translations (about 100 KB) was read 4 KB at a time with a sleep
/// whenever the client had not refilled the pipe, and a page of 500 units (about 340 KB, five
/// pipes' worth) was written in 10 ms steps while the client read it: about 60 ms a page, three
/// times the page's own work. Here a read waits until the client writes and a write until the
/// client has read, as a pipe is meant to be used. The streams' flags are left as they are
/// (the client shares them); should the client have made them non-blocking, a read or write
/// that would block waits in `poll`.
final class StandardStreams: Sendable {
    let logger = Logger(label: "l10nc.mcp.stdio", factory: { _ in SwiftLogNoOpLogHandler() })
    private let input: Int32
    private let output: Int32
    /// Messages are written one after another, off the concurrency pool's threads (a client that
    /// reads slowly holds a writer, not one of the pool's few threads).
    private let writer = DispatchQueue(label: "l10nc.mcp.standard-output")

    init(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) {
        self.input = input
        self.output = output
    }

    /// Starts reading: each line of standard input, without its newline, until the input ends
    /// (the client closed it) or cannot be read.
    func messages() -> AsyncThrowingStream<Data, any Error> {
        let (stream, continuation) = AsyncThrowingStream.makeStream(of: Data.self)
        let input = self.input
        let thread = Thread {
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            var line: [UInt8] = []
            while true {
                let count = chunk.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
                if count == 0 { break }
                if count < 0 {
                    if errno == EINTR { continue }
                    if errno == EAGAIN || errno == EWOULDBLOCK {
                        Self.wait(for: input, events: POLLIN)
                        continue
                    }
                    continuation.finish(throwing: POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO))
                    return
                }
                var start = 0
                for position in 0..<count where chunk[position] == UInt8(ascii: "\n") {
                    line.append(contentsOf: chunk[start..<position])
                    if !line.isEmpty { continuation.yield(Data(line)) }
                    line.removeAll(keepingCapacity: true)
                    start = position + 1
                }
                line.append(contentsOf: chunk[start..<count])
            }
            // A last message the client ended with the stream instead of a newline.
            if !line.isEmpty { continuation.yield(Data(line)) }
            continuation.finish()
        }
        thread.name = "l10nc mcp standard input"
        thread.start()
        return stream
    }

    /// Writes `message` and a newline, whole; returns when the client's pipe holds it.
    ///
    /// - Throws: `POSIXError` when standard output is closed (`EPIPE`: the client is gone) or
    ///   cannot be written.
    func send(_ message: Data) async throws {
        let output = self.output
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            writer.async {
                do {
                    try Self.writeAll(message + [UInt8(ascii: "\n")], to: output)
                    continuation.resume()
                } catch {
                    continuation.resume(throwing: error)
                }
            }
        }
    }

    private static func writeAll(_ bytes: Data, to descriptor: Int32) throws {
        try bytes.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0 && errno == EINTR {
                    continue
                } else if written < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) {
                    wait(for: descriptor, events: POLLOUT)
                } else {
                    throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
                }
            }
        }
    }

    private static func wait(for descriptor: Int32, events: Int32) {
        var request = pollfd(fd: descriptor, events: Int16(events), revents: 0)
        _ = poll(&request, 1, -1)
    }
}
