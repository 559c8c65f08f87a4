import Foundation

/// JSON text that is the same for the same value: sorted keys, two-space indentation,
/// `/` left unescaped, and a final newline.
enum StableJSON {
    static func string(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // The document types hold only strings, integers and finite doubles, which always
        // encode; a failure here is a programming error, not a user's.
        let data = try! encoder.encode(value)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
