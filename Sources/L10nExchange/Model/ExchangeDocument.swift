import L10nRuntime

/// The units of one target locale, ready to be written in any exchange format.
public struct ExchangeDocument: Sendable, Hashable {
    public var sourceLocale: LocaleIdentifier
    public var targetLocale: LocaleIdentifier
    /// The target locale's CLDR cardinal plural rules: which variants a plural message needs
    /// there, and PO's `Plural-Forms`.
    public var targetPluralRules: PluralRules
    /// In key order; the variants of one message are adjacent, plural variants in CLDR order.
    public var units: [ExchangeUnit]
    /// A template (`TranslationExporter.template()`): the source texts with no translation and
    /// no target locale, as gettext's `.pot`; `targetLocale` is then the source locale, whose
    /// plural categories the plural messages have. A translator's tool names the locale (gettext's
    /// `msginit -l fr`), and `l10nc import` refuses the file until it does.
    public var isTemplate: Bool

    public init(
        sourceLocale: LocaleIdentifier, targetLocale: LocaleIdentifier, targetPluralRules: PluralRules,
        units: [ExchangeUnit], isTemplate: Bool = false
    ) {
        self.sourceLocale = sourceLocale
        self.targetLocale = targetLocale
        self.targetPluralRules = targetPluralRules
        self.units = units
        self.isTemplate = isTemplate
    }

    /// The units grouped by message key, in order: one unit for a plain message, the
    /// variants for a plural or an array.
    public var messages: [[ExchangeUnit]] {
        var groups: [[ExchangeUnit]] = []
        for unit in units {
            if let last = groups.last?.last, last.id.key == unit.id.key, last.id.variant != nil,
                unit.id.variant != nil
            {
                groups[groups.count - 1].append(unit)
            } else {
                groups.append([unit])
            }
        }
        return groups
    }

    /// The text of the file in `format`.
    public func text(in format: ExchangeFormat) -> String {
        switch format {
        case .xliff12: XLIFF12Writer().text(of: self)
        case .xliff2: XLIFF2Writer().text(of: self)
        case .po: POWriter().text(of: self)
        }
    }
}
