import Foundation
import L10nRuntime
import TaskBoard

/// Each example view model filled as a server would fill it, and each state of the feed
/// that shows a message: together they reach every localized key.
@MainActor
enum SampleViewModels {
    /// 2025-07-15 12:30 UTC.
    static let due = Date(timeIntervalSince1970: 1_752_582_600)

    static func dashboard() -> DashboardViewModel {
        DashboardViewModel(userName: "Ada", openTasks: 3)
    }

    static func taskCards() -> [TaskCardViewModel] {
        TaskCardViewModel.Status.allCases.enumerated().map { offset, status in
            TaskCardViewModel(
                name: "Task \(offset + 1)", status: status, due: due, timeZone: .gmt, openSubtasks: offset * 2
            )
        }
    }

    /// A feed that loaded no entries, and one whose service failed.
    static func feeds() async -> [FeedViewModel] {
        let empty = FeedViewModel(service: FixedFeedService(items: []))
        await empty.load()
        let failed = FeedViewModel(service: UnreachableFeedService())
        await failed.load()
        return [empty, failed]
    }

    /// The JSON of every sample, localized by `encoder` for `locale`, named by view model.
    static func encodeAll(with encoder: LocalizingEncoder, locale: LocaleIdentifier) async throws
        -> [(name: String, json: String)]
    {
        func text(_ data: Data) -> String { String(decoding: data, as: UTF8.self) }
        var encoded: [(name: String, json: String)] = []
        encoded.append(("DashboardViewModel", text(try encoder.encode(dashboard(), locale: locale))))
        for card in taskCards() {
            encoded.append(("TaskCardViewModel", text(try encoder.encode(card, locale: locale))))
        }
        let settings = SettingsFormViewModel(displayName: "Ada", email: "ada@example.com")
        encoded.append(("SettingsFormViewModel", text(try encoder.encode(settings, locale: locale))))
        encoded.append(("UserNameViewModel", text(try encoder.encode(UserNameViewModel(), locale: locale))))
        for feed in await feeds() {
            encoded.append(("FeedViewModel", text(try encoder.encode(feed, locale: locale))))
        }
        return encoded
    }
}
