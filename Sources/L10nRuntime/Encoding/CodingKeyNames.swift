import Foundation

/// The Swift property name behind a coding key: the name of the `CodingKeys` case, whatever
/// string it encodes as (`case title = "t"` → `title`). The key a localized property needs
/// is its property name, as the scanner reads it from the source.
///
/// Read with the Swift runtime's own enum case name lookup (what `print` uses for an enum
/// without a description), once per key type and key, then cached; a key that is not an enum
/// case (a struct key) is its string value.
enum CodingKeyNames {
    private struct Entry: Hashable {
        let type: ObjectIdentifier
        let stringValue: String
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var cache: [Entry: String] = [:]

    static func propertyName(of key: any CodingKey) -> String {
        let entry = Entry(type: ObjectIdentifier(type(of: key)), stringValue: key.stringValue)
        lock.lock()
        let cached = cache[entry]
        lock.unlock()
        if let cached { return cached }
        let name = caseName(of: key) ?? key.stringValue
        lock.lock()
        cache[entry] = name
        lock.unlock()
        return name
    }

    private static func caseName<Key: CodingKey>(of key: Key) -> String? {
        guard Mirror(reflecting: key).displayStyle == .enum, let name = swiftEnumCaseName(key) else {
            return nil
        }
        let text = String(cString: name)
        return text.isEmpty ? nil : text
    }
}

/// The Swift runtime's name of an enum value's case (`swift_EnumCaseName`, exported by the
/// standard library for reflection); `nil` when the metadata has no names.
@_silgen_name("swift_EnumCaseName")
private func swiftEnumCaseName<T>(_ value: T) -> UnsafePointer<CChar>?
