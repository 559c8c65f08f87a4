import Foundation
import L10nRuntime

/// The board's landing page: a greeting, the tabs, and how many tasks are open.
public struct DashboardViewModel: Encodable, Sendable {
    @LocalizedString public var title
    @LocalizedSubs(substitutions: \Self.welcomeSubstitutions) public var welcome
    @LocalizedStrings public var tabs
    @LocalizedInt public var openTaskCount: LocalizableInt

    public let userName: String
    public let openTasks: Int

    private var welcomeSubstitutions: [String: LocalizationArgument] {
        [
            "name": .string(userName),
            "count": .int(LocalizableInt(value: openTasks)),
        ]
    }

    /// A dashboard for `userName`, who has `openTasks` tasks not done yet.
    public init(userName: String, openTasks: Int) {
        self.userName = userName
        self.openTasks = openTasks
        self._openTaskCount = .init(value: openTasks)
    }

    public static func stub() -> Self {
        .init(userName: "Ada", openTasks: 3)
    }
}
