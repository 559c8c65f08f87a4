import L10nCore

/// Writes an exchange document as XLIFF 1.2.
///
/// Each message is a `<trans-unit>` whose `id` is its key; plural variants and array elements
/// are units of their own inside a `<group>` (`restype="x-gettext-plurals"`, as gettext's and
/// translate-toolkit's converters write plurals). Placeholders are `<ph>` inline codes holding
/// the native `%{name}`, so no tool lets them be translated and checkers (pofilter) still see
/// them; the state is the target's `state` attribute, and a translated unit is `approved`.
/// `l10nc:base` records the target text the unit was exported against (`TargetBase`).
public struct XLIFF12Writer: Sendable {
    public static let namespace = "urn:oasis:names:tc:xliff:document:1.2"
    /// The `ctype` of a placeholder's `<ph>`: a user-defined type, as XLIFF 1.2 requires.
    public static let placeholderType = "x-l10nc-placeholder"

    public init() {}

    public func text(of document: ExchangeDocument) -> String {
        var output = """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff version="1.2" xmlns="\(Self.namespace)" xmlns:l10nc="\(TargetBase.namespace)">
              <file original="l10nc" datatype="plaintext" source-language="\(document.sourceLocale)"\
            \(document.isTemplate ? "" : " target-language=\"\(document.targetLocale)\"")>
                <header>
                  <tool tool-id="l10nc" tool-name="l10nc" tool-version="\(L10nVersion.current)"/>
                </header>
                <body>

            """
        for message in document.messages {
            if message.count == 1, message[0].id.variant == nil {
                write(message[0], indent: "      ", isTemplate: document.isTemplate, to: &output)
                continue
            }
            let restype: String
            switch message[0].id.variant {
            case .plural: restype = "x-gettext-plurals"
            default: restype = "x-l10nc-array"
            }
            let key = XMLEscaping.attribute(message[0].id.key)
            output += "      <group id=\"\(key)\" resname=\"\(key)\" restype=\"\(restype)\">\n"
            for unit in message {
                write(unit, indent: "        ", isTemplate: document.isTemplate, to: &output)
            }
            output += "      </group>\n"
        }
        output += """
                </body>
              </file>
            </xliff>

            """
        return output
    }

    /// A template's units have no `<target>`: there is no target language to hold one.
    private func write(_ unit: ExchangeUnit, indent: String, isTemplate: Bool, to output: inout String) {
        let id = XMLEscaping.attribute(unit.id.description)
        let approved: String
        switch unit.state {
        case .translated: approved = " approved=\"yes\""
        case .needsReview: approved = " approved=\"no\""
        case .needsTranslation: approved = ""
        }
        let base = unit.base.map { " \(TargetBase.attribute)=\"\($0)\"" } ?? ""
        output +=
            indent + "<trans-unit id=\"\(id)\" resname=\"\(id)\"\(approved)\(base) xml:space=\"preserve\">\n"
        output += indent + "  <source>" + inline(unit.source) + "</source>\n"
        let state = unit.state.xliff12State
        if let target = unit.target {
            output += indent + "  <target state=\"\(state)\">" + inline(target) + "</target>\n"
        } else if !isTemplate {
            output += indent + "  <target state=\"\(state)\"/>\n"
        }
        if !unit.notes.isEmpty {
            output +=
                indent + "  <note from=\"developer\">"
                + XMLEscaping.text(unit.notes.joined(separator: "\n")) + "</note>\n"
        }
        for reference in unit.references {
            output +=
                indent + "  <context-group purpose=\"location\">"
                + "<context context-type=\"sourcefile\">\(XMLEscaping.text(reference.file))</context>"
                + "<context context-type=\"linenumber\">\(reference.line)</context></context-group>\n"
        }
        output += indent + "</trans-unit>\n"
    }

    /// A message with its placeholders as `<ph>` codes numbered in order of appearance.
    private func inline(_ message: String) -> String {
        XMLEscaping.inline(message) { number, name in
            "<ph id=\"\(number)\" ctype=\"\(Self.placeholderType)\">" + XMLEscaping.text("%{" + name + "}")
                + "</ph>"
        }
    }
}
