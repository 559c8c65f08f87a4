/// The `error` of a response: a code, a message for the user, and optional data.
public struct ResponseError: Error, Sendable, Hashable, Codable {
    /// JSON-RPC's and the Language Server Protocol's error codes.
    public struct Code: RawRepresentable, Sendable, Hashable, Codable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// The content is not JSON.
        public static let parseError = Code(rawValue: -32700)
        /// The JSON is not a request, notification or response.
        public static let invalidRequest = Code(rawValue: -32600)
        public static let methodNotFound = Code(rawValue: -32601)
        public static let invalidParams = Code(rawValue: -32602)
        public static let internalError = Code(rawValue: -32603)
        /// A request before `initialize` (LSP).
        public static let serverNotInitialized = Code(rawValue: -32002)
        public static let unknownErrorCode = Code(rawValue: -32001)
        /// The server failed a syntactically valid request (LSP 3.17).
        public static let requestFailed = Code(rawValue: -32803)
        /// The server cancelled the request (LSP 3.17).
        public static let serverCancelled = Code(rawValue: -32802)
        /// The document changed while the request ran (LSP).
        public static let contentModified = Code(rawValue: -32801)
        /// The client cancelled the request with `$/cancelRequest` (LSP).
        public static let requestCancelled = Code(rawValue: -32800)
    }

    public var code: Code
    public var message: String
    public var data: JSONValue?

    public init(code: Code, message: String, data: JSONValue? = nil) {
        self.code = code
        self.message = message
        self.data = data
    }
}
