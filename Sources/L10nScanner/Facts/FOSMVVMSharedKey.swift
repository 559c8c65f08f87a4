import L10nCore

/// A key that FOSMVVM itself asks for: the shared form-button texts of
/// `LocalizableString.defaultOkTitle`, `.defaultCancelTitle` and `.defaultSaveTitle`
/// (FOSMVVM `Localization/LocalizableString.swift`: `.localized(.value(keys: "FOSForms", "ok"))`).
enum FOSMVVMSharedKey: String, CaseIterable, Sendable, Codable {
    case ok
    case cancel
    case save

    /// The `LocalizableString` static property that names the key.
    var propertyName: String {
        switch self {
        case .ok: "defaultOkTitle"
        case .cancel: "defaultCancelTitle"
        case .save: "defaultSaveTitle"
        }
    }

    /// The key as FOSMVVM's store looks it up.
    var key: String { "FOSForms.\(rawValue)" }

    init?(propertyName: String) {
        guard let found = Self.allCases.first(where: { $0.propertyName == propertyName }) else { return nil }
        self = found
    }

    /// The texts a `FormFieldModel` encodes.
    static func formButtons(withSave: Bool) -> [FOSMVVMSharedKey] {
        withSave ? [.cancel, .save] : [.cancel]
    }

    func item(at location: SourceLocation) -> SchemaItem {
        SchemaItem(
            key: key, kind: .string, typeName: "FOSForms", propertyName: rawValue, location: location,
            isRawKey: true)
    }
}
