/// `l10n_accept`: what `l10nc fix --accept` does, for the keys and locales given.
public struct AcceptRequest: Sendable, Hashable, Codable {
    public var project: String?
    /// The keys to mark current; all when absent or empty.
    public var keys: [String]?
    /// Only these locales' translations; every locale when absent or empty.
    public var locales: [String]?

    public init(project: String? = nil, keys: [String]? = nil, locales: [String]? = nil) {
        self.project = project
        self.keys = keys
        self.locales = locales
    }
}

/// What `l10n_accept` did.
public struct AcceptResult: Sendable, Hashable, Codable {
    /// How many translations (key and locale) were marked current or reviewed.
    public var accepted: Int
    /// The lock file written (relative to the server's folder); `nil` when nothing changed.
    public var lock: String?
    /// The agent's texts still to review in the project afterwards.
    public var reviewsLeft: Int
}
