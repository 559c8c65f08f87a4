import L10nCore
import L10nRuntime

/// `placeholder-unused`: a declared substitution a locale's text never uses.
///
/// In a plural `zero`, `one` or `two` variant, leaving out the count ("One file", Arabic's dual
/// "مهمتان") is normal: the count is the substitution named `count`, or the only one declared.
///
/// Properties of one type whose substitutions come from the same member
/// (`SchemaItem.substitutionsMember`) share one dictionary: FOSMVVM replaces each `%{key}` a
/// text holds and ignores the rest (`Localizer.swift`, `replacingOccurrences`), so a key only
/// one of them uses is not unused. They are judged together, and a key none of them uses is
/// reported once per locale, at the first of them.
struct PlaceholderUnusedRule: CheckRule {
    var rules: [RuleID] { [.placeholderUnused] }

    func check(_ context: CheckContext) -> [Diagnostic] {
        let groups = sharingGroups(context)
        var diagnostics: [Diagnostic] = []
        for (index, requirement) in context.requirements.enumerated() where requirement.shape == .message {
            guard let declared = requirement.declaredSubstitutions, !declared.isEmpty else { continue }
            if let group = groups[index] {
                if group.first == index { diagnostics += checkShared(group, declared: declared, context) }
                continue
            }
            let countName =
                declared.contains { $0 == "count" } ? "count" : (declared.count == 1 ? declared[0] : nil)
            for (position, locale) in context.catalog.locales.enumerated() {
                let values = context.values[position]
                for text in values.textRange(of: index) {
                    guard let used = values.placeholderNames(ofText: text) else { continue }
                    let category = values.texts[text].category
                    let mayDropCount = category == .one || category == .zero || category == .two
                    // A few declared names against a few used ones: no set needed, and no list
                    // made unless one is unused.
                    func isUnused(_ name: String) -> Bool {
                        !used.contains(name) && !(mayDropCount && name == countName)
                    }
                    guard declared.contains(where: isUnused) else { continue }
                    // A declared name a misspelled placeholder of this text stands for is said
                    // there (`placeholder-unknown`); looked for only when a name is unused.
                    let message = context.message(values.texts[text], inLocale: position)
                    let claimed = Set(
                        PlaceholderSuggestions.claims(in: message.scalar.text, declared: declared).values)
                    let unused = declared.filter { isUnused($0) && !claimed.contains($0) }
                    guard !unused.isEmpty else { continue }
                    diagnostics.append(
                        finding(
                            unused, key: requirement.key + "'" + message.part, locale: locale,
                            who: requirement.propertyDescription, at: message.scalar.location))
                }
            }
        }
        return diagnostics
    }

    /// The requirements whose substitutions one member of one type provides, when two or more
    /// do: for each member requirement's index, the group's indexes in order.
    private func sharingGroups(_ context: CheckContext) -> [Int: [Int]] {
        var byMember: [String: [Int]] = [:]
        for (index, requirement) in context.requirements.enumerated() where requirement.shape == .message {
            guard
                let item = requirement.items.first(where: {
                    $0.kind == .subs && $0.placeholders != nil && $0.substitutionsMember != nil
                }),
                let member = item.substitutionsMember
            else { continue }
            byMember[item.typeName + "." + member, default: []].append(index)
        }
        var groups: [Int: [Int]] = [:]
        for indexes in byMember.values where indexes.count > 1 {
            for index in indexes { groups[index] = indexes }
        }
        return groups
    }

    /// A shared dictionary's keys that no text of any sharing property uses, per locale.
    private func checkShared(_ group: [Int], declared: [String], _ context: CheckContext) -> [Diagnostic] {
        let names = group.map { "'\(context.requirements[$0].primaryItem.propertyName)'" }
            .joined(separator: ", ")
        // Which property of the group uses each name in the default locale: where a locale that
        // uses it nowhere is told so, rather than on another property's line.
        var userOfName: [String: Int] = [:]
        if let defaultPosition = context.localeIndex(of: context.defaultLocale) {
            let values = context.values[defaultPosition]
            for index in group where values.hasValue(index) {
                for text in values.textRange(of: index) {
                    for name in values.placeholderNames(ofText: text) ?? [] where userOfName[name] == nil {
                        userOfName[name] = index
                    }
                }
            }
        }
        var diagnostics: [Diagnostic] = []
        for (position, locale) in context.catalog.locales.enumerated() {
            let values = context.values[position]
            var used = Set<String>()
            var firstOf: [Int: ValueText] = [:]
            var first: ValueText?
            var parsedAll = true
            for index in group {
                guard values.hasValue(index) else {
                    // A text a syntax error kept from being read may use the key: not judged.
                    if context.isUnread(context.requirements[index]) { parsedAll = false }
                    continue
                }
                for text in values.textRange(of: index) {
                    guard let names = values.placeholderNames(ofText: text) else {
                        parsedAll = false
                        continue
                    }
                    if first == nil { first = values.texts[text] }
                    if firstOf[index] == nil { firstOf[index] = values.texts[text] }
                    used.formUnion(names)
                }
            }
            var unused = declared.filter { !used.contains($0) }
            guard parsedAll, let first, !unused.isEmpty else { continue }
            // A declared name a misspelled placeholder stands for is said there
            // (`placeholder-unknown`); the texts are read for it only when a name is unused.
            var claimed = Set<String>()
            for index in group where values.hasValue(index) {
                for text in values.textRange(of: index) where values.placeholderNames(ofText: text) != nil {
                    let message = context.message(values.texts[text], inLocale: position)
                    claimed.formUnion(
                        PlaceholderSuggestions.claims(in: message.scalar.text, declared: declared).values)
                }
            }
            unused.removeAll { claimed.contains($0) }
            guard !unused.isEmpty else { continue }
            // One finding per text the unused names belong to, in declaration order.
            var byText: [(message: CatalogMessage, names: [String])] = []
            for name in unused {
                let text = userOfName[name].flatMap { firstOf[$0] } ?? first
                let message = context.message(text, inLocale: position)
                if let index = byText.firstIndex(where: {
                    $0.message.scalar.location == message.scalar.location
                }) {
                    byText[index].names.append(name)
                } else {
                    byText.append((message, [name]))
                }
            }
            for (message, unused) in byText {
                let list = unused.map { "%{\($0)}" }.joined(separator: ", ")
                diagnostics.append(
                    Diagnostic(
                        rule: .placeholderUnused,
                        message:
                            "no text of properties \(names) in locale '\(locale)', which share one substitutions "
                            + "dictionary, uses \(list); add \(unused.count == 1 ? "it" : "them") to a text, or "
                            + "remove \(unused.count == 1 ? "it" : "them") from the dictionary",
                        location: message.scalar.location))
            }
        }
        return diagnostics
    }

    private func finding(
        _ unused: [String], key: String, locale: LocaleIdentifier, who: String, at location: SourceLocation
    )
        -> Diagnostic
    {
        let names = unused.map { "%{\($0)}" }.joined(separator: ", ")
        return Diagnostic(
            rule: .placeholderUnused,
            message:
                "'\(key) in locale '\(locale)' never uses \(names), which \(who) substitutes; add "
                + "\(unused.count == 1 ? "it" : "them") to the text",
            location: location)
    }
}
