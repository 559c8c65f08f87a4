/// The type a `for:` or `parentType:` argument names: `Self.self`, or `T.self` written as a
/// name (`A.B.self` is `["A", "B"]`, generic arguments dropped).
enum MetatypeReference: Hashable, Sendable {
    case selfType
    case named([String])
}
