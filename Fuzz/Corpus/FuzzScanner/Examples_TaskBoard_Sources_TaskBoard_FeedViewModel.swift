import Foundation
import L10nRuntime
import Observation

/// One item of the activity feed: user content, shown as is.
public struct FeedEntry: Encodable, Sendable, Hashable {
    public let text: String
    public let date: Date

    public init(text: String, date: Date) {
        self.text = text
        self.date = date
    }
}

/// Where the feed's entries come from (the server, or a fake in tests and previews).
public protocol FeedService: Sendable {
    func entries() async throws -> [FeedEntry]
}

/// The activity feed's client-side state; its messages are keyed under `FeedViewModel`.
///
/// State a view observes lives on the main actor, so the `Encodable` conformance does too:
/// encode it from the main actor.
@MainActor
@Observable
public final class FeedViewModel {
    public private(set) var entries: [FeedEntry] = []
    public private(set) var errorMessage: LocalizableString?
    public private(set) var emptyMessage: LocalizableString?

    @ObservationIgnored private let service: any FeedService

    public init(service: any FeedService) {
        self.service = service
    }

    public func load() async {
        do {
            entries = try await service.entries()
            errorMessage = nil
            emptyMessage = entries.isEmpty ? .localized(for: Self.self, propertyName: "emptyFeed") : nil
        } catch {
            errorMessage = .localized(for: Self.self, propertyName: "loadFailed")
        }
    }
}

extension FeedViewModel: @MainActor Encodable {
    // Written out: `@Observable` moves the stored properties to `_`-prefixed storage, which
    // synthesis would encode under those names.
    private enum CodingKeys: String, CodingKey { case entries, errorMessage, emptyMessage }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(entries, forKey: .entries)
        try container.encodeIfPresent(errorMessage, forKey: .errorMessage)
        try container.encodeIfPresent(emptyMessage, forKey: .emptyMessage)
    }
}
