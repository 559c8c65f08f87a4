/// Tells, from its bytes, that a stretch of code holds nothing `ViewModelVisitor` reads, so the
/// walk can skip it: a function's statements, a computed property's accessors, a default value.
///
/// Inside code the visitor records only what one of these spellings starts, so a stretch
/// without any of them records nothing, however it parses:
///
/// - `=`: an assignment or compound assignment (`x = …`, `self.x += …`), a member's value
///   (`visit(_: SequenceExprSyntax)`);
/// - `struct`, `class`, `actor`, `enum`, `protocol`, `extension`: a type declared inside
///   the code, with its members, cases and conformances;
/// - `locale`: a store lookup's `locale:` label (`StoreLookupReader`);
/// - `localized`, `LocalizableRef`, `propertyName`, `key`: the `LocalizableRef`-building
///   calls (`LocalizableRefCallReader.calleeName(of:)`: `.localized(for:)`,
///   `LocalizableRef(for:)`, `.init(for:…propertyName:)`, `.localized(key:)`,
///   `.arrayValue(key:)`, `.value(key:)`, `.value(keys:)`);
/// - `defaultOkTitle`, `defaultCancelTitle`, `defaultSaveTitle`: FOSMVVM's shared form-button
///   texts (`FOSMVVMSharedKey`).
///
/// A spelling inside a comment, a string or a longer identifier only makes the walk visit
/// code it could have skipped. `ViewModelVisitorSkipTests` compares the skipping walk with the
/// full one.
enum InertCode {
    /// Whether `bytes` hold none of the spellings above.
    static func isInert(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        let count = bytes.count
        while index < count {
            // Most bytes start no spelling: one table load each.
            if starts[Int(bytes[index])], startsSpelling(bytes, at: index) { return false }
            index += 1
        }
        return true
    }

    /// The first bytes of the spellings.
    private static let starts: [Bool] = {
        var table = [Bool](repeating: false, count: 256)
        for byte in "=scaeplLkd".utf8 { table[Int(byte)] = true }
        return table
    }()

    private static func startsSpelling(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        switch bytes[index] {
        case UInt8(ascii: "="): true
        case UInt8(ascii: "s"): bytes.has("struct", at: index)
        case UInt8(ascii: "c"): bytes.has("class", at: index)
        case UInt8(ascii: "a"): bytes.has("actor", at: index)
        case UInt8(ascii: "e"): bytes.has("enum", at: index) || bytes.has("extension", at: index)
        case UInt8(ascii: "p"): bytes.has("protocol", at: index) || bytes.has("propertyName", at: index)
        case UInt8(ascii: "l"): bytes.has("locale", at: index) || bytes.has("localized", at: index)
        case UInt8(ascii: "L"): bytes.has("LocalizableRef", at: index)
        case UInt8(ascii: "k"): bytes.has("key", at: index)
        case UInt8(ascii: "d"):
            bytes.has("defaultOkTitle", at: index) || bytes.has("defaultCancelTitle", at: index)
                || bytes.has("defaultSaveTitle", at: index)
        default: false
        }
    }
}

extension UnsafeBufferPointer<UInt8> {
    /// Whether `text` starts at `index`.
    fileprivate func has(_ text: StaticString, at index: Int) -> Bool {
        let length = text.utf8CodeUnitCount
        guard index + length <= count else { return false }
        let needle = text.utf8Start
        for offset in 0..<length where self[index + offset] != needle[offset] { return false }
        return true
    }
}
