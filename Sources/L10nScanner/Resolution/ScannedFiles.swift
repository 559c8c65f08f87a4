import L10nCore

/// What a scan's result keeps of each analyzed file once its facts are in the resolver: its
/// path, whether it asks for keys, and its ignore comments.
///
/// The scan lets each file's facts go as soon as the resolver has merged them, so the facts
/// of every file are never alive at once; this is all the result needs of them afterwards.
struct ScannedFiles {
    /// The analyzed files (the schema's `scannedFiles`), in the order they were added.
    private(set) var paths: [String] = []
    /// The files that ask for any key (the schema's `localizedFiles`).
    private(set) var localizedPaths: [String] = []
    /// Every file's `// l10nc:ignore` comments, in the order they were added.
    private(set) var ignoreComments: [IgnoreComment] = []

    mutating func add(_ facts: FileFacts) {
        paths.append(facts.path)
        if facts.isLocalized { localizedPaths.append(facts.path) }
        ignoreComments += facts.ignoreComments
    }

    /// `comments` in file and line order, as the scan's result lists them.
    static func ordered(_ comments: [IgnoreComment]) -> [IgnoreComment] {
        comments.sorted { ($0.location, $0.line) < ($1.location, $1.line) }
    }
}
