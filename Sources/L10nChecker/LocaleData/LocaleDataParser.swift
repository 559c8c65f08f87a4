import L10nCore
import L10nRuntime
import L10nYAML

/// Turns the YAML trees of `plurals.yml` and `parentLocales.yml` into locale data, checking
/// their structure as it goes.
struct LocaleDataParser {
    struct Plurals {
        var cldrVersion: String
        var versionLocation: SourceLocation
        var rules: [PluralRuleKind: [LocaleIdentifier: PluralRules]]
    }

    struct Parents {
        var cldrVersion: String
        var parents: [LocaleIdentifier: LocaleIdentifier]
    }

    /// The contents of `localeMatching.yml`: what `LocaleInheritance` needs beyond parents.
    struct Matching {
        var cldrVersion: String
        var languageScripts: [String: String]
        var regionScripts: [String: String]
        var languageAliases: [String: LocaleIdentifier]
        var closeLanguages: [String: String]
    }

    func plurals(_ root: YAMLNode) throws(LocaleDataError) -> Plurals {
        let document = try mapping(root, "the document", allowedKeys: ["cldrVersion", "locales"])
        let (version, versionLocation) = try cldrVersion(document, root: root)
        let locales = try mapping(try required(document, "locales", in: root), "'locales'")
        var rules: [PluralRuleKind: [LocaleIdentifier: PluralRules]] = [:]
        // Most locales share their rules with others (260 locales, 2 kinds, about 60 distinct rule
        // sets): each distinct set is parsed once.
        var parsed: [[PluralCategory: String]: PluralRules] = [:]
        for pair in locales.pairs {
            let locale = try localeIdentifier(pair.key)
            let kinds = try mapping(
                pair.value, "the entry of '\(pair.key.text)'",
                allowedKeys: PluralRuleKind.allCases.map(\.rawValue))
            for kindPair in kinds.pairs {
                let kind = PluralRuleKind(rawValue: kindPair.key.text)!
                guard rules[kind]?[locale] == nil else {
                    throw .invalidEntry(
                        location: pair.key.location, message: "'\(locale)' has \(kind.rawValue) rules twice")
                }
                rules[kind, default: [:]][locale] = try ruleSet(
                    kindPair.value, locale: locale, kind: kind, parsed: &parsed)
            }
        }
        return Plurals(cldrVersion: version, versionLocation: versionLocation, rules: rules)
    }

    func parentLocales(_ root: YAMLNode) throws(LocaleDataError) -> Parents {
        let document = try mapping(root, "the document", allowedKeys: ["cldrVersion", "parentLocales"])
        let (version, _) = try cldrVersion(document, root: root)
        let entries = try mapping(try required(document, "parentLocales", in: root), "'parentLocales'")
        var parents: [LocaleIdentifier: LocaleIdentifier] = [:]
        for pair in entries.pairs {
            let child = try localeIdentifier(pair.key)
            let parent = try localeIdentifier(try scalar(pair.value, "the parent of '\(pair.key.text)'"))
            guard parents.updateValue(parent, forKey: child) == nil else {
                throw .invalidEntry(location: pair.key.location, message: "'\(child)' is listed twice")
            }
        }
        return Parents(cldrVersion: version, parents: parents)
    }

    func localeMatching(_ root: YAMLNode) throws(LocaleDataError) -> Matching {
        let sections = ["languageScripts", "regionScripts", "languageAliases", "closeLanguages"]
        let document = try mapping(root, "the document", allowedKeys: ["cldrVersion"] + sections)
        let (version, _) = try cldrVersion(document, root: root)
        var tables: [String: [String: String]] = [:]
        for section in sections {
            var table: [String: String] = [:]
            for pair in try mapping(try required(document, section, in: root), "'\(section)'").pairs {
                let value = try scalar(pair.value, "the value of '\(pair.key.text)' in '\(section)'")
                guard table.updateValue(value.text, forKey: pair.key.text) == nil else {
                    throw .invalidEntry(
                        location: pair.key.location,
                        message: "'\(pair.key.text)' is listed twice in '\(section)'")
                }
            }
            tables[section] = table
        }
        var aliases: [String: LocaleIdentifier] = [:]
        for pair in try mapping(try required(document, "languageAliases", in: root), "'languageAliases'")
            .pairs
        {
            aliases[pair.key.text] = try localeIdentifier(
                try scalar(pair.value, "the alias '\(pair.key.text)'"))
        }
        return Matching(
            cldrVersion: version, languageScripts: tables["languageScripts"]!,
            regionScripts: tables["regionScripts"]!, languageAliases: aliases,
            closeLanguages: tables["closeLanguages"]!)
    }

