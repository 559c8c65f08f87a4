import Foundation

@testable import L10nRuntime

/// View models in the FOSMVVM shape, used by the encoder tests.
struct DashboardViewModel: Codable, Sendable {
    @LocalizedString var pageTitle
    @LocalizedString var subtitle
    @LocalizedString(parentKeys: "aField") var title
    @LocalizedString(parentKeys: "aField", propertyName: "title") var aFieldTitle
    @LocalizedString(parentKeys: "aField", "validationMessages", propertyName: "required") var requiredMessage
    @LocalizedString(propertyName: "tabs", index: 1) var secondTab
    @LocalizedStrings var tabs
    @LocalizedSubs(substitutions: \Self.welcomeSubstitutions) var welcome
    let welcomeSubstitutions: [String: String]
    @LocalizedSubs(substitutions: \Self.messageSubstitutions) var messages
    let messageSubstitutions: [String: Int]
    @LocalizedInt var total: LocalizableInt
    var plain: String

    init(name: String, count: Int, total: Int) {
        welcomeSubstitutions = ["name": name]
        messageSubstitutions = ["count": count]
        self.total = LocalizableInt(value: total)
        plain = "a/b"
    }
}

struct PersonViewModel: Codable, Sendable {
    @LocalizedString var firstName
    @LocalizedString var lastName
    @LocalizedString var separator
    @LocalizedStrings var pieces
    @LocalizedCompoundString(pieces: \Self._firstName, \Self._lastName, separator: \Self._separator)
    var fullName
    @LocalizedCompoundString(pieces: \Self._pieces, separator: \Self._separator) var allPieces
    @LocalizedCompoundString(pieces: \Self._pieces) var joinedPieces

    init() {}
}

enum SessionState: String, Codable, CaseIterable {
    case pending, running

    var title: LocalizableString { .localized(for: Self.self, propertyName: rawValue) }
    var nestedTitle: LocalizableString {
        .localized(for: Self.self, parentType: Outer.self, propertyName: rawValue)
    }
}

enum Outer {}

struct Page<Item: Codable>: Codable {
    @LocalizedString(propertyName: "pageTitle") var heading
    var items: [Item]
}

struct SubstitutionCases: Codable {
    var repeated: LocalizableSubstitutions
    var unknown: LocalizableSubstitutions
    var path: LocalizableString
    var quoted: LocalizableString
}
