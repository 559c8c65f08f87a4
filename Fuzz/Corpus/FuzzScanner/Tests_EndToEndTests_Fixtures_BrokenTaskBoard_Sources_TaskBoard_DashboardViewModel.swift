import FOSMVVM
import Foundation

/// The board's landing page: a greeting, the tabs, and how many tasks are open.
@ViewModel
public struct DashboardViewModel: RequestableViewModel {
    public typealias Request = DashboardRequest

    @LocalizedString public var title
    @LocalizedSubs(substitutions: \.welcomeSubstitutions) public var welcome
    @LocalizedStrings public var tabs
    @LocalizedString(propertyName: "tabs", index: selectedTab) public var selectedTabTitle
    @LocalizedInt public var openTaskCount: LocalizableInt

    public let userName: String
    public let openTasks: Int
    public let selectedTab: Int
    public let vmId: ViewModelId

    private var welcomeSubstitutions: [String: any Localizable] {
        [
            "name": LocalizableString.constant(userName),
            "count": LocalizableInt(value: openTasks),
        ]
    }

    public init(userName: String, openTasks: Int, selectedTab: Int) {
        self.userName = userName
        self.openTasks = openTasks
        self.selectedTab = selectedTab
        self._openTaskCount = .init(value: openTasks)
        self.vmId = .init()
    }

    public static func stub() -> Self {
        .init(userName: "Ada", openTasks: 3, selectedTab: 0)
    }
}
