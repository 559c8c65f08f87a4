import Foundation

/// The formats of each locale, built on first use and shared by every thread.
///
/// Thread-safe: a lock guards the dictionary, and each `LocaleFormats` guards its own
/// caches. An encode fetches its locale's formats once, not once per value.
public final class FormatterCache: @unchecked Sendable {
    private let lock = NSLock()
    private var formats: [String: LocaleFormats] = [:]

    public init() {}

    /// The cache `LocalizationTable.render` uses.
    static let shared = FormatterCache()

    func formats(for tag: String) -> LocaleFormats {
        lock.lock()
        if let cached = formats[tag] {
            lock.unlock()
            return cached
        }
        lock.unlock()
        // Built outside the lock: learning a locale's digits calls ICU several times.
        let built = LocaleFormats(tag: tag)
        lock.lock()
        defer { lock.unlock() }
        if let raced = formats[tag] { return raced }
        formats[tag] = built
        return built
    }
}
