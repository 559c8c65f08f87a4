import FOSMVVM
import Foundation

@ViewModel
public struct StorefrontViewModel {
    @LocalizedString public var pageTitle
    @LocalizedString public var checkoutButton
    @LocalizedSubs(substitutions: \.greetingSubs) public var greeting

    public var greetingSubs: [String: LocalizableString] { ["name": .constant(customerName)] }
    public let customerName: String
    public let vmId = ViewModelId()
}
