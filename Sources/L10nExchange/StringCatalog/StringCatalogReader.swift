import L10nCore
import L10nRuntime

/// Reads a String Catalog (`.xcstrings`, versions 1.0 and 1.1) into a `StringCatalog`, with a
/// finding for each thing it cannot read (at its line and column). It never writes the file.
public struct StringCatalogReader: Sendable {
    public init() {}

    /// The catalog, or `nil` with findings when the file is no String Catalog l10nc reads.
    public func read(_ bytes: [UInt8], path: String) -> (catalog: StringCatalog?, findings: [ImportFinding]) {
        var findings: [ImportFinding] = []
        func at(_ node: JSONNode) -> SourceLocation {
            SourceLocation(file: path, line: node.line, column: node.column)
        }
        let root: JSONNode
        do {
            root = try JSONTreeReader.read(bytes)
        } catch {
            return (
                nil,
                [
                    ImportFinding(
                        .syntax, message: "not well-formed JSON: \(error.message)",
                        location: SourceLocation(file: path, line: error.line, column: error.column))
                ]
            )
        }
        guard case .object = root else {
            return (
                nil,
                [
                    ImportFinding(
                        .syntax, message: "a String Catalog is a JSON object, not \(root.kindName)",
                        location: at(root))
                ]
            )
        }
        guard let sourceLanguage = root["sourceLanguage"]?.stringValue else {
            return (
                nil,
                [
                    ImportFinding(
                        .syntax,
                        message:
                            "no \"sourceLanguage\": a String Catalog names the language it translates from",
                        location: at(root))
                ]
            )
        }
        let version = root["version"]?.stringValue ?? ""
        guard StringCatalog.versions.contains(version) else {
            return (
                nil,
                [
                    ImportFinding(
                        .syntax,
                        message: "String Catalog version \"\(version)\" is not one l10nc reads ("
                            + StringCatalog.versions.joined(separator: ", ")
                            + "); save it with Xcode 15 to 26",
                        location: at(root["version"] ?? root))
                ]
            )
        }
        guard case .object(let members, _, _)? = root["strings"] else {
            return (
                nil,
                [
                    ImportFinding(
                        .syntax, message: "no \"strings\" object of keys",
                        location: at(root["strings"] ?? root))
                ]
            )
        }
        var entries: [StringCatalog.Entry] = []
        for member in members {
            let location = SourceLocation(file: path, line: member.line, column: member.column)
            guard case .object = member.value else {
                findings.append(
                    ImportFinding(
                        .syntax, message: "'\(member.key)' is \(member.value.kindName), not an object",
                        location: location))
                continue
            }
            var entry = StringCatalog.Entry(
                key: member.key, comment: member.value["comment"]?.stringValue,
                extractionState: member.value["extractionState"]?.stringValue,
                shouldTranslate: !Self.isFalse(member.value["shouldTranslate"]),
                location: location)
            for localization in member.value["localizations"]?.members ?? [] {
                entry.localizations.append(
                    self.localization(localization, key: member.key, path: path, findings: &findings))
            }
            entries.append(entry)
        }
        return (StringCatalog(sourceLanguage: sourceLanguage, version: version, entries: entries), findings)
    }

    private static func isFalse(_ node: JSONNode?) -> Bool {
        if case .literal("false", _, _)? = node { true } else { false }
    }

    private func localization(
        _ member: JSONNode.Member, key: String, path: String, findings: inout [ImportFinding]
    ) -> StringCatalog.Localization {
        var localization = StringCatalog.Localization(
            language: member.key,
            location: SourceLocation(file: path, line: member.line, column: member.column))
        if let unit = member.value["stringUnit"] {
            localization.unit = self.unit(
                unit, what: "'\(key)' in '\(member.key)'", path: path, findings: &findings)
        }
        for variation in member.value["variations"]?.members ?? [] {
            guard variation.key == "plural" else {
                localization.unsupportedVariations.append(variation.key)
                continue
            }
            for variant in variation.value.members {
                guard let category = PluralCategory(rawValue: variant.key) else {
                    findings.append(
                        ImportFinding(
                            .pluralCategoryExtra,
                            message:
                                "'\(variant.key)' is not a CLDR plural category (zero, one, two, few, many, other)",
                            location: SourceLocation(file: path, line: variant.line, column: variant.column)))
                    continue
                }
                if let unit = variant.value["stringUnit"] {
                    localization.plural[category] = self.unit(
                        unit, what: "'\(key)[\(category.rawValue)]' in '\(member.key)'", path: path,
                        findings: &findings)
                } else if let nested = variant.value["variations"]?.members.first {
                    localization.unsupportedVariations.append("plural." + nested.key)
                }
            }
        }
        if member.value["substitutions"] != nil { localization.unsupportedVariations.append("substitutions") }
        return localization
    }

    private func unit(_ node: JSONNode, what: String, path: String, findings: inout [ImportFinding])
        -> StringCatalog.Unit?
    {
        guard let value = node["value"], case .string(let text, let line, let column) = value else {
            findings.append(
                ImportFinding(
                    .syntax, message: "the stringUnit of \(what) has no \"value\" string",
                    location: SourceLocation(file: path, line: node.line, column: node.column)))
            return nil
        }
        return StringCatalog.Unit(
            state: node["state"]?.stringValue, value: text,
            location: SourceLocation(file: path, line: line, column: column))
    }
}
