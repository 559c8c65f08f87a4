import L10nEditing

/// What a message's target text was when a translators' file was exported, so `import` can
/// tell a translation made against today's text from one that would overwrite newer work.
///
/// It is the fingerprint of the message's text in the target locale (`TranslationInventory`'s
/// form: an array's elements and a plural's variants one per line), or `none` when the locale
/// had no text. Each format keeps it where its tools keep data of their own: XLIFF 1.2 and 2
/// as the `l10nc:base` attribute of each unit (namespace `urn:l10nc`, which both standards
/// allow on units), PO as an extracted comment `#. l10nc-base: …`, which gettext tools and
/// editors carry through.
public enum TargetBase {
    /// The XML namespace of the `l10nc:base` attribute.
    public static let namespace = "urn:l10nc"
    /// The attribute's qualified name in XLIFF.
    public static let attribute = "l10nc:base"
    /// The prefix of the PO comment.
    public static let poComment = "l10nc-base:"

    /// The base of a target text; `nil`: the locale has none.
    public static func of(_ text: String?) -> String {
        text.map { ContentFingerprint(text: $0).description } ?? "none"
    }
}
