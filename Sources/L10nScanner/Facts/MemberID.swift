/// A member of a type, as a key path such as `\.subs` names it.
struct MemberID: Hashable, Sendable, Codable {
    var typePath: TypePath
    var name: String
}
