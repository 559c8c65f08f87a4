import Foundation
import L10nCore
import L10nYAML

/// What each runtime does with a resource value, where the rules depend on it.
extension ServingRuntime {
    /// The rules that never report under this runtime: what it serves is not wrong there.
    var rulesNotReported: Set<RuleID> {
        switch self {
        case .fosmvvm:
            // `yaml11-scalar` gives way to `value-not-text` when sources are scanned.
            [
                .yaml11Scalar, .pluralMissingCategory, .pluralExtraCategory, .compoundUnknownPiece,
                .fileTypeMismatch,
            ]
        case .l10nc:
            [.resourceNotLoaded, .valueNotText, .valueTrimmed, .percentEscape]
        }
    }

    /// l10nc parses each text as a message, where `%%` is one `%`; FOSMVVM serves text as
    /// written, replacing only `%{name}` placeholders.
    var readsPercentEscapes: Bool { self == .l10nc }

    /// l10nc selects plural variants; FOSMVVM has no plurals (its store flattens a mapping of
    /// `one:`/`other:` into plain keys).
    var servesPlurals: Bool { self == .l10nc }

    /// The text this runtime serves for a string value (not an array item): FOSMVVM trims
    /// every string it loads (`YamlLocalizationStore.swift`: `trimmingCharacters(in:
    /// .whitespacesAndNewlines)`), and serves no text for a plain scalar Yams types otherwise.
    func servedText(of scalar: CatalogScalar) -> String {
        guard self == .fosmvvm else { return scalar.text }
        return scalar.text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The type FOSMVVM's loader gives the scalar when it is not a string (plain scalars only;
    /// quoted and block scalars are strings).
    static func yamsType(of scalar: CatalogScalar) -> YamsScalarResolver.ScalarType? {
        guard scalar.style == .plain else { return nil }
        return YamsScalarResolver.type(ofPlain: scalar.text)
    }
}
