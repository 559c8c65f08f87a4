/// The dashboard as plain strings already localized: what `/plain/dashboard` serves with
/// Foundation's `JSONEncoder`, the baseline the localizing encoder is measured against.
/// Its fields match the JSON of `DashboardViewModel`.
public struct PlainDashboard: Codable, Sendable, Hashable {
    public var title: String
    public var welcome: String
    public var tabs: [String]
    public var openTaskCount: PlainLocalizedInt
    public var userName: String
    public var openTasks: Int

    public init(
        title: String, welcome: String, tabs: [String], openTaskCount: PlainLocalizedInt, userName: String,
        openTasks: Int
    ) {
        self.title = title
        self.welcome = welcome
        self.tabs = tabs
        self.openTaskCount = openTaskCount
        self.userName = userName
        self.openTasks = openTasks
    }
}
