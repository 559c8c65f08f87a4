import Foundation
import TaskBoard

extension TaskCardViewModel {
    /// The card of `task`, its due date written in `timeZone`.
    public init(task: BoardTask, timeZone: TimeZone) {
        self.init(
            name: task.name, status: task.status, due: task.due, timeZone: timeZone,
            openSubtasks: task.openSubtasks)
    }
}
