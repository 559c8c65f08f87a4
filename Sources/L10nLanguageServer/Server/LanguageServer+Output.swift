import Foundation
import L10nCore
import L10nLanguageServerProtocol
import L10nProject
import L10nReporting
import L10nRuntime

/// Replies, notifications and logs, and the decoding and encoding of their parameters.
extension LanguageServer {
    func reply(id: RequestID?, _ result: Result<JSONValue, ResponseError>) {
        write(.response(id: id, result: result))
    }

    func notify(_ method: String, _ params: some Encodable) {
        guard let value = try? JSONValue(encoding: params) else { return }
        write(.notification(method: method, params: value))
    }

    func write(_ message: Message) {
        guard let bytes = try? message.encoded() else {
            logToStandardError("l10nc lsp: a message could not be encoded")
            return
        }
        send(bytes)
    }

    /// A line for the client's log (and standard error, where editors keep server output).
    func log(_ line: String) {
        logToStandardError(line)
        if state == .running { notify("window/logMessage", LogMessageParams(type: 3, message: line)) }
    }

    func decode<T: Decodable>(_ params: JSONValue?, _ type: T.Type) -> Result<T, ResponseError> {
        guard let params, let decoded = try? params.decode(type) else {
            return .failure(ResponseError(code: .invalidParams, message: "the parameters are not a \(type)"))
        }
        return .success(decoded)
    }

    func encodeResult(_ value: some Encodable) -> Result<JSONValue, ResponseError> {
        do {
            return .success(try JSONValue(encoding: value))
        } catch {
            return .failure(ResponseError(code: .internalError, message: "the result could not be encoded"))
        }
    }
}
