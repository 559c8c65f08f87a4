import L10nCore
import SwiftSyntax

/// Reads a direct lookup in FOSMVVM's `LocalizationStore`: `store.t("key", locale: l)`,
/// `.v(…)`, `.translate(…)`, `.value(…)`, `.keyExists(…)`
/// (`Sources/FOSMVVM/Localization/LocalizationStore.swift`).
///
/// Such a call resolves a key at run time, so the key is *used*: the resources that hold it
/// are not orphans. It is not *required*, since code may probe for a key on purpose
/// (`keyExists`), and every lookup has a default. Only a literal key is read; a key held in
/// a variable names nothing, and since a lookup never makes a key required, nothing is
/// reported for it.
enum StoreLookupReader {
    static let methodNames: Set<String> = ["t", "v", "translate", "value", "keyExists"]

    /// The looked-up key, or `nil` when `call` is not a store lookup with a literal key.
    static func key(of call: FunctionCallExprSyntax) -> (key: String, expression: ExprSyntax)? {
        guard let access = call.calledExpression.as(MemberAccessExprSyntax.self), access.base != nil,
            methodNames.contains(access.declName.baseName.text),
            let first = call.arguments.first, first.label == nil,
            call.arguments.contains(where: { $0.label?.text == "locale" }),
            let key = LiteralReader.string(first.expression), !key.isEmpty
        else { return nil }
        return (key, first.expression)
    }

    /// The schema item that marks `key` used.
    static func item(key: String, location: L10nCore.SourceLocation) -> SchemaItem {
        let components = key.split(separator: ".", omittingEmptySubsequences: false)
        return SchemaItem(
            key: key, kind: .storeLookup, typeName: String(components.first ?? ""),
            propertyName: String(components.last ?? ""), location: location, isRawKey: true)
    }
}
