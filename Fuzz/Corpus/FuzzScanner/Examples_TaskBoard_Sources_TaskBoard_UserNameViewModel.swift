import Foundation
import L10nRuntime

/// A user's name, ordered per locale: `ja` may give `fullName: "%{lastName}%{firstName}"`.
public struct UserNameViewModel: Encodable, Sendable {
    @LocalizedString public var firstName
    @LocalizedString public var lastName
    @LocalizedString public var nameSeparator
    @LocalizedCompoundString(pieces: \Self._firstName, \Self._lastName, separator: \Self._nameSeparator)
    public var fullName

    public init() {}

    public static func stub() -> Self {
        .init()
    }
}
