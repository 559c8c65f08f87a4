/// A task card as plain strings already localized, the baseline of `/tasks/:id`. Its fields
/// match the JSON of `TaskCardViewModel`.
public struct PlainTaskCard: Codable, Sendable, Hashable {
    public var dueLabel: String
    public var openTasks: String
    public var dueDate: PlainLocalizedDate
    public var name: String
    public var status: String
    public var statusTitle: String
    public var openSubtasks: Int

    public init(
        dueLabel: String, openTasks: String, dueDate: PlainLocalizedDate, name: String, status: String,
        statusTitle: String,
        openSubtasks: Int
    ) {
        self.dueLabel = dueLabel
        self.openTasks = openTasks
        self.dueDate = dueDate
        self.name = name
        self.status = status
        self.statusTitle = statusTitle
        self.openSubtasks = openSubtasks
    }
}
