@ViewModel
public struct ProfileViewModel: RequestableViewModel {
    @LocalizedString public var title

    public let userName: String
}
