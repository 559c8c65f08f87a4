/// One piece of a `LocalizableCompoundValue` and the name a locale pattern calls it by.
public struct LocalizableCompoundPiece: Sendable, Hashable {
    public var name: String
    public var value: LocalizationArgument

    public init(name: String, value: LocalizationArgument) {
        self.name = name
        self.value = value
    }

    public init(name: String, value: LocalizableString) {
        self.init(name: name, value: .localized(value))
    }
}
