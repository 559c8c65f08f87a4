import Foundation
import L10nCore
import L10nRuntime

/// Reads a GNU gettext PO file back into units, with the position of each `msgstr`.
///
/// The key is the entry's `msgctxt` (an entry without one is no l10nc unit and is reported).
/// A plural entry's `msgstr[i]` are the target locale's CLDR categories in order, the order
/// of the `Plural-Forms` that `export` writes. Obsolete entries (`#~`) are skipped; `fuzzy`
/// marks a translation still to review.
public struct POReader: Sendable {
    /// The plural categories of a locale, in CLDR order; `nil` for a locale that is not one.
    public var pluralCategories: @Sendable (String) -> [PluralCategory]?

    public init(pluralCategories: @escaping @Sendable (String) -> [PluralCategory]?) {
        self.pluralCategories = pluralCategories
    }

    private struct Entry {
        var context: String?
        var id: String?
        var idPlural: String?
        var strings: [Int: String] = [:]
        var flags: Set<String> = []
        /// `#. l10nc-base: …` (`TargetBase`).
        var base: String?
        var line = 0
        var stringLines: [Int: Int] = [:]
        var isEmpty: Bool { context == nil && id == nil && strings.isEmpty }
    }

    public func read(_ bytes: [UInt8], path: String) -> ImportedFile {
        var findings: [ImportFinding] = []
        guard String(validating: bytes, as: UTF8.self) != nil else {
            return ImportedFile(
                path: path, format: .po, sourceLocale: nil, targetLocale: nil, units: [],
                findings: [
                    ImportFinding(
                        .syntax, message: "the file is not UTF-8; save it as UTF-8 (charset=UTF-8)",
                        location: SourceLocation(file: path, line: 1, column: 1))
                ])
        }
        var entries: [Entry] = []
        var entry = Entry()
        // The string a continuation line adds to: a keyword and, for msgstr[i], its index.
        var open: (keyword: String, index: Int)?
        func finish() {
            if !entry.isEmpty { entries.append(entry) }
            entry = Entry()
            open = nil
        }
        var lineNumber = 0
        // Lines are cut on bytes: a PO file's syntax is ASCII, and splitting a String into
        // Characters would cost more than the rest of the read.
        for rawLine in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            lineNumber += 1
            var lineBytes = rawLine[...]
            if lineBytes.last == UInt8(ascii: "\r") { lineBytes = lineBytes.dropLast() }
            if lineNumber == 1, lineBytes.starts(with: [0xEF, 0xBB, 0xBF]) {
                lineBytes = lineBytes.dropFirst(3)
            }
            let trimmedBytes = lineBytes.drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
            let trimmed = Substring(String(decoding: trimmedBytes, as: UTF8.self))
            let location = SourceLocation(
                file: path, line: lineNumber, column: lineBytes.count - trimmedBytes.count + 1)
            if trimmed.isEmpty {
                finish()
                continue
            }
            if trimmed.hasPrefix("#") {
                if trimmed.hasPrefix("#~") { continue }
                if open != nil || entry.id != nil { finish() }
                if trimmed.hasPrefix("#."),
                    case let comment = trimmed.dropFirst(2).trimmingCharacters(in: .whitespaces),
                    comment.hasPrefix(TargetBase.poComment)
                {
                    entry.base = comment.dropFirst(TargetBase.poComment.count).trimmingCharacters(
                        in: .whitespaces)
                }
                if trimmed.hasPrefix("#,") {
                    for flag in trimmed.dropFirst(2).split(separator: ",") {
                        entry.flags.insert(flag.trimmingCharacters(in: .whitespaces))
                    }
                }
                continue
            }
            if trimmed.hasPrefix("\"") {
                guard let current = open else {
                    findings.append(
                        ImportFinding(
                            .syntax, message: "a string with no keyword before it", location: location))
                    continue
                }
                guard let value = unquote(trimmed, location: location, findings: &findings) else { continue }
                append(value, to: current, in: &entry)
                continue
            }
            let keyword = trimmed.prefix { $0 != " " && $0 != "\t" && $0 != "\"" }
            let rest = trimmed.dropFirst(keyword.count).drop { $0 == " " || $0 == "\t" }
            guard let value = unquote(rest, location: location, findings: &findings) else { continue }
            switch keyword {
            case "msgctxt":
                if entry.id != nil || entry.context != nil { finish() }
                entry.context = value
                entry.line = lineNumber
                open = ("msgctxt", 0)
            case "msgid":
                if entry.id != nil { finish() }
                if entry.context == nil { entry.line = lineNumber }
                entry.id = value
                open = ("msgid", 0)
            case "msgid_plural":
                entry.idPlural = value
                open = ("msgid_plural", 0)
            case "msgstr":
                entry.strings[0] = value
                entry.stringLines[0] = lineNumber
                open = ("msgstr", 0)
            default:
                if keyword.hasPrefix("msgstr["), keyword.hasSuffix("]"),
                    let index = Int(keyword.dropFirst(7).dropLast()), index >= 0
                {
                    entry.strings[index] = value
                    entry.stringLines[index] = lineNumber
                    open = ("msgstr", index)
                } else {
                    findings.append(
                        ImportFinding(.syntax, message: "unknown keyword '\(keyword)'", location: location))
                }
            }
        }
        finish()
        return units(of: entries, path: path, findings: findings)
    }

    private func append(_ value: String, to open: (keyword: String, index: Int), in entry: inout Entry) {
        switch open.keyword {
        case "msgctxt": entry.context = (entry.context ?? "") + value
        case "msgid": entry.id = (entry.id ?? "") + value
        case "msgid_plural": entry.idPlural = (entry.idPlural ?? "") + value
        default: entry.strings[open.index, default: ""] += value
        }
    }

    private func units(of entries: [Entry], path: String, findings: [ImportFinding]) -> ImportedFile {
        var findings = findings
        var sourceLocale: String?
        var targetLocale: String?
        var units: [ImportedUnit] = []
        for entry in entries where entry.context == nil && entry.id == "" {
            for line in (entry.strings[0] ?? "").split(separator: "\n") {
                let parts = line.split(separator: ":", maxSplits: 1)
                guard parts.count == 2 else { continue }
                let value = parts[1].trimmingCharacters(in: .whitespaces)
                switch parts[0] {
                case "Language": targetLocale = value
                case "X-Source-Language": sourceLocale = value
                default: break
                }
            }
        }
        if targetLocale == nil || targetLocale == "" {
            targetLocale = nil
            findings.append(
                ImportFinding(
                    .syntax,
                    message: "the header has no 'Language:': say which locale the file translates into",
                    location: SourceLocation(file: path, line: 1, column: 1)))
        }
        let categories = targetLocale.flatMap(pluralCategories)
        for entry in entries {
            if entry.context == nil, entry.id == "" { continue }
            let entryLocation = SourceLocation(file: path, line: entry.line, column: 1)
            guard let context = entry.context else {
                findings.append(
                    ImportFinding(
                        .unknownKey,
                        message: "an entry without msgctxt: l10nc's entries carry their key in msgctxt",
                        location: entryLocation))
                continue
            }
            let state: TranslationState =
                entry.flags.contains("fuzzy")
                ? .needsReview : entry.strings.values.allSatisfy(\.isEmpty) ? .needsTranslation : .translated
            func stringLocation(_ index: Int) -> SourceLocation {
                SourceLocation(file: path, line: entry.stringLines[index] ?? entry.line, column: 1)
            }
            guard let plural = entry.idPlural else {
                let target = entry.strings[0] ?? ""
                units.append(
                    ImportedUnit(
                        id: UnitID(context), source: entry.id, target: target.isEmpty ? nil : target,
                        state: state,
                        location: stringLocation(0), base: entry.base))
                continue
            }
            guard let categories else { continue }
            let sources = ImportedUnit.PluralSources(singular: entry.id ?? "", plural: plural)
            let count = (entry.strings.keys.max() ?? -1) + 1
            if count > categories.count {
                findings.append(
                    ImportFinding(
                        .pluralCategoryExtra,
                        message: "'\(context)' has \(count) plural forms; '\(targetLocale ?? "")' has "
                            + "\(categories.count) (\(categories.map(\.rawValue).joined(separator: ", ")))",
                        location: stringLocation(categories.count)))
            }
            for (index, category) in categories.enumerated() {
                let target = entry.strings[index]
                units.append(
                    ImportedUnit(
                        id: UnitID(key: context, variant: .plural(category)), source: nil,
                        pluralSources: sources,
                        target: target.flatMap { $0.isEmpty ? nil : $0 }, state: state,
                        location: target == nil ? entryLocation : stringLocation(index), base: entry.base))
            }
        }
        return ImportedFile(
            path: path, format: .po, sourceLocale: sourceLocale, targetLocale: targetLocale, units: units,
            findings: findings)
    }

    /// The value of a quoted PO string, escapes resolved.
    private func unquote(_ text: Substring, location: SourceLocation, findings: inout [ImportFinding])
        -> String?
    {
        var scalars = text.unicodeScalars[...]
        guard scalars.first == "\"" else {
            findings.append(ImportFinding(.syntax, message: "expected a quoted string", location: location))
            return nil
        }
        scalars = scalars.dropFirst()
        var output = String.UnicodeScalarView()
        while let scalar = scalars.first {
            scalars = scalars.dropFirst()
            if scalar == "\"" {
                if !scalars.allSatisfy({ $0 == " " || $0 == "\t" }) {
                    findings.append(
                        ImportFinding(.syntax, message: "text after the closing quote", location: location))
                }
                return String(output)
            }
            guard scalar == "\\" else {
                output.append(scalar)
                continue
            }
            guard let escape = scalars.first else { break }
            scalars = scalars.dropFirst()
            switch escape {
            case "n": output.append("\n")
            case "t": output.append("\t")
            case "r": output.append("\r")
            case "a": output.append("\u{07}")
            case "b": output.append("\u{08}")
            case "f": output.append("\u{0C}")
            case "v": output.append("\u{0B}")
            case "\\", "\"", "'", "?": output.append(escape)
            case "0"..."7":
                var digits = String(escape)
                while digits.count < 3, let next = scalars.first, ("0"..."7").contains(next) {
                    digits.unicodeScalars.append(next)
                    scalars = scalars.dropFirst()
                }
                output.append(Unicode.Scalar(UInt8(digits, radix: 8) ?? 0))
            case "x":
                var digits = ""
                while let next = scalars.first, next.properties.isASCIIHexDigit {
                    digits.unicodeScalars.append(next)
                    scalars = scalars.dropFirst()
                }
                guard let value = UInt32(digits, radix: 16), let decoded = Unicode.Scalar(value) else {
                    findings.append(ImportFinding(.syntax, message: "bad \\x escape", location: location))
                    return nil
                }
                output.append(decoded)
            default:
                findings.append(
                    ImportFinding(.syntax, message: "unknown escape '\\\(escape)'", location: location))
                return nil
            }
        }
        findings.append(ImportFinding(.syntax, message: "a string with no closing quote", location: location))
        return nil
    }
}
