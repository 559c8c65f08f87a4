import L10nCore

/// Writes an exchange document as XLIFF 2.0.
///
/// Each message is a `<unit>`: its `name` is the key and its `id` the key spelled as an XML
/// name token (``UnitID/token``); plural variants and array elements
/// are units inside a `<group>`. Placeholders are `<ph/>` codes with `disp` and `equiv`; the
/// state is the segment's `state` (`initial`, `translated`), with `subState
/// ="l10nc:needs-review"` for a translation of an earlier source text.
public struct XLIFF2Writer: Sendable {
    public static let namespace = "urn:oasis:names:tc:xliff:document:2.0"

    public init() {}

    public func text(of document: ExchangeDocument) -> String {
        var output = """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff xmlns="\(Self.namespace)" xmlns:l10nc="\(TargetBase.namespace)" version="2.0" srcLang="\(document.sourceLocale)"\
            \(document.isTemplate ? "" : " trgLang=\"\(document.targetLocale)\"")>
              <file id="l10nc">

            """
        for message in document.messages {
            if message.count == 1, message[0].id.variant == nil {
                write(message[0], indent: "    ", to: &output)
                continue
            }
            let type: String
            switch message[0].id.variant {
            case .plural: type = "l10nc:plural"
            default: type = "l10nc:array"
            }
            let group = UnitID(key: message[0].id.key)
            output +=
                "    <group id=\"\(group.token)\" name=\"\(XMLEscaping.attribute(group.key))\" type=\"\(type)\">\n"
            for unit in message { write(unit, indent: "      ", to: &output) }
            output += "    </group>\n"
        }
        output += """
              </file>
            </xliff>

            """
        return output
    }

    private func write(_ unit: ExchangeUnit, indent: String, to output: inout String) {
        output +=
            indent + "<unit id=\"\(unit.id.token)\" name=\"\(XMLEscaping.attribute(unit.id.description))\""
            + (unit.base.map { " \(TargetBase.attribute)=\"\($0)\"" } ?? "") + ">\n"
        if !unit.notes.isEmpty || !unit.references.isEmpty {
            output += indent + "  <notes>\n"
            if !unit.notes.isEmpty {
                output +=
                    indent + "    <note category=\"description\">"
                    + XMLEscaping.text(unit.notes.joined(separator: "\n")) + "</note>\n"
            }
            for reference in unit.references {
                output +=
                    indent + "    <note category=\"location\">" + XMLEscaping.text(reference.file) + ":"
                    + String(reference.line) + "</note>\n"
            }
            output += indent + "  </notes>\n"
        }
        let (state, subState) = unit.state.xliff2State
        output +=
            indent + "  <segment state=\"\(state)\""
            + (subState.map { " subState=\"\($0)\"" } ?? "") + ">\n"
        output += indent + "    <source xml:space=\"preserve\">" + inline(unit.source) + "</source>\n"
        if let target = unit.target {
            output += indent + "    <target xml:space=\"preserve\">" + inline(target) + "</target>\n"
        }
        output += indent + "  </segment>\n"
        output += indent + "</unit>\n"
    }

    /// A message with its placeholders as `<ph>` codes numbered in order of appearance.
    private func inline(_ message: String) -> String {
        XMLEscaping.inline(message) { number, name in
            let code = XMLEscaping.attribute("%{" + name + "}")
            return
                "<ph id=\"\(number)\" type=\"fmt\" subType=\"l10nc:placeholder\" disp=\"\(code)\" equiv=\"\(code)\"/>"
        }
    }
}
