import Foundation
import L10nRuntime

/// One task on the board.
public struct TaskCardViewModel: Encodable, Sendable {
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

    private var openTaskSubstitutions: [String: LocalizableInt] {
        ["count": LocalizableInt(value: openSubtasks)]
    }

    /// The card of task `name`, due at `due` (written in `timeZone`, the reader's), with
    /// `openSubtasks` subtasks not done yet.
    public init(name: String, status: Status, due: Date, timeZone: TimeZone, openSubtasks: Int) {
        self.name = name
        self.status = status
        self.statusTitle = status.title
        self._dueDate = .init(value: due, format: .styles(date: .medium, time: .none), timeZone: timeZone)
        self.openSubtasks = openSubtasks
    }

    public static func stub() -> Self {
        .init(
            name: "Write the release notes", status: .inProgress, due: .now, timeZone: .gmt, openSubtasks: 2)
    }
}
