/// Finds runs of `[` tokens in a row (`[[[[`, spaces, newlines and comments allowed between),
/// which swift-syntax parses in time exponential in the run's length.
///
/// swift-syntax's lookahead (`canParseCollectionTypeBody`) tries each `[` as the start of an
/// array or dictionary type and again as a collection literal, so every further `[` doubles
/// the work: in a debug build 16 in a row take about a second and 22 more than a minute. One
/// stray line could hang `l10nc check` in CI (found by fuzzing `SchemaScanner`). Real code
/// nests a handful (`[[String: [Int]]]` is 2 in a row); a file with a longer run is reported
/// and not parsed.
enum BracketRunLimit {
    /// The longest run the scanner parses: 12 take about 0.1 s in a debug build.
    static let maximum = 12

    /// The byte offset of the first `[` of the first run longer than `maximum`, or `nil`.
    ///
    /// Comments are skipped as the parser skips them. Brackets inside string literals count:
    /// an interpolation (`"\([[…]])"`) is parsed like any expression, and 13 `[` in a row
    /// inside a plain string are rare enough to be reported rather than parsed slowly.
    static func firstExcessiveRun(in bytes: UnsafeBufferPointer<UInt8>) -> (offset: Int, length: Int)? {
        let count = bytes.count
        var index = 0
        var runStart = 0
        var runLength = 0
        while index < count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "["):
                if runLength == 0 { runStart = index }
                runLength += 1
                index += 1
                continue
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                index += 1
                continue
            case UInt8(ascii: "/") where index + 1 < count && bytes[index + 1] == UInt8(ascii: "/"):
                while index < count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                continue
            case UInt8(ascii: "/") where index + 1 < count && bytes[index + 1] == UInt8(ascii: "*"):
                index = endOfBlockComment(in: bytes, from: index)
                continue
            default:
                if runLength > maximum { return (runStart, runLength) }
                runLength = 0
                index += 1
            }
        }
        return runLength > maximum ? (runStart, runLength) : nil
    }

    /// The offset after the block comment starting at `start`; Swift's block comments nest.
    private static func endOfBlockComment(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var depth = 0
        var index = start
        while index + 1 < bytes.count {
            if bytes[index] == UInt8(ascii: "/"), bytes[index + 1] == UInt8(ascii: "*") {
                depth += 1
                index += 2
            } else if bytes[index] == UInt8(ascii: "*"), bytes[index + 1] == UInt8(ascii: "/") {
                depth -= 1
                index += 2
                if depth == 0 { return index }
            } else {
                index += 1
            }
        }
        return bytes.count
    }
}
