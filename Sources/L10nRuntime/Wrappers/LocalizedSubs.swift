/// A property whose text is the message at `Type.property` with its placeholders filled from
/// a dictionary property of the same type:
/// `@LocalizedSubs(substitutions: \Self.subs) var welcome` with `let subs: [String: Int]`.
///
/// The root type must be spelled (`\Self.subs`): without a macro Swift cannot infer it. The
/// dictionary is read from the instance being encoded, which the encoder exposes by address
/// for the duration of its `encode(to:)`.
///
/// `@unchecked Sendable` because `KeyPath` is not declared `Sendable`, though a key path to a
/// stored property is an immutable value.
@propertyWrapper
public struct LocalizedSubs<Model, Value: LocalizationArgumentConvertible>: @unchecked Sendable, Hashable,
    Codable
{
    var location: WrapperKey
    private let substitutions: KeyPath<Model, [String: Value]>?
    private var decoded: LocalizableString?

    /// The localized text once decoded; `.empty` on the encoding side.
    public var wrappedValue: LocalizableString { decoded ?? .empty }

    public init(
        substitutions: KeyPath<Model, [String: Value]>, parentKeys: String..., propertyName: String? = nil
    ) {
        location = WrapperKey(parentKeys: parentKeys, propertyName: propertyName)
        self.substitutions = substitutions
    }

    public func key(typeName: String, propertyName codingName: String) -> String {
        location.key(typeName: typeName, codingName: codingName)
    }

    public init(from decoder: any Decoder) throws {
        location = WrapperKey(parentKeys: [])
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
            for (name, value) in model[keyPath: substitutions] {
                arguments[name] = value.localizationArgument
            }
        }
        try core.writeLocalized(LocalizableSubstitutions(base: .localized(key), substitutions: arguments))
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.location == rhs.location && lhs.substitutions == rhs.substitutions && lhs.decoded == rhs.decoded
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(location)
        hasher.combine(substitutions)
    }
}
