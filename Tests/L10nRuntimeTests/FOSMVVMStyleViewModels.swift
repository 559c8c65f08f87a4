// View models written the way FOSMVVM's own tests (FOSUtilities Tests/FOSMVVMTests/TestViewModel.swift)
// and FOSShowcase (Sources/ViewModels/LandingPageViewModel.swift) write them, with the same API
// forms, compiled against L10nRuntime's public API only: no `@testable` here. What a FOSMVVM view
// model needs beyond a changed import is listed in docs/fosmvvm-compatibility.md ("Runtime").
import Foundation
import L10nRuntime

struct ParityViewModel: Codable, Hashable {
    @LocalizedString var aLocalizedString
    @LocalizedString(parentKeys: "aField") var title
    @LocalizedString(parentKeys: "aField", propertyName: "title") var aFieldTitle
    @LocalizedString(parentKey: "aField", propertyName: "title") var parentKeyTitle
    @LocalizedString(parentKeys: "aField", "validationMessages") var error1
    @LocalizedString(parentKeys: ["aField", "validationMessages"], propertyName: "error2") var secondError
    @LocalizedString("aField", messageGroup: "validationMessages", messageKey: "error1") var groupedError
    @LocalizedString(propertyName: "pieces", index: 0) var firstPiece
    @LocalizedInt(value: 42) var aLocalizedInt
    @LocalizedInt var aZeroInt
    @LocalizedDouble(value: 1234.5) var aLocalizedDouble
    @LocalizedDouble(value: 3.14159, maximumFractionDigits: 3) var pi
    @LocalizedDate(value: Date(timeIntervalSince1970: 1_721_046_600), dateStyle: .medium, timeStyle: .short)
    var aLocalizedDate
    @LocalizedStrings var pieces
    @LocalizedString var separator
    @LocalizedCompoundString(pieces: \._pieces) var aLocalizedCompoundNoSep
    @LocalizedCompoundString(pieces: \._pieces, separator: \Self._separator) var aLocalizedCompoundSep

    @LocalizedSubs(substitutions: \.substitutions) var aLocalizedSubstitution
    private var substitutions: [String: any Localizable] {
        [
            "aSub": LocalizableInt(value: subInt),
            "name": LocalizableString.constant("Ada"),
        ]
    }

    private let subInt: Int

    var vmId = ViewModelId()

    var displayName: LocalizableString {
        .constant("ParityViewModel")
    }

    init() {
        self.subInt = 42
    }
}

/// An enum localized by its raw value under a parent type, FOSMVVM's
/// `.localized(for: Self.self, parentType: …, propertyName: rawValue)`.
enum ParityState: String, Codable, CaseIterable, Hashable {
    case pending, running

    var title: LocalizableString {
        .localized(for: Self.self, parentType: ParityViewModel.self, propertyName: rawValue)
    }
}

/// A child view model with its own `vmId`, shown in a list.
struct ParityRowViewModel: Codable, Hashable {
    @LocalizedString var rowTitle
    let state: ParityState
    let stateTitle: LocalizableString
    let updatedAt: Date
    var vmId: ViewModelId

    init(id: Int, state: ParityState, updatedAt: Date) {
        self.vmId = ViewModelId(id: id)
        self.state = state
        self.stateTitle = state.title
        self.updatedAt = updatedAt
    }
}

/// Values built with `LocalizableRef`, the FOSMVVM initializers and `joined(separator:)`; nested
/// view models; a property renamed by `CodingKeys` (its key stays its Swift name).
struct ParityValuesViewModel: Codable, Hashable {
    @LocalizedString var heading
    let ok: LocalizableString
    let secondPiece: LocalizableString
    let pendingTitle: LocalizableString
    let requiredMessage: LocalizableString
    let greeting: LocalizableSubstitutions
    let joined: LocalizableCompoundValue<LocalizableString>
    let counts: LocalizableCompoundValue<LocalizableInt>
    let ratios: LocalizableCompoundValue<LocalizableDouble>
    let days: LocalizableCompoundValue<LocalizableDate>
    let allPieces: LocalizableArray<LocalizableString>
    let grouped: LocalizableInt
    let ungrouped: LocalizableInt
    let ratio: LocalizableDouble
    let day: LocalizableDate
    let isoDay: LocalizableDate
    let createdAt: Date
    var rows: [ParityRowViewModel]
    var child: ParityRowViewModel

    enum CodingKeys: String, CodingKey {
        case heading = "h"
        case ok, secondPiece, pendingTitle, requiredMessage, greeting, joined, counts, ratios, days, allPieces
        case grouped, ungrouped, ratio, day, isoDay, createdAt, rows, child
    }

    init() {
        ok = .localized(.value(keys: "FOSForms", "ok"))
        secondPiece = .localized(.arrayValue(key: "ParityViewModel.pieces", index: 1))
        pendingTitle = .localized(
            LocalizableRef(for: ParityState.self, parentType: ParityViewModel.self, propertyName: "pending"))
        requiredMessage = .localized(
            for: ParityViewModel.self, propertyName: "aField", messageGroup: "validationMessages",
            messageKey: "error1")
        greeting = LocalizableSubstitutions(
            baseString: .localized(key: "ParityViewModel.aLocalizedSubstitution"),
            substitutions: ["aSub": LocalizableInt(value: 7), "name": LocalizableString.constant("Grace")])
        joined = [LocalizableString.constant("One"), .constant("Two")].joined(separator: .constant(" "))
        counts = [LocalizableInt(value: 1000), LocalizableInt(value: 2000)].joined(
            separator: .constant(" / "))
        ratios = [LocalizableDouble(value: 0.5), LocalizableDouble(value: 1234.25)].joined(
            separator: .localized(key: "ParityViewModel.separator"))
        days = [
            LocalizableDate(value: Date(timeIntervalSince1970: 1_721_046_600)),
            LocalizableDate(value: Date(timeIntervalSince1970: 1_721_046_600), dateFormat: "yyyy-MM-dd"),
        ].joined()
        allPieces = .localized(key: "ParityViewModel.pieces")
        grouped = LocalizableInt(value: 1_234_567)
        ungrouped = LocalizableInt(value: 1_234_567, showGroupingSeparator: false, groupingSize: 3)
        ratio = LocalizableDouble(
            value: 1234.5, showGroupingSeparator: true, groupingSize: 3, minimumFractionDigits: 2,
            maximumFractionDigits: 2)
        day = LocalizableDate(value: Date(timeIntervalSince1970: 1_721_046_600))
        isoDay = LocalizableDate(
            value: Date(timeIntervalSince1970: 1_721_046_600), dateStyle: nil, timeStyle: nil,
            dateFormat: "yyyy-MM-dd")
        createdAt = Date(timeIntervalSince1970: 1_721_046_600)
        rows = [
            ParityRowViewModel(
                id: 1, state: .pending, updatedAt: Date(timeIntervalSince1970: 1_721_046_600.25)),
            ParityRowViewModel(id: 2, state: .running, updatedAt: Date(timeIntervalSince1970: 0)),
        ]
        child = ParityRowViewModel(id: 3, state: .running, updatedAt: Date(timeIntervalSince1970: 86_400))
    }
}
