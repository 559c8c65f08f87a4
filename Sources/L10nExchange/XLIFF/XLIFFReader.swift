import L10nCore

/// Reads XLIFF 1.2 and 2.x files back into units, with the position of each target.
///
/// Inline codes in a target are matched to the source's codes by `id` (so a tool that renames
/// nothing but moves codes is fine), else read from their `equiv-text`/`equiv` when that is
/// a placeholder; markers (`<mrk>`) are transparent. Any other markup is reported.
public struct XLIFFReader: Sendable {
    public init() {}

    public func read(_ bytes: [UInt8], path: String) -> ImportedFile {
        let root: XMLElementNode
        do {
            root = try XMLTreeReader.read(bytes)
        } catch {
            return ImportedFile(
                path: path, format: .xliff12, sourceLocale: nil, targetLocale: nil, units: [],
                findings: [
                    ImportFinding(
                        .syntax, message: "not well-formed XML: \(error.message)",
                        location: SourceLocation(file: path, line: error.line, column: error.column))
                ])
        }
        guard root.name == "xliff" else {
            return ImportedFile(
                path: path, format: .xliff12, sourceLocale: nil, targetLocale: nil, units: [],
                findings: [
                    ImportFinding(
                        .syntax, message: "the root element is <\(root.name)>, not <xliff>",
                        location: location(root, path))
                ])
        }
        var reading = Reading(path: path)
        if let version = root.attributes["version"], version.hasPrefix("2") {
            reading.format = .xliff2
            reading.sourceLocale = root.attributes["srcLang"]
            reading.targetLocale = root.attributes["trgLang"]
            for file in root.elements("file") { readXLIFF2(file, into: &reading) }
        } else {
            reading.format = .xliff12
            for file in root.elements("file") {
                reading.sourceLocale = reading.sourceLocale ?? file.attributes["source-language"]
                reading.targetLocale = reading.targetLocale ?? file.attributes["target-language"]
                if let body = file.element("body") { readXLIFF12(body, into: &reading) }
            }
        }
        if reading.targetLocale == nil {
            reading.findings.append(
                ImportFinding(
                    .syntax,
                    message: reading.format == .xliff2
                        ? "<xliff> has no trgLang: say which locale the file translates into"
                        : "<file> has no target-language: say which locale the file translates into",
                    location: location(root, path)))
        }
        return ImportedFile(
            path: path, format: reading.format, sourceLocale: reading.sourceLocale,
            targetLocale: reading.targetLocale, units: reading.units, findings: reading.findings)
    }

    private struct Reading {
        var path: String
        var format = ExchangeFormat.xliff12
        var sourceLocale: String?
        var targetLocale: String?
        var units: [ImportedUnit] = []
        var findings: [ImportFinding] = []
    }

    private func location(_ element: XMLElementNode, _ path: String) -> SourceLocation {
        SourceLocation(file: path, line: element.line, column: element.column)
    }

    // MARK: XLIFF 1.2

    private func readXLIFF12(_ container: XMLElementNode, into reading: inout Reading) {
        for element in container.elements {
            switch element.name {
            case "group": readXLIFF12(element, into: &reading)
            case "trans-unit":
                guard let idText = element.attributes["id"] ?? element.attributes["resname"] else {
                    reading.findings.append(
                        ImportFinding(
                            .syntax, message: "<trans-unit> has no id",
                            location: location(element, reading.path)))
                    continue
                }
                let id = UnitID(element.attributes["resname"] ?? idText)
                let source = element.element("source")
                let target = element.element("target")
                let codes =
                    source.map { Self.codes(in: $0, idAttribute: "id", equivAttributes: ["equiv-text"]) }
                    ?? [:]
                let sourceText = source.map {
                    text(
                        of: $0, codes: codes, equivAttributes: ["equiv-text"], reading: &reading,
                        isSource: true)
                }
                let targetText = target.map {
                    text(
                        of: $0, codes: codes, equivAttributes: ["equiv-text"], reading: &reading,
                        isSource: false)
                }
                let state = TranslationState(
                    xliff12: target?.attributes["state"], hasTarget: !(targetText ?? "").isEmpty)
                reading.units.append(
                    ImportedUnit(
                        id: id, source: sourceText, target: targetText, state: state,
                        location: location(target ?? element, reading.path),
                        base: element.attributes[TargetBase.attribute]))
            default: continue
            }
        }
    }

    // MARK: XLIFF 2

