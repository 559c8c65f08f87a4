/// `l10n_submit`: translations to validate and write.
public struct SubmitRequest: Sendable, Hashable, Decodable {
    public var project: String?
    public var translations: [SubmittedTranslation]

    public init(project: String? = nil, translations: [SubmittedTranslation]) {
        self.project = project
        self.translations = translations
    }
}

/// One translation of a submission. An item that does not decode (a text that is a number, a
/// key missing) is kept with why, and rejected on its own: the rest of the batch still counts.
public struct SubmittedTranslation: Sendable, Hashable, Decodable {
    public var key: String
    public var locale: String
    /// `nil` when the item's `text` is missing or not a string, list or category object.
    public var text: UnitText?
    /// The unit's `base` as `l10n_gaps` served it: refused when the text changed since.
    public var base: String?
    /// Why the item does not decode, if it does not.
    public var problem: String?

    public init(key: String, locale: String, text: UnitText, base: String? = nil) {
        self.key = key
        self.locale = locale
        self.text = text
        self.base = base
    }

    private enum CodingKeys: String, CodingKey {
        case key, locale, text, base
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        key = (try? container.decode(String.self, forKey: .key)) ?? ""
        locale = (try? container.decode(String.self, forKey: .locale)) ?? ""
        base = try? container.decodeIfPresent(String.self, forKey: .base)
        var problems: [String] = []
        if key.isEmpty { problems.append("`key` (a string, such as \"TaskViewModel.title\") is required") }
        if locale.isEmpty { problems.append("`locale` (a string, such as \"de\") is required") }
        if container.contains(.base), base == nil { problems.append("`base` must be a string") }
        do {
            text = try container.decode(UnitText.self, forKey: .text)
        } catch {
            text = nil
            problems.append(
                container.contains(.text)
                    ? "`text` must be a string, a list of strings, or an object from plural category to string"
                    : "`text` is required")
        }
        problem = problems.isEmpty ? nil : problems.joined(separator: "; ")
    }
}

/// What `l10n_submit` did: each item accepted (and written) or rejected, in the batch's order.
public struct SubmitResult: Sendable, Hashable, Codable {
    public var accepted: [AcceptedTranslation]
    public var rejected: [RejectedTranslation]
}

/// A translation written (or already there): where its key is now.
public struct AcceptedTranslation: Sendable, Hashable, Codable {
    public var key: String
    public var locale: String
    /// Relative to the server's folder.
    public var file: String
    public var line: Int
}

/// A translation refused, with the rule it breaks (a `check` rule id where `check` would report
/// it once written, else the submission's own: see docs/agents.md).
public struct RejectedTranslation: Sendable, Hashable, Codable {
    public var key: String
    public var locale: String
    public var rule: String
    public var message: String
}
