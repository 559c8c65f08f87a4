/// What one declaration or extension says a type inherits from: its superclass, protocols,
/// or (for a protocol) the protocols it refines, by their innermost names.
struct TypeConformance: Hashable, Sendable, Codable {
    var typePath: TypePath
    /// A struct, class, enum or actor (a type that can be encoded), not a protocol or an
    /// extension of a type the sources do not declare.
    var isConcrete: Bool
    /// `FOSMVVM.ViewModel` is `ViewModel`.
    var inheritedNames: [String]
}
