import L10nRuntime

/// Writes `l10nc.lock`'s text into one buffer of bytes: a project's lock holds a line per key and
/// locale, and a writer that records many translations (an agent's batches) writes it again
/// with each batch, so each line costs a few appends, not a few strings.
struct LockTextWriter {
    private var bytes: [UInt8] = []
    /// Each locale's key as written, rendered once.
    private var localeKeys: [LocaleIdentifier: [UInt8]] = [:]

    init(defaultLocale: LocaleIdentifier) {
        bytes.reserveCapacity(1 << 16)
        append(
            """
            # Written by `l10nc lock` and `l10nc fix --accept`: the \(defaultLocale) text each translation was made from.
            # Commit it with the resources. See docs/stale-translations.md.
            version: 1
            defaultLocale: \(defaultLocale)

            """)
    }

    /// `name:` and its records, keys sorted, locales sorted under each; `name: {}` for none when
    /// `emptyAsBraces`.
    mutating func section(
        _ name: String, _ records: [String: [LocaleIdentifier: ContentFingerprint]],
        emptyAsBraces: Bool = false
    ) {
        if records.isEmpty {
            if emptyAsBraces { append(name + ": {}\n") }
            return
        }
        bytes.reserveCapacity(bytes.count + records.count * 64)
        append(name + ":\n")
        for key in records.keys.sorted() {
            append("  ")
            append(ScalarRenderer.renderKey(key))
            append(":\n")
            let locales = records[key]!
            if locales.count == 1, let (locale, hash) = locales.first {
                line(locale, hash)
            } else {
                for (locale, hash) in locales.sorted(by: { $0.key < $1.key }) { line(locale, hash) }
            }
        }
    }

    /// `sources:` and the source texts by hash, in the hashes' order (their hexadecimal digits
    /// sort as their values do).
    mutating func sources(_ sources: [ContentFingerprint: String]) {
        if sources.isEmpty {
            append("sources: {}\n")
            return
        }
        append("sources:\n")
        for (hash, source) in sources.sorted(by: { $0.key.value < $1.key.value }) {
            append("  \"")
            hex(hash)
            append("\": ")
            append(ScalarRenderer.doubleQuoted(source))
            bytes.append(UInt8(ascii: "\n"))
        }
    }

    var text: String { String(decoding: bytes, as: UTF8.self) }

    private mutating func line(_ locale: LocaleIdentifier, _ hash: ContentFingerprint) {
        append("    ")
        if let rendered = localeKeys[locale] {
            bytes += rendered
        } else {
            let rendered = Array(ScalarRenderer.renderKey(locale.description).utf8)
            localeKeys[locale] = rendered
            bytes += rendered
        }
        append(": ")
        hex(hash)
        bytes.append(UInt8(ascii: "\n"))
    }

    /// The 16 lowercase hexadecimal digits of `hash` (`ContentFingerprint.description`).
    /// Sixteen lowercase hex digits, appended in place: a lock of 90,000 records writes one per
    /// record, and the two arrays made for each (the digits and a buffer) were almost half of its
    /// writing.
    private mutating func hex(_ hash: ContentFingerprint) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 16) { digits in
            var value = hash.value
            for index in stride(from: 15, through: 0, by: -1) {
                let digit = UInt8(truncatingIfNeeded: value & 0xF)
                digits[index] = digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10
                value >>= 4
            }
            bytes.append(contentsOf: digits)
        }
    }

    private mutating func append(_ text: String) {
        bytes += text.utf8
    }
}
