/// Which concrete types conform to a protocol, directly, through protocol inheritance, a
/// superclass, or an extension (`extension T: P {}`), across every scanned file.
///
/// Types are matched by their innermost names, as the sources spell inherited types
/// (`FOSMVVM.ViewModel` is `ViewModel`).
struct ProtocolConformers: Sendable {
    private var protocolNames: Set<String> = []
    /// Innermost name to the names it inherits from, merged over declarations and extensions.
    private var inherited: [String: Set<String>] = [:]
    private var concreteTypes: Set<TypePath> = []

    mutating func add(protocols: Set<String>, conformances: [TypeConformance]) {
        protocolNames.formUnion(protocols)
        for conformance in conformances {
            inherited[conformance.typePath.name, default: []].formUnion(conformance.inheritedNames)
            if conformance.isConcrete { concreteTypes.insert(conformance.typePath) }
        }
    }

    func isProtocol(_ name: String) -> Bool { protocolNames.contains(name) }

    /// The concrete types that conform to `protocolName`, sorted.
    func concreteConformers(of protocolName: String) -> [TypePath] {
        concreteTypes.filter { conforms($0.name, to: protocolName) }.sorted()
    }

    /// Whether the type named `name` inherits from `protocolName`, directly or not.
    func conforms(_ name: String, to protocolName: String) -> Bool {
        var visited: Set<String> = [name]
        var pending = [name]
        while let next = pending.popLast() {
            for parent in inherited[next] ?? [] where visited.insert(parent).inserted {
                if parent == protocolName { return true }
                pending.append(parent)
            }
        }
        return false
    }
}
