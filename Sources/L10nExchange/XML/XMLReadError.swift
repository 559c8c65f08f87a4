/// XML that is not well-formed, or uses what the reader refuses (a DOCTYPE), at a position.
struct XMLReadError: Error, Sendable, Hashable {
    var message: String
    var line: Int
    var column: Int
}
