import L10nRuntime

public enum NotificationLevel: String, CaseIterable, Sendable {
    case all, mentions
    case none = "off"

    public var title: LocalizableString { .localized(for: Self.self, propertyName: rawValue) }
}
