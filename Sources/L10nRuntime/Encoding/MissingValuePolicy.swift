/// What the encoder does when the target locale has no message for a key. Whatever the
/// policy, the output never holds a `null` where a client expects text.
public enum MissingValuePolicy: Sendable, Hashable {
    /// Follow the locale's fallback chain, then the default locale; a key no locale has is
    /// shown as `⟦Type.key⟧`. The default, for production.
    case fallback
    /// Show `⟦Type.key⟧` for any key the locale's own chain lacks, without falling back to
    /// the default locale: missing translations stand out in development.
    case showKey
    /// Throw `LocalizationError.missingMessage` for any key the locale's own chain lacks.
    case throwError
}
