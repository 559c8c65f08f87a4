/// A type as the sources name it: its own name after the names of the types it is nested in
/// (`TaskCardViewModel.Status`), generic arguments dropped.
///
/// Facts are keyed by the full path so that two nested types of the same name stay apart
/// (`A.Status`, `B.Status`), while keys use ``name`` alone, as FOSMVVM does.
struct TypePath: Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
    var components: [String]

    init(_ components: [String]) {
        self.components = components
    }

    /// The innermost name: the first component of the type's keys.
    var name: String { components.last ?? "" }

    func appending(_ component: String) -> TypePath {
        TypePath(components + [component])
    }

    var description: String { components.joined(separator: ".") }

    static func < (lhs: TypePath, rhs: TypePath) -> Bool {
        lhs.components.lexicographicallyPrecedes(rhs.components)
    }
}
