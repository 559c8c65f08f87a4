import L10nCore

/// What changed files do to a project's layout (`ProjectLayout`): whether the parts stay as
/// they were laid out, and which parts the change touches. The one rule by which
/// `ProjectEngine` keeps its layout between updates and the check cache keeps the one it
/// recorded between runs; either lays the parts out again when `keepsLayout` is false.
public struct LayoutChange: Sendable {
    /// Whether the parts stay as they were laid out.
    public private(set) var keepsLayout = true
    /// The resource files and namespaces changed, each once.
    public private(set) var files: [String] = []
    public private(set) var namespaces: [String] = []

    public init() {}

    /// A resource file read again: the parts stay while it holds the locales, namespaces and
    /// keys after a stop it held (`before`; `nil` for a file new to the layout, which does not
    /// keep it).
    public mutating func resource(
        _ path: String, before: ProjectLayout.ResourceSummary?, after: ProjectLayout.ResourceSummary
    ) {
        if before?.locales != after.locales || before?.namespaces != after.namespaces
            || before?.keysAfterStop != after.keysAfterStop
        {
            keepsLayout = false
        }
        files.append(path)
    }

    /// A namespace whose items changed: the parts stay while its items read and name the same
    /// types, and it neither comes nor goes (`nil`: no items).
    public mutating func namespace(_ name: String, before: NamespaceShape?, after: NamespaceShape?) {
        switch (before, after) {
        case (nil, nil): return
        case (let before?, let after?): if before != after { keepsLayout = false }
        default: keepsLayout = false
        }
        namespaces.append(name)
    }

    /// A change the parts cannot be kept through (a file listed or gone).
    public mutating func relayOut() { keepsLayout = false }

    /// The positions among `parts` of those holding a changed file or namespace, in order.
    public func touchedParts(of parts: [ProjectPartition.Part]) -> [Int] {
        guard !files.isEmpty || !namespaces.isEmpty else { return [] }
        // An edit touches a file or two: compared, not hashed, against every part's.
        let fileSet = Set(files)
        let namespaceSet = Set(namespaces)
        let files = files
        let namespaces = namespaces
        let isChangedFile: (String) -> Bool =
            files.count <= 8 ? { files.contains($0) } : { fileSet.contains($0) }
        let isChangedNamespace: (String) -> Bool =
            namespaces.count <= 8 ? { namespaces.contains($0) } : { namespaceSet.contains($0) }
        return parts.indices.filter { position in
            parts[position].files.contains(where: isChangedFile)
                || parts[position].namespaces.contains(where: isChangedNamespace)
        }
    }
}
