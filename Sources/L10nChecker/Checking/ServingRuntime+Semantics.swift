import L10nCore
import L10nYAML

/// What each runtime does with a resource value, where the rules depend on it: the one place
/// that tells the runtimes apart. A rule declares the runtimes it serves (`RuleMetadata.runtimes`)
/// and asks these properties for every other difference; no rule compares runtimes itself.
extension ServingRuntime {
    /// The rules that never report under this runtime, since what they catch is not wrong
    /// there: those whose `RuleMetadata.runtimes` leave it out, and the reader's rules that a
    /// checker rule replaces (`supersededReaderRules`).
    var rulesNotReported: Set<RuleID> {
        Set(RuleMetadata.all.lazy.filter { !$0.runtimes.contains(self) }.map(\.id)).union(
            supersededReaderRules)
    }

    /// The reader's rules whose findings give way to a checker rule once sources are scanned:
    /// under FOSMVVM, `value-not-text` says exactly which values Yams types and where that blanks
    /// a text, and the reader's YAML 1.1 approximation (keys and unread values included) would
    /// only repeat it less precisely.
    var supersededReaderRules: Set<RuleID> { self == .fosmvvm ? [.yaml11Scalar] : [] }

    /// The reader's (and the scanner's) findings this runtime reports: those of the rules that
    /// serve it (`constant-placeholder` serves `fosmvvm` only), and without
    /// `supersededReaderRules` when sources are scanned.
    public func reportedReaderFindings(_ diagnostics: [Diagnostic], sourcesScanned: Bool) -> [Diagnostic] {
        let dropped = rulesNotReported.subtracting(sourcesScanned ? [] : supersededReaderRules)
        guard diagnostics.contains(where: { dropped.contains($0.rule) }) else { return diagnostics }
        return diagnostics.filter { !dropped.contains($0.rule) }
    }

    /// A string where an array is read: FOSMVVM's `Locale.array` serves it as a one-element
    /// array (an `index:` read of it is blank); l10nc's table needs an array.
    var servesStringAsOneElementArray: Bool { self == .fosmvvm }

    /// The items of an array value this runtime serves: FOSMVVM keeps only the items Yams reads
    /// as strings (`compactMap { $0 as? String }`), which shifts every later index.
    func servedElements(of elements: [CatalogScalar]) -> [CatalogScalar] {
        guard self == .fosmvvm else { return elements }
        return elements.filter { Self.yamsType(of: $0) == nil }
    }

    /// Whether this runtime serves the text empty: l10nc when it is empty; FOSMVVM when it is
    /// empty once trimmed (strings, not array items), unless Yams reads it as null, which is
    /// `value-not-text`'s.
    func servesEmpty(_ scalar: CatalogScalar, isArrayItem: Bool) -> Bool {
        guard self == .fosmvvm else { return scalar.text.isEmpty }
        if Self.yamsType(of: scalar) == .null { return false }
        return (isArrayItem ? scalar.text : servedText(of: scalar)).isEmpty
    }

    /// Whether a text with these facts may be served empty (`servesEmpty(_:isArrayItem:)` is
    /// `false` for any other): a test on the facts the check context found once, so that a
    /// rule makes a message only for the few that may be.
    func mayServeEmpty(_ facts: TextFacts, isArrayItem: Bool) -> Bool {
        guard self == .fosmvvm, !isArrayItem else { return facts.contains(.empty) }
        return facts.contains(.blank)
    }

    /// Whether the text this runtime serves differs from the text written (`servedText(of:)`),
    /// from its facts.
    func trims(_ facts: TextFacts) -> Bool {
        self == .fosmvvm && facts.contains(.trimmable)
    }

    /// l10nc selects plural variants; FOSMVVM has no plurals (its store flattens a mapping of
    /// `one:`/`other:` into plain keys).
    var servesPlurals: Bool { self == .l10nc }

    /// The text this runtime serves for a string value (not an array item): FOSMVVM trims
    /// every string it loads (`YamlLocalizationStore.swift`: `trimmingCharacters(in:
    /// .whitespacesAndNewlines)`), and serves no text for a plain scalar Yams types otherwise.
    func servedText(of scalar: CatalogScalar) -> String {
        guard self == .fosmvvm else { return scalar.text }
        return TextFacts.trimmed(scalar.text)
    }

    /// The type FOSMVVM's loader gives the scalar when it is not a string (plain scalars only;
    /// quoted and block scalars are strings).
    static func yamsType(of scalar: CatalogScalar) -> YamsScalarResolver.ScalarType? {
        guard scalar.style == .plain else { return nil }
        return YamsScalarResolver.type(ofPlain: scalar.text)
    }
}
