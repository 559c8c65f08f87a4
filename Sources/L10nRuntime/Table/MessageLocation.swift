/// Where a key's message is, without decoding it: what a lookup costs before any text is
/// built. `LocalizationTable.message(for:locale:)` decodes the message as well.
public struct MessageLocation: Sendable, Hashable {
    /// The locale whose message it is: the requested table locale or one of its fallbacks.
    public let sourceLocale: LocaleIdentifier
    /// `true` when only the default locale, appended after the locale's own chain, had it.
    public let isDefaultLocaleFallback: Bool
    /// The message's offset in the table.
    public let offset: Int
}

extension LocalizationTable {
    /// Locates the message for `key` in `locale` through the stored hash index and the slots
    /// resolved at compile time: no fallback walk, no allocation.
    public func location(of key: String, locale: LocaleIdentifier) throws(TableError) -> MessageLocation? {
        let localeIndex = localeIndex(serving: locale)
        guard let slot = try slot(forKey: key, localeIndex: localeIndex) else { return nil }
        let record = localeRecords[localeIndex]
        return MessageLocation(
            sourceLocale: localeRecords[record.chain[slot.chainPosition]].id,
            isDefaultLocaleFallback: slot.chainPosition >= record.ownChainCount, offset: slot.messageOffset)
    }
}
