import Foundation

/// One JSON-RPC 2.0 message of the Language Server Protocol: a request (a method with an id,
/// answered by a response), a notification (a method without an id) or a response.
public enum Message: Sendable, Hashable {
    case request(id: RequestID, method: String, params: JSONValue?)
    case notification(method: String, params: JSONValue?)
    /// A response: its result, or its error. `id` is `nil` only for an error about a message
    /// whose id could not be read.
    case response(id: RequestID?, result: Result<JSONValue, ResponseError>)

    /// Why content is not a message, with the error code a response reports it with.
    public struct DecodingError: Error, Sendable, Hashable {
        /// `parseError` for content that is not JSON, `invalidRequest` for JSON that is not a
        /// message.
        public var code: ResponseError.Code
        public var reason: String
        /// The id, when the content had a readable one, so that the error can answer it.
        public var id: RequestID?

        public var responseError: ResponseError { ResponseError(code: code, message: reason) }
    }

    /// Reads a message from the content part of a frame.
    public static func decode(_ content: some Collection<UInt8>) throws(DecodingError) -> Message {
        let value: JSONValue
        do {
            value = try JSONDecoder().decode(JSONValue.self, from: Data(content))
        } catch {
            throw DecodingError(code: .parseError, reason: "the content is not JSON", id: nil)
        }
        guard case .object(let members) = value else {
            // A batch (an array) is JSON-RPC, but not used by the Language Server Protocol.
            throw DecodingError(code: .invalidRequest, reason: "the message is not a JSON object", id: nil)
        }
        var id: RequestID?
        switch members["id"] {
        case .integer(let number)?: id = .number(number)
        case .string(let string)?: id = .string(string)
        case nil, .null?: id = nil
        case let other?:
            throw DecodingError(
                code: .invalidRequest, reason: "the id \(other) is neither a number nor a string", id: nil)
        }
        guard members["jsonrpc"] == .string("2.0") else {
            throw DecodingError(code: .invalidRequest, reason: "\"jsonrpc\" is not \"2.0\"", id: id)
        }
        if let method = members["method"] {
            guard case .string(let name) = method else {
                throw DecodingError(code: .invalidRequest, reason: "\"method\" is not a string", id: id)
            }
            // `"params": null` is taken for no params: Emacs's jsonrpc.el (Eglot) sends it for
            // the methods that take none, `shutdown` among them.
            let params = members["params"].flatMap { $0 == .null ? nil : $0 }
            if let params, !params.isStructured {
                throw DecodingError(
                    code: .invalidRequest, reason: "\"params\" is neither an object nor an array", id: id)
            }
            guard let id else { return .notification(method: name, params: params) }
            return .request(id: id, method: name, params: params)
        }
        if let error = members["error"] {
            guard let decoded = try? error.decode(ResponseError.self) else {
                throw DecodingError(
                    code: .invalidRequest, reason: "\"error\" is not a response error", id: id)
            }
            return .response(id: id, result: .failure(decoded))
        }
        guard let id else {
            throw DecodingError(
                code: .invalidRequest, reason: "the message has no \"method\" and no \"id\"", id: nil)
        }
        guard let result = members["result"] else {
            throw DecodingError(
                code: .invalidRequest, reason: "the response has neither \"result\" nor \"error\"", id: id)
        }
        return .response(id: id, result: .success(result))
    }

    /// The message as the content part of a frame.
    public func encoded() throws -> [UInt8] {
        var members: [String: JSONValue] = ["jsonrpc": .string("2.0")]
        switch self {
        case .request(let id, let method, let params):
            members["id"] = id.jsonValue
            members["method"] = .string(method)
            if let params { members["params"] = params }
        case .notification(let method, let params):
            members["method"] = .string(method)
            if let params { members["params"] = params }
        case .response(let id, let result):
            members["id"] = id?.jsonValue ?? .null
            switch result {
            case .success(let value): members["result"] = value
            case .failure(let error): members["error"] = try JSONValue(encoding: error)
            }
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return Array(try encoder.encode(JSONValue.object(members)))
    }
}

extension JSONValue {
    /// An object or an array, the two forms `params` may take.
    fileprivate var isStructured: Bool {
        switch self {
        case .object, .array: true
        default: false
        }
    }
}

extension RequestID {
    fileprivate var jsonValue: JSONValue {
        switch self {
        case .number(let number): .integer(number)
        case .string(let string): .string(string)
        }
    }
}
