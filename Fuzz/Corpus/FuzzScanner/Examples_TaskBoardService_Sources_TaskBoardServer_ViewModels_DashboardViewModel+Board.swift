import TaskBoard

extension DashboardViewModel {
    /// The dashboard of `board`.
    public init(board: BoardContent) {
        self.init(userName: board.userName, openTasks: board.openTaskCount)
    }
}
