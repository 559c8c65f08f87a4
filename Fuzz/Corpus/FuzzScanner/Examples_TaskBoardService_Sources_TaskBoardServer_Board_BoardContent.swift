import Foundation

/// What the service shows: the signed-in user, the board's open task count and the task
/// cards. The data is the same for every locale; only its presentation is localized.
public struct BoardContent: Sendable, Hashable {
    public var userName: String
    /// Open tasks on the whole board (more than the cards listed, so the count shows digit
    /// grouping and a plural form other than `one`).
    public var openTaskCount: Int
    public var tasks: [BoardTask]
    /// The zone dates are written in: a server's own zone is never the reader's.
    public var timeZone: TimeZone

    public init(userName: String, openTaskCount: Int, tasks: [BoardTask], timeZone: TimeZone) {
        self.userName = userName
        self.openTaskCount = openTaskCount
        self.tasks = tasks
        self.timeZone = timeZone
    }

    /// The task with `id`, if the board has one.
    public func task(id: Int) -> BoardTask? {
        tasks.first { $0.id == id }
    }

    /// The board the example service and its tests serve.
    public static let sample = BoardContent(
        userName: "Ada",
        openTaskCount: 1_204,
        tasks: [
            BoardTask(
                id: 1, name: "Write the release notes", status: .inProgress,
                due: Date(timeIntervalSince1970: 1_773_576_000), openSubtasks: 2),  // 2026-03-15 12:00 UTC
            BoardTask(
                id: 2, name: "Review the German translation", status: .todo,
                due: Date(timeIntervalSince1970: 1_774_008_000), openSubtasks: 5),  // 2026-03-20 12:00 UTC
            BoardTask(
                id: 3, name: "Tag version 1.0", status: .done,
                due: Date(timeIntervalSince1970: 1_772_366_400), openSubtasks: 1),  // 2026-03-01 12:00 UTC
        ],
        timeZone: TimeZone(identifier: "UTC")!
    )
}
