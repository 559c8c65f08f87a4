import L10nCore

/// Everything one Swift file declares that the schema depends on, before the files are
/// merged: a type's members may come from extensions in other files.
struct FileFacts: Sendable, Codable, Hashable {
    var path: String
    var wrapperProperties: [WrapperProperty] = []
    var memberValues: [MemberID: MemberValueFacts] = [:]
    var enums: [TypePath: EnumFacts] = [:]
    var enumRequests: [EnumLocalizationRequest] = []
    /// Keys written out in code (`.localized(for: Self.self, propertyName: "loadFailed")`).
    var explicitItems: [SchemaItem] = []
    /// Keys built from a type (`.localized(for: T.self, propertyName: "x")`).
    var typeKeyRequests: [TypeKeyRequest] = []
    /// The protocols the file declares, by innermost name.
    var protocolNames: Set<String> = []
    /// Inheritance clauses of declarations and extensions, for protocol conformers.
    var conformances: [TypeConformance] = []
    var diagnostics: [Diagnostic] = []
    /// The keys this file leaves unknown: the types it declares or extends when it does not
    /// parse, the namespace of each key it builds at run time.
    var unreadScopes: [UnreadScope] = []
    /// The file's `// l10nc:ignore` comments.
    var ignoreComments: [IgnoreComment] = []

    init(path: String) {
        self.path = path
    }

    /// Records a key the code builds at run time: its `source-unresolved-key` finding, and the
    /// namespace whose orphans it may read (`nil`: any).
    mutating func noteUnresolvedKey(_ message: String, at location: SourceLocation, namespace: String?) {
        diagnostics.append(Diagnostic(rule: .sourceUnresolvedKey, message: message, location: location))
        unreadScopes.append(UnreadScope(namespace: namespace, cause: .unresolvedKey, location: location))
    }

    /// Whether the file asks for any key (the schema's `localizedFiles`).
    var isLocalized: Bool {
        !wrapperProperties.isEmpty || !enumRequests.isEmpty || !explicitItems.isEmpty
            || !typeKeyRequests.isEmpty
    }
}
