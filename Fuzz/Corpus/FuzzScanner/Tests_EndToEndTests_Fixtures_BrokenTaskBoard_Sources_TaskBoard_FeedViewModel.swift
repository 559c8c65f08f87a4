import FOSMVVM
import Foundation
import Observation

/// The activity feed's client-side state; its messages are keyed under `FeedViewModel`.
@MainActor
@Observable
public final class FeedViewModel {
    public private(set) var entries: [FeedEntry] = []
    public private(set) var errorMessage: LocalizableString?
    public private(set) var emptyMessage: LocalizableString?

    private let service: FeedService

    public init(service: FeedService) {
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