    private func readXLIFF2(_ container: XMLElementNode, into reading: inout Reading) {
        for element in container.elements {
            switch element.name {
            case "group": readXLIFF2(element, into: &reading)
            case "unit":
                let id: UnitID
                if let name = element.attributes["name"] {
                    id = UnitID(name)
                } else if let token = element.attributes["id"], let parsed = UnitID(token: token) {
                    id = parsed
                } else {
                    reading.findings.append(
                        ImportFinding(
                            .syntax, message: "<unit> has no name or id that names a key",
                            location: location(element, reading.path)))
                    continue
                }
                // A tool may split a unit into several segments (and ignorables between them):
                // the unit's text is all of them in order.
                var sourceText = ""
                var targetText = ""
                var hasTarget = false
                var state: String?
                var subState: String?
                var targetElement: XMLElementNode?
                for part in element.elements where part.name == "segment" || part.name == "ignorable" {
                    if part.name == "segment", state == nil {
                        state = part.attributes["state"]
                        subState = part.attributes["subState"]
                    }
                    guard let source = part.element("source") else { continue }
                    let codes = Self.codes(in: source, idAttribute: "id", equivAttributes: ["equiv", "disp"])
                    let sourcePart = text(
                        of: source, codes: codes, equivAttributes: ["equiv", "disp"], reading: &reading,
                        isSource: true)
                    sourceText += sourcePart
                    if let target = part.element("target") {
                        hasTarget = true
                        targetElement = targetElement ?? target
                        targetText += text(
                            of: target, codes: codes, equivAttributes: ["equiv", "disp"], reading: &reading,
                            isSource: false)
                    } else if part.name == "ignorable" {
                        // An ignorable without a target stands for itself in the translation.
                        targetText += sourcePart
                    }
                }
                reading.units.append(
                    ImportedUnit(
                        id: id, source: sourceText, target: hasTarget ? targetText : nil,
                        state: TranslationState(xliff2: state, subState: subState),
                        location: location(targetElement ?? element, reading.path),
                        base: element.attributes[TargetBase.attribute]))
            default: continue
            }
        }
    }

    // MARK: Inline content

    /// The source's placeholder codes by id.
    private static func codes(in source: XMLElementNode, idAttribute: String, equivAttributes: [String])
        -> [String: String]
    {
        var codes: [String: String] = [:]
        func visit(_ element: XMLElementNode) {
            for child in element.elements {
                if child.name == "x" || child.name == "ph", let id = child.attributes[idAttribute],
                    let code = placeholderCode(child, equivAttributes: equivAttributes)
                {
                    codes[id] = code
                }
                visit(child)
            }
        }
        visit(source)
        return codes
    }

    /// The placeholder an inline code holds: XLIFF 1.2's `<ph>` content (the native code), else
    /// its `equiv-text` (XLIFF 2: `equiv`, `disp`), when that is one `%{name}`.
    private static func placeholderCode(_ code: XMLElementNode, equivAttributes: [String]) -> String? {
        let candidates = [code.text] + equivAttributes.compactMap { code.attributes[$0] }
        return candidates.first { candidate in
            candidate.hasPrefix("%{") && candidate.hasSuffix("}")
                && MessageRun.placeholders(of: candidate).count == 1
                && MessageRun.runs(of: candidate).count == 1
        }
    }

    /// The message text of a `<source>` or `<target>`: text, and placeholders for codes.
    private func text(
        of element: XMLElementNode, codes: [String: String], equivAttributes: [String],
        reading: inout Reading,
        isSource: Bool
    ) -> String {
        var output = ""
        for child in element.children {
            switch child {
            case .text(let text): output += text
            case .element(let inline):
                switch inline.name {
                case "x", "ph":
                    // What the code itself says first, so a renamed placeholder shows.
                    if let code = Self.placeholderCode(inline, equivAttributes: equivAttributes) {
                        output += code
                    } else if let id = inline.attributes["id"], let code = codes[id] {
                        output += code
                    } else {
                        reading.findings.append(
                            ImportFinding(
                                .placeholderMismatch,
                                message:
                                    "<\(inline.name) id=\"\(inline.attributes["id"] ?? "")\"/> is no placeholder "
                                    + "of the source; use the source's codes",
                                location: location(inline, reading.path)))
                    }
                case "mrk":
                    output += text(
                        of: inline, codes: codes, equivAttributes: equivAttributes, reading: &reading,
                        isSource: isSource)
                default:
                    reading.findings.append(
                        ImportFinding(
                            .placeholderMismatch,
                            message:
                                "<\(inline.name)> markup in a \(isSource ? "source" : "target"): a message "
                                + "holds text and the source's placeholder codes only",
                            location: location(inline, reading.path)))
                }
            }
        }
        return output
    }
}
