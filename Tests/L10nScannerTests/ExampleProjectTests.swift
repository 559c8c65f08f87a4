import Foundation
import L10nCore
import L10nScanner
import Testing

/// The TaskBoard example is what the end-to-end checks and the docs run on; its keys are
/// the contract with `Examples/TaskBoard/Resources`.
@Suite struct ExampleProjectTests {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples/TaskBoard").path

    @Test func everyKeyOfTheTaskBoardExample() throws {
        let result = try SchemaScanner().scan(roots: [Self.root])
        let prefix = Self.root + "/Sources/TaskBoard/"
        let summary = result.schema.items.map { item in
            let file = item.location.file.replacingOccurrences(of: prefix, with: "")
            let placeholders = item.placeholders.map { " {\($0.joined(separator: ","))}" } ?? ""
            return
                "\(item.key) \(item.kind.rawValue)\(placeholders) \(file):\(item.location.line):\(item.location.column)"
        }
        #expect(
            summary == [
                "DashboardViewModel.openTaskCount formatted DashboardViewModel.swift:12:30",
                "DashboardViewModel.tabs array DashboardViewModel.swift:11:34",
                "DashboardViewModel.title string DashboardViewModel.swift:9:33",
                "DashboardViewModel.welcome subs {count,name} DashboardViewModel.swift:10:70",
                "FeedViewModel.emptyFeed string FeedViewModel.swift:23:87",
                "FeedViewModel.loadFailed string FeedViewModel.swift:25:69",
                "SettingsFormViewModel.displayName.placeholder string SettingsFormViewModel.swift:12:89",
                "SettingsFormViewModel.displayName.title string SettingsFormViewModel.swift:11:83",
                "SettingsFormViewModel.displayName.validationMessages.required string SettingsFormViewModel.swift:17:16",
                "SettingsFormViewModel.email.title string SettingsFormViewModel.swift:13:77",
                "SettingsFormViewModel.email.validationMessages.invalid string SettingsFormViewModel.swift:19:16",
                "SettingsFormViewModel.language.options array SettingsFormViewModel.swift:14:83",
                "SettingsFormViewModel.title string SettingsFormViewModel.swift:10:33",
                "TaskCardViewModel.Status.doing enum-case TaskCardViewModel.swift:12:14",
                "TaskCardViewModel.Status.done enum-case TaskCardViewModel.swift:13:14",
                "TaskCardViewModel.Status.todo enum-case TaskCardViewModel.swift:11:14",
                "TaskCardViewModel.dueDate formatted TaskCardViewModel.swift:22:31",
                "TaskCardViewModel.dueLabel string TaskCardViewModel.swift:20:33",
                "TaskCardViewModel.openTasks subs {count} TaskCardViewModel.swift:21:71",
                "UserNameViewModel.firstName string UserNameViewModel.swift:9:33",
                "UserNameViewModel.fullName compound UserNameViewModel.swift:13:16",
                "UserNameViewModel.lastName string UserNameViewModel.swift:10:33",
                "UserNameViewModel.nameSeparator string UserNameViewModel.swift:11:33",
            ])
        let fullName = try #require(result.schema.items.first { $0.kind == .compound })
        #expect(
            fullName.pieces == [
                CompoundPiece(name: "firstName", key: "UserNameViewModel.firstName"),
                CompoundPiece(name: "lastName", key: "UserNameViewModel.lastName"),
            ])
        #expect(fullName.separatorKey == "UserNameViewModel.nameSeparator")
        #expect(result.diagnostics.isEmpty)
        #expect(result.schema.localizedFiles.count == 5)
    }
}
