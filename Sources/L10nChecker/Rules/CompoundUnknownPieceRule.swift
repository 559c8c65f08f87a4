import L10nCore
import L10nRuntime

/// `compound-unknown-piece`: a locale's pattern for a compound (`%{lastName}%{firstName}`)
/// naming a piece the compound does not have, reported at the placeholder.
///
/// Only under `runtime: l10nc`: FOSMVVM joins a compound's pieces with its separator and never
/// reads a pattern (`Localizer.swift`, `localize(_: LocalizableCompoundValue…)`).
struct CompoundUnknownPieceRule: CheckRule {
    var rules: [RuleID] { [.compoundUnknownPiece] }

    func check(_ context: CheckContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for key in context.compoundsByKey.keys.sorted() {
            let compound = context.compoundsByKey[key]!
            let pieces = (compound.pieces ?? []).map(\.name)
            let known = Set(pieces)
            for locale in context.catalog.locales {
                guard let entry = context.catalog.entry(key, in: locale),
                    case .string(let pattern) = entry.value
                else { continue }
                var reported = Set<String>()
                for occurrence in PlaceholderScanner.occurrences(in: pattern.text)
                where !known.contains(occurrence.name) && reported.insert(occurrence.name).inserted {
                    let location = ScalarOffsetLocator.location(ofOffset: occurrence.offset, in: pattern)
                    let names = pieces.isEmpty ? "none" : pieces.map { "%{\($0)}" }.joined(separator: ", ")
                    diagnostics.append(
                        Diagnostic(
                            rule: .compoundUnknownPiece,
                            message:
                                "the '\(locale)' pattern of compound '\(compound.propertyName)' names "
                                + "'%{\(occurrence.name)}', which is not one of its pieces (\(names)); fix the "
                                + "name or add the piece in code",
                            location: location.location,
                            related: [
                                Diagnostic.Related(message: "the compound", location: compound.location)
                            ]))
                }
            }
        }
        return diagnostics
    }
}
