/// Where a unit's translation stands, said in each format's own vocabulary when written.
public enum TranslationState: String, Sendable, Hashable, CaseIterable {
    /// No translation yet.
    case needsTranslation = "needs-translation"
    /// Translated from today's source text.
    case translated
    /// Translated from an earlier source text (stale in `l10nc.lock`): to review.
    case needsReview = "needs-review"

    /// XLIFF 1.2's `<target state="…">`.
    public var xliff12State: String {
        switch self {
        case .needsTranslation: "needs-translation"
        case .translated: "translated"
        case .needsReview: "needs-review-translation"
        }
    }

    /// XLIFF 2's `<segment state="…">` (and `subState`, which XLIFF 2 leaves to tools).
    public var xliff2State: (state: String, subState: String?) {
        switch self {
        case .needsTranslation: ("initial", nil)
        case .translated: ("translated", nil)
        case .needsReview: ("initial", "l10nc:needs-review")
        }
    }

    /// The state an XLIFF 1.2 `state` attribute says; absent means translated when there is
    /// a target (XLIFF 1.2 has no default).
    public init(xliff12 state: String?, hasTarget: Bool) {
        switch state {
        case "new", "needs-translation", "needs-l10n", "needs-adaptation": self = .needsTranslation
        case "needs-review-translation", "needs-review-l10n", "needs-review-adaptation": self = .needsReview
        case nil: self = hasTarget ? .translated : .needsTranslation
        default: self = .translated
        }
    }

    /// The state of an XLIFF 2 segment (`initial` when absent, as the standard says).
    public init(xliff2 state: String?, subState: String?) {
        switch state ?? "initial" {
        case "initial": self = subState == "l10nc:needs-review" ? .needsReview : .needsTranslation
        default: self = .translated
        }
    }

    /// A String Catalog `stringUnit`'s `state`.
    public var stringCatalogState: String {
        switch self {
        case .needsTranslation: "new"
        case .translated: "translated"
        case .needsReview: "needs_review"
        }
    }

    /// The state a String Catalog `stringUnit` says: `translated`, `new`, `needs_review`; a unit
    /// without one is translated when it has text (Xcode writes the state always). Any other
    /// state (`stale`, a tool's own) is not taken as a translation: it is to review.
    public init(stringCatalog state: String?, hasValue: Bool) {
        switch state {
        case "translated": self = .translated
        case "new": self = .needsTranslation
        case nil: self = hasValue ? .translated : .needsTranslation
        default: self = .needsReview
        }
    }
}
