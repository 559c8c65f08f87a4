import Foundation
import L10nRuntime

// Stand-in for the TaskBoard example's view model until that package builds against
// L10nRuntime: the same type name, properties and keys.

/// One task on the board.
public struct TaskCardViewModel: Codable, Sendable {
    /// Where a task stands; each case's title lives under `TaskCardViewModel.Status`.
    public enum Status: String, CaseIterable, Codable, Hashable, Sendable {
        case todo
        case inProgress = "doing"
        case done

        public var title: LocalizableString {
            .localized(for: Self.self, parentType: TaskCardViewModel.self, propertyName: rawValue)
        }
    }

    @LocalizedString public var dueLabel
    @LocalizedSubs(substitutions: \Self.openTaskSubstitutions) public var openTasks
    @LocalizedDate public var dueDate: LocalizableDate

    public let name: String
    public let status: Status
    public let statusTitle: LocalizableString
    public let openSubtasks: Int

    /// Computed, so it is not encoded: the wrapper reads it from the instance being encoded.
    private var openTaskSubstitutions: [String: LocalizableInt] {
        ["count": LocalizableInt(value: openSubtasks)]
    }

    public init(name: String, status: Status, due: Date, openSubtasks: Int, timeZone: TimeZone) {
        self.name = name
        self.status = status
        self.statusTitle = status.title
        self.dueDate = LocalizableDate(value: due, format: .styles(date: .medium, time: .none), timeZone: timeZone)
        self.openSubtasks = openSubtasks
    }
}
