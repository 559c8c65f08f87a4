import L10nCore
import L10nMemory
import L10nRuntime

/// Reads a TMX 1.4 file (Translation Memory eXchange, LISA/GALA) into a translation memory.
///
/// `<header srclang>` names the source language (`*all*`: each unit's variant in the project's
/// default language is its source); each `<tu>` holds one `<tuv xml:lang>` per language, whose
/// `<seg>` is the text. Inline codes (`<ph>`, `<bpt>`, `<ept>`, `<it>`) hold the native code, so
/// their content is kept as text (`<ph>%{name}</ph>` is the placeholder `%{name}`); `<hi>` and
/// `<sub>` are transparent. Units whose `tuid` or properties say nothing l10nc uses are read
/// alike.
struct TMXReader {
    func add(_ bytes: [UInt8], path: String, to memory: inout TranslationMemory, origin: Int)
        -> [ImportFinding]
    {
        let root: XMLElementNode
        do {
            root = try XMLTreeReader.read(bytes)
        } catch {
            return [
                ImportFinding(
                    .syntax, message: "not well-formed XML: \(error.message)",
                    location: SourceLocation(file: path, line: error.line, column: error.column))
            ]
        }
        func at(_ element: XMLElementNode) -> SourceLocation {
            SourceLocation(file: path, line: element.line, column: element.column)
        }
        guard root.name == "tmx" else {
            return [
                ImportFinding(
                    .syntax, message: "the root element is <\(root.name)>, not <tmx>", location: at(root))
            ]
        }
        let header = root.element("header")
        let declared = header?.attributes["srclang"]
        if let declared, declared != "*all*",
            let problem = MemoryFileReader.sourceProblem(declared, memory: memory, path: path)
        {
            return [problem]
        }
        let sourceLanguage = memory.defaultLocale.language
        var findings: [ImportFinding] = []
        for unit in root.element("body")?.elements("tu") ?? [] {
            var variants: [(locale: LocaleIdentifier, text: String)] = []
            for variant in unit.elements("tuv") {
                guard let lang = variant.attributes["xml:lang"] ?? variant.attributes["lang"],
                    let locale = LocaleIdentifier(lang)
                else {
                    findings.append(
                        ImportFinding(
                            .syntax, message: "<tuv> has no xml:lang naming a language", location: at(variant)
                        ))
                    continue
                }
                guard let segment = variant.element("seg") else { continue }
                variants.append((locale, segment.text))
            }
            let sourceIndex =
                variants.firstIndex {
                    declared != nil && declared != "*all*" && $0.locale == LocaleIdentifier(declared!)
                }
                ?? variants.firstIndex { $0.locale.language == sourceLanguage }
            guard let sourceIndex else { continue }
            let source = variants[sourceIndex].text
            for (index, variant) in variants.enumerated() where index != sourceIndex {
                memory.add(
                    source: source, target: variant.text, locale: variant.locale, originIndex: origin,
                    reference: unit.attributes["tuid"])
            }
        }
        return findings
    }
}
