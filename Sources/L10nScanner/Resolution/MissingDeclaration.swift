/// A declaration the schema depends on that no scanned file holds: a `substitutions:`
/// member, or the cases of an enum localized by raw value. Files the prefilter skipped are
/// searched for it before the member is given up as unknown.
struct MissingDeclaration: Hashable, Sendable {
    /// The innermost name of the type that must declare it.
    var typeName: String
    /// The member, or `nil` for an enum's cases.
    var memberName: String?

    /// Whether a file's bytes mention both names, so that parsing it may find the declaration.
    func mayBeDeclared(in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.containsUTF8(typeName) && (memberName.map { bytes.containsUTF8($0) } ?? true)
    }
}

extension UnsafeBufferPointer<UInt8> {
    fileprivate func containsUTF8(_ text: String) -> Bool {
        let needle = Array(text.utf8)
        guard let first = needle.first, needle.count <= count else { return needle.isEmpty }
        var index = 0
        while index + needle.count <= count {
            if self[index] == first, self[index..<index + needle.count].elementsEqual(needle) { return true }
            index += 1
        }
        return false
    }
}
