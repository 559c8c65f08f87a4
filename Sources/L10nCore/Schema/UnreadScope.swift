/// Keys that l10nc could not read completely: what a Swift syntax error, a key the code builds
/// at run time, or a YAML file cut short by a syntax error leaves unknown.
///
/// Incomplete knowledge is never evidence. A key in an unread scope is not deleted as an
/// orphan, is neither side of a rename, and (after a syntax error) is not stubbed as missing:
/// `fix`, the language server's quick fixes and every other writer leave it alone, and `check`
/// says so once, at the finding that names the cause.
///
/// Scopes are namespaces (a key's first component, in FOSMVVM the view model's type name), so
/// that each falls within one part of a project checked by parts (`ProjectPartition`).
public struct UnreadScope: Sendable, Hashable, Codable, Comparable {
    /// What left the keys unknown.
    public enum Cause: String, Sendable, Hashable, Codable, Comparable {
        /// A Swift file with a syntax error declares or extends the type: the keys it needs may
        /// be missing from the schema, so neither its missing keys nor its orphans are known.
        case sourceSyntax = "source-syntax"
        /// A YAML file a syntax error cut short holds the type: its keys after the error are
        /// unknown, so neither its missing keys nor its orphans are known.
        case resourceSyntax = "resource-syntax"
        /// The code reads a key it builds at run time (`source-unresolved-key`): any key of the
        /// scope may be the one it reads, so none of them is known to be an orphan. Its missing
        /// keys are missing all the same.
        case unresolvedKey = "unresolved-key"

        public static func < (lhs: Cause, rhs: Cause) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The first key component the scope covers; `nil` for every key of the project (a key
    /// whose every component is built at run time).
    public var namespace: String?
    public var cause: Cause
    /// Where the finding that names the cause is.
    public var location: SourceLocation

    public init(namespace: String?, cause: Cause, location: SourceLocation) {
        self.namespace = namespace
        self.cause = cause
        self.location = location
    }

    /// The first component of a dotted key: the namespace it belongs to.
    public static func namespace(of key: String) -> String {
        // The UTF-8 view finds the dot without walking grapheme clusters: this runs once per
        // schema item and key on every layout.
        guard let dot = key.utf8.firstIndex(of: UInt8(ascii: ".")) else { return key }
        return String(key[..<dot])
    }

    /// Whether `key` (dotted, first component the namespace) is in the scope.
    public func covers(_ key: String) -> Bool {
        guard let namespace else { return true }
        guard key.utf8.starts(with: namespace.utf8) else { return false }
        let rest = key.utf8.dropFirst(namespace.utf8.count)
        return rest.isEmpty || rest.first == UInt8(ascii: ".")
    }

    /// Whether `check` holds back the scope's `missing-key` findings: after a syntax error the
    /// key may be in the part of the file not read (YAML), or not needed at all (Swift).
    public var holdsBackMissingKeys: Bool { cause != .unresolvedKey }

    /// Whether `check` holds back the scope's `orphan-key` findings: only after a Swift syntax
    /// error, when a property that needs the key may be in the part of the file not read. (A
    /// key read before a YAML syntax error is an orphan all the same; a key built at run time
    /// leaves each orphan finding, which is likely true, and only keeps writers from acting.)
    public var holdsBackOrphans: Bool { cause == .sourceSyntax }

    /// Why no fix touches the scope's keys, for an editor's hover or a command's message.
    public var reason: String {
        switch cause {
        case .sourceSyntax:
            "\(location.file) does not parse (\(location)), and it declares \(shownScope): its keys are not known "
                + "until it parses, so none is reported missing or orphaned, or added, renamed or deleted by a fix"
        case .resourceSyntax:
            "\(location.file) stops at a syntax error (\(location)), and the rest may hold keys of \(shownScope): "
                + "none is reported missing or orphaned, or added, renamed or deleted by a fix, until it parses"
        case .unresolvedKey:
            "the code at \(location) reads a key it builds at run time, which may be any key of \(shownScope): "
                + "no fix deletes or renames one that no property needs"
        }
    }

    /// The scope as a finding's message names it.
    public var shownScope: String {
        namespace.map { "'\($0)'" } ?? "any type"
    }

    public static func < (lhs: UnreadScope, rhs: UnreadScope) -> Bool {
        (lhs.location, lhs.namespace ?? "", lhs.cause) < (rhs.location, rhs.namespace ?? "", rhs.cause)
    }
}

extension Sequence<UnreadScope> {
    /// The scope that covers `key` and keeps writers from acting on it, if any: a syntax
    /// error's before a key built at run time (the stronger reason).
    public func scope(covering key: String) -> UnreadScope? {
        filter { $0.covers(key) }.min { ($0.cause, $0.location) < ($1.cause, $1.location) }
    }
}
