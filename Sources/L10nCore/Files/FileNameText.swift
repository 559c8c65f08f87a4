/// A file name (or path) as text, when the file system holds bytes that are not UTF-8.
///
/// A path is a `String` everywhere in l10nc (`SourceLocation.file`, JSON, SARIF, the language
/// server's URIs), and Swift repairs invalid UTF-8 with U+FFFD, which names another file. A name
/// that is not UTF-8 is therefore shown escaped: each byte of an invalid sequence as `\xHH`
/// (two upper-case hex digits) and, in such a name only, each backslash as `\\`, so that
/// `Caf\xE9ViewModel.yml` is the Latin-1 `Café`. A name that is UTF-8 is its own text, backslashes
/// and all. The escaped text is for display: `bytes(ofEscaped:)` gives the bytes back to reach
/// the file.
public enum FileNameText {
    /// The text of `bytes`, and whether it is exact (the bytes are UTF-8, so the text's UTF-8 is
    /// the bytes).
    public static func text(of bytes: some Collection<UInt8>) -> (text: String, isExact: Bool) {
        if let exact = String(validating: bytes, as: UTF8.self) { return (exact, true) }
        let all = Array(bytes)
        var text = ""
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = all.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                let scalar = Unicode.UTF8.decode(encoded)
                text += scalar == "\\" ? "\\\\" : String(scalar)
                offset += encoded.count
            case .error(let length):
                for byte in all[offset..<offset + length] { text += "\\x" + hex(byte) }
                offset += length
            case .emptyInput:
                return (text, false)
            }
        }
    }

    /// The bytes that `text`, made by `text(of:)` for a name that is not UTF-8, stands for; `nil`
    /// when `text` holds no `\x` escape, or the bytes it gives are UTF-8 (then it is not such a
    /// text: a name that is UTF-8 is never escaped).
    public static func bytes(ofEscaped text: String) -> [UInt8]? {
        guard text.contains("\\x") else { return nil }
        var bytes: [UInt8] = []
        var utf8 = text.utf8[...]
        while let byte = utf8.popFirst() {
            guard byte == backslash, let next = utf8.first else {
                bytes.append(byte)
                continue
            }
            if next == backslash {
                bytes.append(backslash)
                utf8 = utf8.dropFirst()
            } else if next == UInt8(ascii: "x"), utf8.count >= 3,
                let value = UInt8(String(decoding: utf8.dropFirst().prefix(2), as: UTF8.self), radix: 16)
            {
                bytes.append(value)
                utf8 = utf8.dropFirst(3)
            } else {
                bytes.append(byte)
            }
        }
        return String(validating: bytes, as: UTF8.self) == nil ? bytes : nil
    }

    /// The first byte of `bytes` that is not part of a valid UTF-8 sequence.
    public static func firstInvalidByte(in bytes: some Collection<UInt8>) -> UInt8? {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        let all = Array(bytes)
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded): offset += encoded.count
            case .error: return all[offset]
            case .emptyInput: return nil
            }
        }
    }

    /// `E9` for 0xE9.
    static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
    }

    private static let backslash = UInt8(ascii: "\\")
}
