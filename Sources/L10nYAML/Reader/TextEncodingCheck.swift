/// Decides whether a file's bytes are UTF-8 text, so the user gets the kind of problem and
/// its byte offset instead of libyaml's reader error. `YAMLReader` runs it only when libyaml
/// did not read a file to the end: libyaml itself rejects any invalid UTF-8 it reads.
struct TextEncodingCheck: Sendable {
    enum Problem: Sendable, Hashable {
        case utf16(bigEndian: Bool, hasByteOrderMark: Bool)
        case binary(offset: Int)
        case invalidUTF8(offset: Int)
    }

    enum Outcome: Sendable, Hashable {
        case problem(Problem)
        /// Valid UTF-8 without NUL bytes.
        case text
    }

    static func check(_ bytes: [UInt8]) -> Outcome {
        if bytes.count >= 2 {
            if bytes[0] == 0xFE, bytes[1] == 0xFF {
                return .problem(.utf16(bigEndian: true, hasByteOrderMark: true))
            }
            if bytes[0] == 0xFF, bytes[1] == 0xFE {
                return .problem(.utf16(bigEndian: false, hasByteOrderMark: true))
            }
        }
        let bodyOffset = utf8BodyOffset(bytes)
        return bytes.withUnsafeBufferPointer { buffer in
            var index = bodyOffset
            let count = buffer.count
            guard let baseAddress = buffer.baseAddress else { return .text }
            let base = UnsafeRawPointer(baseAddress)
            while index < count {
                // Eight bytes at a time while they are ASCII without NUL: most resource text.
                while index &+ 8 <= count {
                    let word = base.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                    let highBits = word & 0x8080_8080_8080_8080
                    let zeroBytes = (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080
                    guard highBits | zeroBytes == 0 else { break }
                    index &+= 8
                }
                guard index < count else { break }
                let byte = buffer[index]
                if byte < 0x80 {
                    if byte == 0 { return .problem(nulProblem(buffer, at: index)) }
                    index += 1
                    continue
                }
                let length: Int
                var minimum: UInt32
                var scalar: UInt32
                switch byte {
                case 0xC2...0xDF: (length, scalar, minimum) = (2, UInt32(byte & 0x1F), 0x80)
                case 0xE0...0xEF: (length, scalar, minimum) = (3, UInt32(byte & 0x0F), 0x800)
                case 0xF0...0xF4: (length, scalar, minimum) = (4, UInt32(byte & 0x07), 0x10000)
                default: return .problem(.invalidUTF8(offset: index))
                }
                guard index + length <= count else { return .problem(.invalidUTF8(offset: index)) }
                for continuation in 1..<length {
                    let next = buffer[index + continuation]
                    guard next & 0xC0 == 0x80 else { return .problem(.invalidUTF8(offset: index)) }
                    scalar = scalar << 6 | UInt32(next & 0x3F)
                }
                minimum = minimum == 0 ? 0 : minimum
                guard scalar >= minimum, scalar <= 0x10FFFF, !(0xD800...0xDFFF).contains(scalar) else {
                    return .problem(.invalidUTF8(offset: index))
                }
                index += length
            }
            return .text
        }
    }

    /// 3 after a UTF-8 byte order mark, else 0.
    static func utf8BodyOffset(_ bytes: [UInt8]) -> Int {
        bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
    }

    /// A NUL byte: UTF-16 text without a byte order mark has one in every other byte of ASCII
    /// content; anything else with NULs is binary.
    private static func nulProblem(_ buffer: UnsafeBufferPointer<UInt8>, at offset: Int) -> Problem {
        let sample = min(buffer.count, 64) & ~1
        guard sample >= 4 else { return .binary(offset: offset) }
        var evenNULs = 0
        var oddNULs = 0
        for index in 0..<sample where buffer[index] == 0 {
            if index.isMultiple(of: 2) { evenNULs += 1 } else { oddNULs += 1 }
        }
        let half = sample / 2
        if evenNULs >= half * 3 / 4, oddNULs == 0 { return .utf16(bigEndian: true, hasByteOrderMark: false) }
        if oddNULs >= half * 3 / 4, evenNULs == 0 { return .utf16(bigEndian: false, hasByteOrderMark: false) }
        return .binary(offset: offset)
    }
}
