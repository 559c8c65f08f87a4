/// The keys written in the part of a resource file that a syntax error kept from being read:
/// each line's `key:` (plain or quoted, after any `- `), from the line the reading stopped on.
///
/// A type among them may have keys in that part, so none of its keys is reported missing until
/// the file parses: one syntax error is one finding, not one `missing-key` per key after it
/// (FOSMVVM's test resources keep a dozen view models in one file, the other locales below).
/// Read by lines, not by YAML: the text does not parse.
public enum KeysAfterStop {
    /// Sorted, each once.
    public static func names(in bytes: [UInt8], fromLine line: Int) -> [String] {
        var names = Set<String>()
        var lineNumber = 1
        var start = 0
        while start < bytes.count {
            let end = bytes[start...].firstIndex(of: newline) ?? bytes.count
            if lineNumber >= line, let name = key(of: bytes[start..<end]) { names.insert(name) }
            lineNumber += 1
            start = end + 1
        }
        return names.sorted()
    }

    /// The key of one line (`  title: "x"`, `- "a b": c`, `key:`); `nil` for a line without one.
    static func key(of line: ArraySlice<UInt8>) -> String? {
        var rest = line.drop { $0 == space || $0 == tab }
        while rest.first == dash, rest.dropFirst().first.map({ $0 == space || $0 == tab }) ?? false {
            rest = rest.dropFirst(2).drop { $0 == space || $0 == tab }
        }
        guard let first = rest.first, first != hash else { return nil }
        if first == doubleQuote || first == singleQuote {
            guard let close = rest.dropFirst().firstIndex(of: first),
                rest.index(after: close) < rest.endIndex,
                rest[rest.index(after: close)] == colon
            else { return nil }
            return String(decoding: rest[rest.index(after: rest.startIndex)..<close], as: UTF8.self)
        }
        // A plain key ends at the first `:` followed by a space or the end of the line.
        var index = rest.startIndex
        while index < rest.endIndex {
            if rest[index] == colon {
                let next = rest.index(after: index)
                if next == rest.endIndex || [space, tab, carriageReturn].contains(rest[next]) {
                    let key = rest[rest.startIndex..<index]
                    return key.isEmpty ? nil : String(decoding: key, as: UTF8.self)
                }
            }
            if rest[index] == hash, index > rest.startIndex, rest[rest.index(before: index)] == space {
                return nil
            }
            index = rest.index(after: index)
        }
        return nil
    }

    private static let newline = UInt8(ascii: "\n")
    private static let carriageReturn = UInt8(ascii: "\r")
    private static let space = UInt8(ascii: " ")
    private static let tab = UInt8(ascii: "\t")
    private static let dash = UInt8(ascii: "-")
    private static let hash = UInt8(ascii: "#")
    private static let colon = UInt8(ascii: ":")
    private static let doubleQuote = UInt8(ascii: "\"")
    private static let singleQuote = UInt8(ascii: "'")
}
