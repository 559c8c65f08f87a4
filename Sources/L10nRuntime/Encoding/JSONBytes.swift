/// JSON text written straight into a byte buffer: strings escaped per RFC 8259, numbers in
/// their shortest round-tripping form.
enum JSONBytes {
    private static let hex: [UInt8] = Array("0123456789abcdef".utf8)

    /// Appends `text` as a JSON string, quotes included. Bytes that need no escape (all but
    /// `"`, `\` and controls) are copied in runs.
    static func appendString(_ text: UnsafeRawBufferPointer, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        var runStart = 0
        var index = 0
        let count = text.count
        while index < count {
            let byte = text[index]
            if byte >= 0x20 && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\") {
                index += 1
                continue
            }
            if runStart < index { output.append(contentsOf: text[runStart..<index]) }
            output.append(UInt8(ascii: "\\"))
            switch byte {
            case UInt8(ascii: "\""): output.append(UInt8(ascii: "\""))
            case UInt8(ascii: "\\"): output.append(UInt8(ascii: "\\"))
            case 0x0A: output.append(UInt8(ascii: "n"))
            case 0x0D: output.append(UInt8(ascii: "r"))
            case 0x09: output.append(UInt8(ascii: "t"))
            case 0x08: output.append(UInt8(ascii: "b"))
            case 0x0C: output.append(UInt8(ascii: "f"))
            default:
                output.append(contentsOf: [
                    UInt8(ascii: "u"), 0x30, 0x30, hex[Int(byte >> 4)], hex[Int(byte & 0xF)],
                ])
            }
            index += 1
            runStart = index
        }
        if runStart < count { output.append(contentsOf: text[runStart..<count]) }
        output.append(UInt8(ascii: "\""))
    }

    static func appendString(_ text: String, to output: inout [UInt8]) {
        var text = text
        text.withUTF8 { appendString(UnsafeRawBufferPointer($0), to: &output) }
    }

    static func appendString(_ bytes: [UInt8], to output: inout [UInt8]) {
        bytes.withUnsafeBytes { appendString($0, to: &output) }
    }

    static func appendInteger<T: BinaryInteger>(_ value: T, to output: inout [UInt8]) {
        if value < 0 { output.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        let start = output.count
        repeat {
            output.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
            magnitude /= 10
        } while magnitude > 0
        output[start...].reverse()
    }

    /// Appends a finite floating-point number; integral values are written without `.0`, as
    /// `JSONEncoder` does.
    static func appendFloatingPoint<T: BinaryFloatingPoint & LosslessStringConvertible>(
        _ value: T, to output: inout [UInt8]
    ) {
        var text = value.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        output.append(contentsOf: text.utf8)
    }
}
