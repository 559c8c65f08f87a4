import Foundation
import L10nRuntime

// Stand-in for the TaskBoard example's view model until that package builds against
// L10nRuntime: the same type name, properties and keys.

/// The board's landing page: a greeting, the tabs, and how many tasks are open.
public struct DashboardViewModel: Codable, Sendable {
    @LocalizedString public var title
    @LocalizedSubs(substitutions: \Self.welcomeSubstitutions) public var welcome
    @LocalizedStrings public var tabs
    @LocalizedInt public var openTaskCount: LocalizableInt

    public let userName: String
    public let openTasks: Int
    /// Computed, so it is not encoded: the wrapper reads it from the instance being encoded.
    private var welcomeSubstitutions: [String: LocalizationArgument] {
        ["name": .string(userName), "count": .int(LocalizableInt(value: openTasks))]
    }

    public init(userName: String, openTasks: Int) {
        self.userName = userName
        self.openTasks = openTasks
        self.openTaskCount = LocalizableInt(value: openTasks)
    }
}