    // MARK: Pieces

    /// - Parameter parsed: the rule sets parsed so far, by their text: an equal text is the
    ///   same rules (and would have thrown the same error).
    private func ruleSet(
        _ node: YAMLNode, locale: LocaleIdentifier, kind: PluralRuleKind,
        parsed: inout [[PluralCategory: String]: PluralRules]
    ) throws(LocaleDataError) -> PluralRules {
        let categories = try mapping(
            node, "the \(kind.rawValue) rules of '\(locale)'",
            allowedKeys: PluralCategory.allCases.map(\.rawValue))
        var sources: [PluralCategory: String] = [:]
        var scalars: [PluralCategory: YAMLScalar] = [:]
        for pair in categories.pairs {
            let category = PluralCategory(rawValue: pair.key.text)!
            let rule = try scalar(pair.value, "the '\(category.rawValue)' rule of '\(locale)'")
            guard sources.updateValue(rule.text, forKey: category) == nil else {
                throw .invalidEntry(
                    location: pair.key.location, message: "'\(category.rawValue)' is given twice")
            }
            scalars[category] = rule
        }
        if let known = parsed[sources] { return known }
        do {
            let rules = try PluralRules(rules: sources)
            parsed[sources] = rules
            return rules
        } catch {
            guard let scalar = error.category.flatMap({ scalars[$0] }) else {
                throw .invalidRule(location: categories.location, error: error)
            }
            throw .invalidRule(location: location(of: error.offset, in: scalar), error: error)
        }
    }

    /// Where offset `offset` of a rule lands in the file: exact for quoted and plain scalars on
    /// one line (the generator writes rules as double-quoted ASCII without escapes).
    private func location(of offset: Int, in scalar: YAMLScalar) -> SourceLocation {
        var location = scalar.location
        switch scalar.style {
        case .doubleQuoted, .singleQuoted: location.column += 1 + offset
        case .plain: location.column += offset
        case .literal, .folded: break
        }
        return location
    }

    private func cldrVersion(_ document: YAMLMapping, root: YAMLNode) throws(LocaleDataError)
        -> (String, SourceLocation)
    {
        let version = try scalar(try required(document, "cldrVersion", in: root), "'cldrVersion'")
        guard !version.text.isEmpty, version.text.allSatisfy({ $0.isNumber || $0 == "." }) else {
            throw .invalidEntry(
                location: version.location,
                message: "'cldrVersion' must be a CLDR release number such as \"47\"")
        }
        return (version.text, version.location)
    }

    private func required(_ mapping: YAMLMapping, _ key: String, in root: YAMLNode) throws(LocaleDataError)
        -> YAMLNode
    {
        guard let value = mapping[key] else {
            throw .invalidEntry(location: root.location, message: "the document has no '\(key)'")
        }
        return value
    }

    private func mapping(_ node: YAMLNode, _ what: String, allowedKeys: [String]? = nil)
        throws(LocaleDataError)
        -> YAMLMapping
    {
        guard case .mapping(let mapping) = node else {
            throw .invalidEntry(
                location: node.location, message: "\(what) must be a mapping, not \(node.kindName)")
        }
        if let allowedKeys, let unknown = mapping.pairs.first(where: { !allowedKeys.contains($0.key.text) }) {
            throw .invalidEntry(
                location: unknown.key.location,
                message:
                    "unknown key '\(unknown.key.text)' in \(what); expected \(allowedKeys.map { "'\($0)'" }.joined(separator: ", "))"
            )
        }
        return mapping
    }

    private func scalar(_ node: YAMLNode, _ what: String) throws(LocaleDataError) -> YAMLScalar {
        guard case .scalar(let scalar) = node else {
            throw .invalidEntry(
                location: node.location, message: "\(what) must be a string, not \(node.kindName)")
        }
        return scalar
    }

    private func localeIdentifier(_ scalar: YAMLScalar) throws(LocaleDataError) -> LocaleIdentifier {
        guard let locale = LocaleIdentifier(scalar.text) else {
            throw .invalidEntry(
                location: scalar.location, message: "'\(scalar.text)' is not a BCP 47 locale tag")
        }
        return locale
    }
}
