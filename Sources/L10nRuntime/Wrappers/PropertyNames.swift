import Foundation

/// The property names of key paths to wrapper storage (`\Self._pieces` → `pieces`), which a
/// compound string needs to compute its pieces' keys.
///
/// Found once per key path with `Mirror` on a copy of the model whose target property is
/// marked, then cached: reflection runs on the first encode of a type, never on the hot path.
enum PropertyNames {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var cache: [AnyKeyPath: String] = [:]
    private static let marker = "\u{0}l10nc-property-probe"

    static func name<Model>(of keyPath: WritableKeyPath<Model, LocalizedString>, in model: Model) -> String? {
        name(of: keyPath, in: model, mark: { $0.location.propertyName = marker }) {
            ($0 as? LocalizedString)?.location.propertyName == marker
        }
    }

    static func name<Model>(of keyPath: WritableKeyPath<Model, LocalizedStrings>, in model: Model) -> String?
    {
        name(of: keyPath, in: model, mark: { $0.location.propertyName = marker }) {
            ($0 as? LocalizedStrings)?.location.propertyName == marker
        }
    }

    private static func name<Model, Wrapper>(
        of keyPath: WritableKeyPath<Model, Wrapper>, in model: Model, mark: (inout Wrapper) -> Void,
        isMarked: (Any) -> Bool
    ) -> String? {
        lock.lock()
        let cached = cache[keyPath]
        lock.unlock()
        if let cached { return cached }
        var probe = model
        mark(&probe[keyPath: keyPath])
        guard let label = Mirror(reflecting: probe).children.first(where: { isMarked($0.value) })?.label
        else {
            return nil
        }
        let name = label.hasPrefix("_") ? String(label.dropFirst()) : label
        lock.lock()
        cache[keyPath] = name
        lock.unlock()
        return name
    }
}
