/// A value a view model shows, localized when the view model is encoded for a locale:
/// FOSMVVM's `Localizable`, so code written against FOSMVVM (`[String: any Localizable]`
/// substitutions, `localizedString` on the client) compiles unchanged.
///
/// On the encoding side a value is a recipe (a key, a number and its style); after decoding
/// the localizing encoder's output it holds the text, which `localizedString` reads.
public protocol Localizable: Codable, Hashable, Sendable, LocalizationArgumentConvertible {
    /// The localized text; throws `LocalizationError.localizationUnbound` on a value that
    /// still needs a locale (a key not yet encoded and decoded).
    var localizedString: String { get throws }

    /// The pieces of a compound value or the elements of an array, each localized; a single
    /// value's text as the only element.
    var localizedArray: [String] { get throws }
}

extension Localizable {
    public var localizedArray: [String] {
        get throws { [try localizedString] }
    }

    /// `true` when the localized text is empty or not yet known, as in FOSMVVM.
    public var isEmpty: Bool { (try? localizedString.isEmpty) ?? true }
}
