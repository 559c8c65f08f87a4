/// A property whose text is the message at `Type.property` with its placeholders filled from
/// a dictionary property of the same type: `@LocalizedSubs(substitutions: \.subs) var welcome`
/// with `let subs: [String: Int]`, or FOSMVVM's `[String: any Localizable]`.
///
/// Spelled `@LocalizedSubs` in any `Encodable` type: `LocalizedSubs` is a member type alias
/// of `Encodable` for `_LocalizedSubs<Self>` (see `Encodable.LocalizedSubs`), which is how
/// `\.subs` finds its root type without a macro, as FOSMVVM's type aliases do. The dictionary is
/// read from the instance being encoded, which the encoder exposes for the duration of its
/// `encode(to:)`.
///
/// `@unchecked Sendable` because `KeyPath` is not declared `Sendable`, though a key path to a
/// stored property is an immutable value.
@propertyWrapper
public struct _LocalizedSubs<Model>: @unchecked Sendable, Hashable, Codable {
    var location: WrapperKey
    /// The dictionary's key path, for equality.
    private let substitutionsPath: AnyKeyPath?
    /// Reads the dictionary from the model as placeholder values.
    private let substitutions: ((Model) -> [String: LocalizationArgument])?
    private var decoded: LocalizableString?

    /// The localized text once decoded; `.empty` on the encoding side.
    public var wrappedValue: LocalizableString { decoded ?? .empty }

    /// Placeholder values from a dictionary of any `LocalizationArgumentConvertible` values
    /// (`String`, `Int`, `Double`, the `Localizable*` values).
    public init<Value: LocalizationArgumentConvertible>(
        substitutions: KeyPath<Model, [String: Value]>, parentKeys: String..., propertyName: String? = nil
    ) {
        location = WrapperKey(parentKeys: parentKeys, propertyName: propertyName)
        substitutionsPath = substitutions
        self.substitutions = { model in model[keyPath: substitutions].mapValues(\.localizationArgument) }
    }

    /// Placeholder values from FOSMVVM's `[String: any Localizable]`.
    public init(
        substitutions: KeyPath<Model, [String: any Localizable]>, parentKeys: String...,
        propertyName: String? = nil
    ) {
        location = WrapperKey(parentKeys: parentKeys, propertyName: propertyName)
        substitutionsPath = substitutions
        self.substitutions = { model in model[keyPath: substitutions].mapValues(\.localizationArgument) }
    }

    public func key(typeName: String, propertyName codingName: String) -> String {
        location.key(typeName: typeName, codingName: codingName)
    }

    public init(from decoder: any Decoder) throws {
        location = WrapperKey(parentKeys: [])
        substitutionsPath = nil
        substitutions = nil
        decoded = try LocalizableString(from: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        guard let core = encoder as? LocalizingEncoderCore else {
            try wrappedValue.encode(to: encoder)
            return
        }
        let key = try location.key(in: core, wrapper: Self.self)
        var arguments: [String: LocalizationArgument] = [:]
        if let substitutions, let model = core.enclosingValue(as: Model.self, excluding: Self.self) {
            arguments = substitutions(model)
        }
        try core.writeLocalized(LocalizableSubstitutions(base: .localized(key), substitutions: arguments))
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.location == rhs.location && lhs.substitutionsPath == rhs.substitutionsPath
            && lhs.decoded == rhs.decoded
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(location)
        hasher.combine(substitutionsPath)
    }
}
