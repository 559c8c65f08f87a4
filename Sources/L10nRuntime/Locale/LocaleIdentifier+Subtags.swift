extension LocaleIdentifier {
    /// The script subtag (`Hant` in `zh-Hant-TW`), or `nil`.
    public var script: String? {
        let subtags = languageSubtags
        guard subtags.count > 1, subtags[1].count == 4, subtags[1].first!.isLetter else { return nil }
        return String(subtags[1])
    }

    /// The region subtag (`TW` in `zh-Hant-TW`, `419` in `es-419`), or `nil`.
    public var region: String? {
        let subtags = languageSubtags.dropFirst(script == nil ? 1 : 2)
        guard let candidate = subtags.first,
            (candidate.count == 2 && candidate.allSatisfy(\.isLetter))
                || (candidate.count == 3 && candidate.allSatisfy(\.isNumber))
        else { return nil }
        return String(candidate)
    }

    /// `true` for a pseudo locale (`en-XA`, `ar-XB`: CLDR's and Android's pseudo-locale
    /// regions), which holds machine-made text for testing and must serve only a request that
    /// names it.
    public var isPseudoLocale: Bool {
        region == "XA" || region == "XB"
    }

    /// `language-Script` exactly, with no region, variant or extension (`zh-Hant`, `sr-Latn`):
    /// the shape CLDR's `nonlikelyScript` parent rule applies to.
    var isLanguageAndScriptOnly: Bool {
        script != nil && tag.split(separator: "-").count == 2
    }

    /// The tag with `script` inserted after the language (`zh-TW` → `zh-Hant-TW`); `self` when
    /// the tag already has a script.
    func inserting(script: String) -> LocaleIdentifier {
        guard self.script == nil else { return self }
        let subtags = tag.split(separator: "-")
        return LocaleIdentifier(
            canonicalTag: ([String(subtags[0]), script] + subtags.dropFirst().map(String.init)).joined(
                separator: "-"))
    }

    /// The tag with its language replaced by `replacement`'s subtags, keeping this tag's own
    /// script and region where it has them (`sh-BA` with `sh` → `sr-Latn` is `sr-Latn-BA`).
    func replacingLanguage(with replacement: LocaleIdentifier) -> LocaleIdentifier {
        var subtags = tag.split(separator: "-").map(String.init)
        subtags.removeFirst()
        var head = [replacement.language]
        if let replacementScript = replacement.script, script == nil { head.append(replacementScript) }
        if let replacementRegion = replacement.region, region == nil {
            // The region goes after any script of this tag.
            let insertAt = script == nil ? 0 : 1
            subtags.insert(replacementRegion, at: insertAt)
        }
        return LocaleIdentifier(canonicalTag: (head + subtags).joined(separator: "-"))
    }

    /// The tag without a script equal to `likelyScript` (`zh-Hans-CN` → `zh-CN` when the likely
    /// script of `zh` is `Hans`): CLDR's default content, the same locale spelled without it.
    func removingScript(ifItIs likelyScript: String?) -> LocaleIdentifier {
        guard let script, script == likelyScript else { return self }
        let subtags = tag.split(separator: "-")
        return LocaleIdentifier(
            canonicalTag: ([subtags[0]] + subtags.dropFirst(2)).joined(separator: "-"))
    }

    /// The subtags before any extension or private-use singleton.
    private var languageSubtags: ArraySlice<Substring> {
        let subtags = tag.split(separator: "-")
        let end = subtags.indices.dropFirst().first { subtags[$0].count == 1 } ?? subtags.endIndex
        return subtags[..<end]
    }
}
