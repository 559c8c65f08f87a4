import Foundation
import L10nCore
import L10nScanner
import Testing

/// The TaskBoard example is what the end-to-end checks and the docs run on; its keys are
/// the contract with the YAML beside the view models in `Examples/TaskBoard/Sources/TaskBoard`.
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
                "DashboardViewModel.openTaskCount formatted DashboardViewModel.swift:9:30",
                "DashboardViewModel.tabs array DashboardViewModel.swift:8:34",
                "DashboardViewModel.title string DashboardViewModel.swift:6:33",
                "DashboardViewModel.welcome subs {count,name} DashboardViewModel.swift:7:74",
                "FeedViewModel.emptyFeed string FeedViewModel.swift:42:87",
                "FeedViewModel.loadFailed string FeedViewModel.swift:44:69",
                "SettingsFormViewModel.displayName.placeholder string SettingsFormViewModel.swift:8:89",
                "SettingsFormViewModel.displayName.title string SettingsFormViewModel.swift:7:83",
                "SettingsFormViewModel.displayName.validationMessages.required string SettingsFormViewModel.swift:13:16",
                "SettingsFormViewModel.email.title string SettingsFormViewModel.swift:9:77",
                "SettingsFormViewModel.email.validationMessages.invalid string SettingsFormViewModel.swift:15:16",
                "SettingsFormViewModel.language.options array SettingsFormViewModel.swift:10:83",
                "SettingsFormViewModel.title string SettingsFormViewModel.swift:6:33",
                "TaskCardViewModel.Status.doing enum-case TaskCardViewModel.swift:9:14",
                "TaskCardViewModel.Status.done enum-case TaskCardViewModel.swift:10:14",
                "TaskCardViewModel.Status.todo enum-case TaskCardViewModel.swift:8:14",
                "TaskCardViewModel.dueDate formatted TaskCardViewModel.swift:19:31",
                "TaskCardViewModel.dueLabel string TaskCardViewModel.swift:17:33",
                "TaskCardViewModel.openTasks subs {count} TaskCardViewModel.swift:18:75",
                "UserNameViewModel.firstName string UserNameViewModel.swift:6:33",
                "UserNameViewModel.fullName compound UserNameViewModel.swift:10:16",
                "UserNameViewModel.lastName string UserNameViewModel.swift:7:33",
                "UserNameViewModel.nameSeparator string UserNameViewModel.swift:8:33",
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
