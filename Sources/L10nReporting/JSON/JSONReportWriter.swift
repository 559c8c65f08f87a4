import Foundation

/// `JSONReportDocument` written byte for byte as `StableJSON.string` writes it (`JSONEncoder`:
/// pretty-printed, keys sorted, slashes unescaped), without going through `Codable`.
///
/// `--format json` of a project with 10,000 findings spent 0.3 s, a third of the whole check, in
/// the encoder building and sorting a tree of every finding's keys; the document's shape is
/// fixed, so its keys are written in their sorted order directly. The summary (the one number
/// that is not an integer) is still the encoder's, indented to its place. A differential test
/// compares this writer with the encoder on fixtures and on texts of every kind of character.
enum JSONReportWriter {
    static func string(_ document: JSONReportDocument) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(512 + document.diagnostics.count * 640)
        out += #"{\#n  "diagnostics" : "#.utf8
        writeArray(document.diagnostics, indent: "  ", to: &out) { finding, out in write(finding, to: &out) }
        out += #",\#n  "summary" : "#.utf8
        var summary = StableJSON.string(document.summary)
        summary.removeLast()  // its line break; the document's follow
        out += summary.replacingOccurrences(of: "\n", with: "\n  ").utf8
        out += ",\n  \"version\" : \(document.version)\n}\n".utf8
        return String(decoding: out, as: UTF8.self)
    }

    private static func write(_ finding: JSONReportDocument.Finding, to out: inout [UInt8]) {
        out += "    {\n".utf8
        if let fixIt = finding.fixIt {
            out += #"      "fixIt" : "#.utf8
            write(string: fixIt, to: &out)
            out += ",\n".utf8
        }
        out += #"      "location" : "#.utf8
        write(finding.location, indent: "      ", to: &out)
        out += #",\#n      "message" : "#.utf8
        write(string: finding.message, to: &out)
        out += #",\#n      "related" : "#.utf8
        writeArray(finding.related, indent: "      ", to: &out) { related, out in
            out += #"        {\#n          "location" : "#.utf8
            write(related.location, indent: "          ", to: &out)
            out += #",\#n          "message" : "#.utf8
            write(string: related.message, to: &out)
            out += "\n        }".utf8
        }
        out += #",\#n      "rule" : "#.utf8
        write(string: finding.rule, to: &out)
        out += #",\#n      "severity" : "#.utf8
        write(string: finding.severity, to: &out)
        out += "\n    }".utf8
    }

    /// `[`, each element on lines of its own (the element writes its indentation), `]` at
    /// `indent`; an empty array as the encoder writes one: `[`, an empty line, `]`.
    private static func writeArray<Element>(
        _ elements: [Element], indent: String, to out: inout [UInt8],
        _ writeElement: (Element, inout [UInt8]) -> Void
    ) {
        out.append(UInt8(ascii: "["))
        if elements.isEmpty { out.append(UInt8(ascii: "\n")) }
        for (index, element) in elements.enumerated() {
            out += (index == 0 ? "\n" : ",\n").utf8
            writeElement(element, &out)
        }
        out += "\n\(indent)]".utf8
    }

    private static func write(_ location: JSONReportDocument.Location, indent: String, to out: inout [UInt8])
    {
        out += "{\n\(indent)  \"column\" : \(location.column),\n\(indent)  \"file\" : ".utf8
        write(string: location.file, to: &out)
        out += ",\n\(indent)  \"line\" : \(location.line)\n\(indent)}".utf8
    }

    /// A JSON string as the encoder writes it: `"` and `\` escaped, the control characters below
    /// U+0020 as `\b`, `\f`, `\n`, `\r`, `\t` or `\u00XX`, everything else as it is.
    private static func write(string: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        for byte in string.utf8 {
            switch byte {
            case UInt8(ascii: "\""): out += #"\""#.utf8
            case UInt8(ascii: "\\"): out += #"\\"#.utf8
            case 0x08: out += #"\b"#.utf8
            case 0x0C: out += #"\f"#.utf8
            case UInt8(ascii: "\n"): out += #"\n"#.utf8
            case UInt8(ascii: "\r"): out += #"\r"#.utf8
            case UInt8(ascii: "\t"): out += #"\t"#.utf8
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                out += #"\u00"#.utf8
                out.append(hex[Int(byte >> 4)])
                out.append(hex[Int(byte & 0xF)])
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}
