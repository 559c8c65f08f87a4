import FOSMVVM
import Foundation

/// A user's name, ordered per locale: `ja` may give `fullName: "%{lastName}%{firstName}"`.
@ViewModel
public struct UserNameViewModel: RequestableViewModel {
    public typealias Request = UserNameRequest

    @LocalizedString public var firstName
    @LocalizedString public var lastName
    @LocalizedString public var nameSeparator
    @LocalizedCompoundString(pieces: [\._firstName, \._lastName], separator: \._nameSeparator)
    public var fullName

    public let vmId: ViewModelId

    public init() {
        self.vmId = .init()
    }

    public static func stub() -> Self {
        .init()
    }
}
