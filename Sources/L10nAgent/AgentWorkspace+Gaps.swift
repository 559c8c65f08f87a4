import L10nCore
import L10nRuntime

extension AgentWorkspace {
    /// `l10n_gaps`: a page of the units of a target locale, in key order, that the filter
    /// selects (`missing` unless asked otherwise).
    public mutating func gaps(_ request: GapsRequest) throws(AgentError) -> GapsPage {
        var times = PhaseTimes()
        refresh(findings: false)
        times.mark("refresh")
        let view = try view(ofProjectAt: try projectIndex(request.project))
        times.mark("view")
        let locale = try view.targetLocale(request.locale)
        let only = request.only ?? .missing
        let limit = request.limit ?? GapsRequest.defaultLimit
        guard (1...GapsRequest.maximumLimit).contains(limit) else {
            throw .invalidArgument("limit must be between 1 and \(GapsRequest.maximumLimit); it is \(limit)")
        }
        var start = view.index.neededKeys.startIndex
        if let text = request.cursor {
            let cursor = try GapsCursor(decoding: text)
            guard cursor.locale == locale.description, cursor.only == only else {
                throw .invalidArgument(
                    "the cursor continues the units of '\(cursor.locale)' (only: \(cursor.only.rawValue)), not of "
                        + "'\(locale)' (only: \(only.rawValue)); leave it out to start again")
            }
            start = Self.firstIndex(after: cursor.after, in: view.index.neededKeys)
        }
        var units: [TranslationUnit] = []
        var position = start
        let keys = view.index.neededKeys
        while position < keys.endIndex, units.count < limit {
            let key = keys[position]
            position += 1
            guard let state = view.state(of: key, in: locale), only.includes(state),
                let unit = view.unit(of: key, in: locale, state: state)
            else { continue }
            units.append(unit)
        }
        // The next page starts after the last key looked at: the keys between that selected
        // nothing, and need not be looked at again.
        let more = (position..<keys.endIndex).contains { index in
            view.state(of: keys[index], in: locale).map(only.includes) ?? false
        }
        let next =
            more ? GapsCursor(locale: locale.description, only: only, after: keys[position - 1]).encoded : nil
        times.mark("units")
        times.report("l10n_gaps of \(units.count)")
        return GapsPage(units: units, nextCursor: next)
    }

    /// The position of the first key after `key` in sorted `keys`.
    static func firstIndex(after key: String, in keys: [String]) -> Int {
        var low = 0
        var high = keys.count
        while low < high {
            let middle = (low + high) / 2
            if keys[middle] <= key { low = middle + 1 } else { high = middle }
        }
        return low
    }
}

extension ProjectView {
    /// `text` as a locale units can be asked of or written in: a BCP 47 identifier that is not
    /// the default locale (whose texts are the source) nor a pseudo-locale (computed).
    func targetLocale(_ text: String) throws(AgentError) -> LocaleIdentifier {
        guard let locale = LocaleIdentifier(text) else {
            throw .invalidArgument(
                "'\(text)' is not a BCP 47 locale identifier; the project's locales are "
                    + targetLocales.map(\.description).joined(separator: ", "))
        }
        if let problem = Self.problem(with: locale, defaultLocale: defaultLocale, targets: targetLocales) {
            throw .invalidArgument(problem)
        }
        return locale
    }

    /// Why `locale` cannot be translated into, if it cannot.
    static func problem(
        with locale: LocaleIdentifier, defaultLocale: LocaleIdentifier, targets: [LocaleIdentifier]
    )
        -> String?
    {
        if locale == defaultLocale {
            return "'\(locale)' is the default locale: its texts are the source, which people write (or "
                + "`l10nc fix` stubs); the locales to translate into are "
                + targets.map(\.description).joined(separator: ", ")
        }
        if PseudoLocale(identifier: locale) != nil {
            return
                "'\(locale)' is a pseudo-locale, computed by `l10nc compile --pseudo`; it is not translated"
        }
        return nil
    }
}
