import TaskBoard

/// A feed service whose server cannot be reached.
struct UnreachableFeedService: FeedService {
    struct Unreachable: Error {}

    func entries() async throws -> [FeedEntry] { throw Unreachable() }
}
