/// CLDR locale inheritance: the chain of locales whose text serves a requested locale, nearest
/// first, up to (not including) `root`.
///
/// One implementation serves every consumer: `l10nc lookup`, the encoder's locale negotiation
/// (`LocalizationTable.bestLocale(forAcceptLanguage:)`, lookups for a locale the table does not
/// hold) and the compiler's pre-resolved fallback chains. The chain of a locale is:
///
/// 1. the locale itself, then its CLDR alias replacement (`iw` → `he`, `in` → `id`,
///    `sh` → `sr-Latn`);
/// 2. when it has no script and its region implies another script than its language's
///    (CLDR likely subtags: `zh-TW` is `zh-Hant-TW`, `sr-ME` is `sr-Latn-ME`), the tag with
///    that script, so it inherits from `zh-Hant`, never from `zh` (Simplified);
/// 3. its parents: CLDR's explicit parent locales first (`es-MX` → `es-419`, `en-AU` →
///    `en-001`, `pt-AO` → `pt-PT`, `zh-Hant-MO` → `zh-Hant-HK`), a `language-Script` locale
///    whose script is not its language's likely one ends the chain (CLDR's `nonlikelyScript`
///    rule: `zh-Hant` and `sr-Latn` have parent root), any other locale inherits from its
///    truncation (`fr-CA` → `fr`);
/// 4. where the chain ends at a language that CLDR's language matching lets another language
///    serve closely, that language (`no` and `nn` → `nb`).
///
/// The data comes from `Locales/` (generated from CLDR by `Locales/generate_locale_data.py`)
/// and is compiled into the runtime as `CLDRLocaleData`, so a service needs no files.
public struct LocaleInheritance: Sendable, Hashable {
    /// CLDR's `root` pseudo-locale, the implicit end of every chain.
    public static let root = LocaleIdentifier(canonicalTag: "root")

    /// Explicit parents, child → parent; a value of `root` ends the chain.
    public let parents: [LocaleIdentifier: LocaleIdentifier]
    /// Each language's likely script (`zh` → `Hans`, `sr` → `Cyrl`).
    public let languageScripts: [String: String]
    /// `language-REGION` → script, where the region implies another script than the
    /// language's (`zh-TW` → `Hant`).
    public let regionScripts: [String: String]
    /// Deprecated and legacy language codes → their replacement (`iw` → `he`, `sh` → `sr-Latn`).
    public let languageAliases: [String: LocaleIdentifier]
    /// Languages that serve another one when its chain ends (`no` → `nb`, `nn` → `nb`).
    public let closeLanguages: [String: String]
    /// The chains walked so far (`chain(for:)`), by locale.
    private let chains = MemoTable<LocaleIdentifier, [LocaleIdentifier]>()

    /// An inheritance over `parents`, with CLDR's likely scripts, aliases and close languages
    /// unless others are given (tests give their own).
    public init(
        parents: [LocaleIdentifier: LocaleIdentifier],
        languageScripts: [String: String]? = nil,
        regionScripts: [String: String]? = nil,
        languageAliases: [String: LocaleIdentifier]? = nil,
        closeLanguages: [String: String]? = nil
    ) {
        self.parents = parents
        self.languageScripts = languageScripts ?? Self.cldr.languageScripts
        self.regionScripts = regionScripts ?? Self.cldr.regionScripts
        self.languageAliases = languageAliases ?? Self.cldr.languageAliases
        self.closeLanguages = closeLanguages ?? Self.cldr.closeLanguages
    }

    /// The parent of `locale`, or `nil` when the chain ends (the parent is `root`, or `locale`
    /// is a bare language that CLDR gives no parent).
    public func parent(of locale: LocaleIdentifier) -> LocaleIdentifier? {
        if let parent = parents[locale] { return parent == Self.root ? nil : parent }
        if locale.isLanguageAndScriptOnly, let likely = languageScripts[locale.language],
            likely != locale.script
        {
            return nil
        }
        return locale.truncated
    }

    /// The replacement CLDR gives for `locale`'s language, applied to the whole tag
    /// (`iw-IL` → `he-IL`), or `nil` when the language is current.
    public func canonical(_ locale: LocaleIdentifier) -> LocaleIdentifier? {
        languageAliases[locale.language].map { locale.replacingLanguage(with: $0) }
    }

    /// The script CLDR's likely subtags imply for `locale` when it has none and its region
    /// implies another script than its language's (`zh-TW` → `Hant`), else `nil`.
    public func impliedScript(of locale: LocaleIdentifier) -> String? {
        guard locale.script == nil, let region = locale.region else { return nil }
        return regionScripts[locale.language + "-" + region]
    }

    /// `locale` without a script that is its language's likely one (`zh-Hans-CN` → `zh-CN`): the
    /// spelling CLDR uses for default content, so that `zh-Hans` and `zh` compare equal.
    public func withoutLikelyScript(_ locale: LocaleIdentifier) -> LocaleIdentifier {
        locale.removingScript(ifItIs: languageScripts[locale.language])
    }

    /// `locale` followed by the locales whose text serves it, nearest first, without `root`
    /// (see the type's documentation): `es-MX` → `[es-MX, es-419, es]`, `zh-TW` →
    /// `[zh-TW, zh-Hant-TW, zh-Hant]`, `iw` → `[iw, he]`, `nn` → `[nn, no, nb]`.
    ///
    /// A cycle in hand-edited parent data ends the chain at the first repeated locale
    /// instead of looping.
    public func chain(for locale: LocaleIdentifier) -> [LocaleIdentifier] {
        // A check asks for the same few locales' chains for every part and plural message.
        chains.value(for: locale) { walkChain(from: locale) }
    }

    private func walkChain(from locale: LocaleIdentifier) -> [LocaleIdentifier] {
        var chain: [LocaleIdentifier] = []
        var seen: Set<LocaleIdentifier> = []
        var current: LocaleIdentifier? = locale
        var aliasesLeft = 4  // an alias of an alias is followed; a cycle in alias data is not
        while let start = current {
            guard seen.insert(start).inserted else { break }
            chain.append(start)
            var walking = start
            if aliasesLeft > 0, let replacement = canonical(walking), replacement != walking {
                aliasesLeft -= 1
                current = replacement
                continue
            }
            if let script = impliedScript(of: walking) {
                walking = walking.inserting(script: script)
                guard seen.insert(walking).inserted else { break }
                chain.append(walking)
            }
            current = nil
            while let parent = parent(of: walking) {
                guard seen.insert(parent).inserted else { return chain }
                chain.append(parent)
                walking = parent
            }
            if walking.tag == walking.language, let close = closeLanguages[walking.language] {
                current = LocaleIdentifier(canonicalTag: close)
            }
        }
        return chain
    }
}
