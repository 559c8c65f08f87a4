import L10nCore

/// The unread scopes that hold findings back (`UnreadScope.holdsBackOrphans`: a Swift file that
/// does not parse), by the namespace they hold back. A part's findings depend on those of its
/// own namespaces and on those of no namespace, which hold back every part; they change
/// rarely (a file breaks or is mended).
public struct HeldBackScopes: Sendable, Hashable {
    private var byNamespace: [String: [UnreadScope]] = [:]
    private var everywhere: [UnreadScope] = []

    /// The scopes among `scopes` that hold findings back.
    public init(_ scopes: some Sequence<UnreadScope>) {
        for scope in scopes where scope.holdsBackOrphans {
            if let namespace = scope.namespace {
                byNamespace[namespace, default: []].append(scope)
            } else {
                everywhere.append(scope)
            }
        }
        // Sorted, so equal scopes compare (and hash) equal whatever order a scan gave them in.
        everywhere.sort()
        for namespace in byNamespace.keys { byNamespace[namespace]!.sort() }
    }

    /// Whether no scope holds anything back.
    public var isEmpty: Bool { byNamespace.isEmpty && everywhere.isEmpty }

    /// The scopes that hold back findings about `namespaces`, sorted.
    public func scopes(of namespaces: [String]) -> [UnreadScope] {
        guard !isEmpty else { return [] }
        var scopes = everywhere
        for namespace in namespaces { scopes += byNamespace[namespace] ?? [] }
        return scopes.sorted()
    }
}
