import FOSMVVM
import Foundation

/// One task on the board.
@ViewModel
public struct TaskCardViewModel: RequestableViewModel {
    public typealias Request = TaskCardRequest

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
    @LocalizedSubs(substitutions: \.openTaskSubstitutions) public var openTasks
    @LocalizedDate public var dueDate: LocalizableDate

    public let name: String
    public let status: Status
    public let statusTitle: LocalizableString
    public let vmId: ViewModelId
    private let openTaskSubstitutions: [String: LocalizableInt]

    public init(name: String, status: Status, due: Date, openSubtasks: Int) {
        self.name = name
        self.status = status
        self.statusTitle = status.title
        self._dueDate = .init(value: due, dateStyle: .medium)
        self.openTaskSubstitutions = ["count": LocalizableInt(value: openSubtasks)]
        self.vmId = .init()
    }

    public static func stub() -> Self {
        .init(name: "Write the release notes", status: .inProgress, due: .now, openSubtasks: 2)
    }
}
