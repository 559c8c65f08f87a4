/// A 64-bit FNV-1a hash of bytes: stable across runs, platforms and Swift versions (unlike
/// `Hasher`), so it can be stored in files such as `l10nc.lock`.
public struct ContentFingerprint: Sendable, Hashable, CustomStringConvertible {
    public let value: UInt64

    public init(_ bytes: some Sequence<UInt8>) {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        value = hash
    }

    /// A fingerprint read back from its `description`.
    public init(value: UInt64) {
        self.value = value
    }

    public init(text: String) {
        self.init(text.utf8)
    }

    /// 16 lowercase hexadecimal digits.
    public var description: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
