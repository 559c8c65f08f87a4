import Foundation
import TaskBoard

/// One task the service can show as a card.
public struct BoardTask: Sendable, Hashable {
    public var id: Int
    public var name: String
    public var status: TaskCardViewModel.Status
    public var due: Date
    public var openSubtasks: Int

    public init(id: Int, name: String, status: TaskCardViewModel.Status, due: Date, openSubtasks: Int) {
        self.id = id
        self.name = name
        self.status = status
        self.due = due
        self.openSubtasks = openSubtasks
    }
}
