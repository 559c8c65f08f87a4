import Foundation
import L10nRuntime
import TaskBoard

/// The board's views in every table locale, localized once at startup and kept as plain
/// values, so a baseline request costs only a `JSONEncoder` run.
public struct PlainContent: Sendable {
    public let dashboards: [LocaleIdentifier: PlainDashboard]
    /// Task cards by locale, then by task id.
    public let taskCards: [LocaleIdentifier: [Int: PlainTaskCard]]

    /// Localizes every view of `board` in every locale of the encoder's table, then decodes
    /// the JSON into plain values: the same text the localized endpoints serve.
    public init(board: BoardContent, encoder: LocalizingEncoder) throws {
        let decoder = JSONDecoder()
        var dashboards: [LocaleIdentifier: PlainDashboard] = [:]
        var taskCards: [LocaleIdentifier: [Int: PlainTaskCard]] = [:]
        for locale in encoder.table.locales {
            dashboards[locale] = try decoder.decode(
                PlainDashboard.self, from: encoder.encode(DashboardViewModel(board: board), locale: locale))
            var cards: [Int: PlainTaskCard] = [:]
            for task in board.tasks {
                let viewModel = TaskCardViewModel(task: task, timeZone: board.timeZone)
                cards[task.id] = try decoder.decode(
                    PlainTaskCard.self, from: encoder.encode(viewModel, locale: locale))
            }
            taskCards[locale] = cards
        }
        self.dashboards = dashboards
        self.taskCards = taskCards
    }
}
