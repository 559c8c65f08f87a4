import Foundation
import L10nCore
import L10nEditing
import L10nLanguageServerProtocol
import L10nMemory
import L10nProject
import L10nReporting
import L10nRuntime

/// Translation memory in the editor: its matches offered as completions of a value in a
/// locale's YAML, and a missing key's quick fix "use the translation from …".
extension LanguageServer {
    /// The translation memory of `snapshot`'s project (`ProjectMemory`, as `fix --fill memory`
    /// builds it), made the first time it is asked for after a change reached the engines:
    /// building it reads the `memory:` files, too slow for every keystroke's request.
    /// `nil` when a `memory:` file cannot be read at all (logged once).
    func memory(of snapshot: ProjectSnapshot) -> TranslationMemory? {
        let key = snapshot.lockPath ?? snapshot.parts.first?.files.first ?? ""
        if let cached = memories[key] { return cached }
        var memory: TranslationMemory?
        do {
            let built = try ProjectMemory.build(snapshot: snapshot, lock: snapshot.lock)
            for finding in built.findings { log("l10nc lsp: translation memory: \(finding)") }
            memory = built.memory
        } catch {
            log("l10nc lsp: \(error.description); no translation memory")
        }
        memories[key] = .some(memory)
        return memory
    }

    /// After `key:` in a locale other than the default one, nothing typed yet: the memory's
    /// matches for the key's default-locale text (a plural variant's by its CLDR category, the
    /// default locale's `other` for a category it lacks), best first, each inserted as a
    /// double-quoted scalar. A list's elements are not offered one by one.
    func memoryCompletion(
        key name: String, parents: String, locale: LocaleIdentifier, lineBefore: String,
        in snapshot: ProjectSnapshot
    ) -> [CompletionItem] {
        guard locale != snapshot.defaultLocale,
            let colon = lineBefore.lastIndex(of: ":"),
            lineBefore[lineBefore.index(after: colon)...].allSatisfy({ $0 == " " }),
            let memory = memory(of: snapshot), !memory.isEmpty
        else { return [] }
        let defaultLocale = snapshot.defaultLocale
        let key = parents.isEmpty ? name : parents + "." + name
        let catalog = snapshot.catalog(holding: key)
        let matches: [MemoryMatch]
        if let category = PluralCategory(rawValue: name), !parents.isEmpty,
            case .mapping? = catalog.entry(parents, in: defaultLocale)?.value
        {
            guard
                case .string(let scalar)? =
                    (catalog.entry(key, in: defaultLocale)
                    ?? catalog.entry(parents + ".other", in: defaultLocale))?.value
            else { return [] }
            matches = memory.matches(of: scalar.text, in: locale, category: category)
        } else if case .string(let scalar)? = catalog.entry(key, in: defaultLocale)?.value {
            matches = memory.matches(of: scalar.text, in: locale)
        } else {
            return []
        }
        let space = lineBefore.hasSuffix(" ") ? "" : " "
        return matches.enumerated().map { rank, match in
            let quoted = ScalarRenderer.doubleQuoted(match.target)
            let kind = match.isExact ? "same text" : "\(match.score)% similar: \(match.source)"
            return CompletionItem(
                label: match.target, kind: 1,
                detail: relativeToWorkspace("translation memory, \(kind), from \(match.originDescription)"),
                insertText: space + quoted, sortText: String(format: "%02d", rank), filterText: match.target)
        }
    }

    /// For each missing-key finding, a fix per locale the memory has an exact match in: what
    /// `fix --fill memory` writes there (recorded in the lock as needing review), titled
    /// "use the translation from …" with where the match comes from.
    func memoryFixes(of findings: [L10nCore.Diagnostic], in snapshot: ProjectSnapshot)
        -> [L10nCore.Diagnostic: [DiagnosticFix]]
    {
        guard !findings.isEmpty, let memory = memory(of: snapshot), !memory.isEmpty else { return [:] }
        let filler = FixPlanner(
            snapshot: snapshot, options: FixPlanOptions(ruleFilter: [.missingKey], memory: memory))
        let filled = filler.diagnosticFixes(unsaved: workspace.unsaved, updatingLock: true)
        var result: [L10nCore.Diagnostic: [DiagnosticFix]] = [:]
        for finding in findings {
            // Only the memory's fills: a fix without a match is one the plain fixes offer.
            result[finding] = (filled[finding] ?? []).compactMap { fix in
                guard let marker = fix.description.range(of: FixPlanner.memorySummaryMarker) else {
                    return nil
                }
                let origin = fix.description[marker.upperBound...]
                let what = fix.description[..<marker.lowerBound]
                return DiagnosticFix(
                    description: "use the translation from \(origin): \(what)", replacements: fix.replacements
                )
            }
        }
        return result
    }
}
