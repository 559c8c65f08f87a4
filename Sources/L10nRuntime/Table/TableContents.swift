/// The neutral in-memory model a table is written from: the locales, the default locale and
/// the messages of each locale by key.
public struct TableContents: Sendable, Hashable {
    public var locales: [TableLocale]
    public var defaultLocale: LocaleIdentifier
    /// Messages by locale, then by key (`DashboardViewModel.pageTitle`).
    public var messages: [LocaleIdentifier: [String: TableMessage]]

    public init(
        locales: [TableLocale], defaultLocale: LocaleIdentifier,
        messages: [LocaleIdentifier: [String: TableMessage]]
    ) {
        self.locales = locales
        self.defaultLocale = defaultLocale
        self.messages = messages
    }
}
