extension Encodable {
    /// `@LocalizedSubs(substitutions: \.subs)` in any `Encodable` type: the wrapper bound to
    /// the enclosing type, so the key path needs no root (`\Self.subs` works too). FOSMVVM
    /// declares the same alias on its view-model protocol.
    public typealias LocalizedSubs = _LocalizedSubs<Self>

    /// `@LocalizedCompoundString(pieces: \._pieces, separator: \._separator)` in any
    /// `Encodable` type, the wrapper bound to the enclosing type.
    public typealias LocalizedCompoundString = _LocalizedCompoundString<Self>
}
