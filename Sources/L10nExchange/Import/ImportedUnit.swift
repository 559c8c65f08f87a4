import L10nCore

/// One unit as a translators' file gives it back.
public struct ImportedUnit: Sendable, Hashable {
    public var id: UnitID
    /// The source text the file carries for the unit (for a PO plural entry, its `msgid`
    /// and `msgid_plural`: see `pluralSources`).
    public var source: String?
    /// `msgid` and `msgid_plural` of the PO entry a plural variant comes from.
    public var pluralSources: PluralSources?
    /// The translation; `nil` when the file has none.
    public var target: String?
    public var state: TranslationState
    /// Where the translation is (the `<target>`, the `msgstr`), else the unit.
    public var location: SourceLocation
    /// The fingerprint of the message's target text when the file was exported (`TargetBase`);
    /// `nil` for a file that does not record it.
    public var base: String?

    public struct PluralSources: Sendable, Hashable {
        public var singular: String
        public var plural: String
    }

    public init(
        id: UnitID, source: String?, pluralSources: PluralSources? = nil, target: String?,
        state: TranslationState,
        location: SourceLocation, base: String? = nil
    ) {
        self.id = id
        self.source = source
        self.pluralSources = pluralSources
        self.target = target
        self.state = state
        self.location = location
        self.base = base
    }
}

/// A translators' file as read back: its locales, its units and what could not be read.
public struct ImportedFile: Sendable, Hashable {
    public var path: String
    public var format: ExchangeFormat
    public var sourceLocale: String?
    public var targetLocale: String?
    public var units: [ImportedUnit]
    public var findings: [ImportFinding]

    public init(
        path: String, format: ExchangeFormat, sourceLocale: String?, targetLocale: String?,
        units: [ImportedUnit], findings: [ImportFinding]
    ) {
        self.path = path
        self.format = format
        self.sourceLocale = sourceLocale
        self.targetLocale = targetLocale
        self.units = units
        self.findings = findings
    }
}
