import Foundation

/// The key names of Swift types, as the scanner writes them: the bare type name, generic
/// arguments dropped (`Page<Item>` → `Page`). Cached per type, since `String(describing:)`
/// is far too slow for every encode.
enum TypeNames {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var cache: [ObjectIdentifier: String] = [:]

    static func name(of type: Any.Type) -> String {
        let id = ObjectIdentifier(type)
        lock.lock()
        if let name = cache[id] {
            lock.unlock()
            return name
        }
        lock.unlock()
        var name = String(describing: type)
        if let angle = name.firstIndex(of: "<") { name = String(name[..<angle]) }
        lock.lock()
        cache[id] = name
        lock.unlock()
        return name
    }
}
