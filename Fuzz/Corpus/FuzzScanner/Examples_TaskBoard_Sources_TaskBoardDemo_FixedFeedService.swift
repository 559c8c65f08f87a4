import TaskBoard

/// A feed service that always returns the same entries.
struct FixedFeedService: FeedService {
    var items: [FeedEntry]

    func entries() async throws -> [FeedEntry] { items }
}
