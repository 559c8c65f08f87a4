/// JSON that is not well-formed, at a position.
struct JSONReadError: Error, Sendable, Hashable {
    var message: String
    var line: Int
    var column: Int
}
