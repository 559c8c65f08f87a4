/// `l10n_check`: `l10nc check --format json`'s document.
public struct CheckRequest: Sendable, Hashable, Codable {
    /// The project; without it, every project under the folder (as `check` checks every project
    /// of a `projects:` list).
    public var project: String?
    /// Only the findings in these files (relative to the server's folder, or absolute).
    public var files: [String]?

    public init(project: String? = nil, files: [String]? = nil) {
        self.project = project
        self.files = files
    }
}
