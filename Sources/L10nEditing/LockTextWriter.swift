import Foundation
import L10nCore
import L10nRuntime

/// Writes `l10nc.lock`'s text into one buffer of bytes: a project's lock holds a line per key and
/// locale, and a writer that records many translations (an agent's batches) writes it again
/// with each batch, so each line costs a few appends, not a few strings.
struct LockTextWriter {
    private var bytes: [UInt8] = []
    /// The last locale written and its line's beginning (`    de: `).
    private var lastLocale: (locale: LocaleIdentifier?, prefix: [UInt8]) = (nil, [])
    /// The locales of the records written so far, sorted (`lines(_:)`).
    private var localeOrder: [LocaleIdentifier] = []

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

    /// A writer of records only, for a section or a run of a section's keys.
    private init() {}

    /// A section's text alone (`section(_:_:keys:emptyAsBraces:)`), to be joined with the
    /// others (`append(_:)`): the sections depend on their own records only, so a lock's
    /// sections are written side by side.
    static func text(
        ofSection name: String, _ records: [String: [LocaleIdentifier: ContentFingerprint]], keys: [String],
        emptyAsBraces: Bool = false
    ) -> [UInt8] {
        var writer = LockTextWriter()
        writer.section(name, records, keys: keys, emptyAsBraces: emptyAsBraces)
        return writer.bytes
    }

    /// The `sources:` section's text alone (`sources(_:)`).
    static func text(ofSources sources: [ContentFingerprint: String]) -> [UInt8] {
        var writer = LockTextWriter()
        writer.sources(sources)
        return writer.bytes
    }

    /// Appends text written by another writer (`text(ofSection:_:keys:emptyAsBraces:)`).
    mutating func append(_ written: [UInt8]) {
        bytes += written
    }

    /// A section this large is written in runs of keys side by side, joined in order: each of an
    /// agent's batches writes the whole lock again, and its sections hold a record per key.
    static let keysWrittenSideBySide = 8_192

    /// `name:` and its records, in the order of `keys` (the records' keys, sorted), locales
    /// sorted under each; `name: {}` for none when `emptyAsBraces`.
    mutating func section(
        _ name: String, _ records: [String: [LocaleIdentifier: ContentFingerprint]], keys: [String],
        emptyAsBraces: Bool = false
    ) {
        if records.isEmpty {
            if emptyAsBraces { append(name + ": {}\n") }
            return
        }
        append(name + ":\n")
        let runs = keys.count < Self.keysWrittenSideBySide ? 1 : ParallelMap.processorCount
        guard runs > 1 else {
            bytes.reserveCapacity(bytes.count + records.count * 64)
            self.records(keys[...], records)
            return
        }
        // A record's lines depend on it alone, so the runs' bytes joined are the section's.
        let written = ParallelMap.map(count: runs, concurrency: runs) { run -> [UInt8] in
            var writer = LockTextWriter()
            let range = keys.count * run / runs..<keys.count * (run + 1) / runs
            writer.bytes.reserveCapacity(range.count * 64)
            writer.records(keys[range], records)
            return writer.bytes
        }
        bytes.reserveCapacity(bytes.count + written.reduce(0) { $0 + $1.count })
        for run in written { bytes += run }
    }

    /// The records of `keys`, in their order.
    private mutating func records(
        _ keys: ArraySlice<String>, _ records: [String: [LocaleIdentifier: ContentFingerprint]]
    ) {
        for key in keys {
            bytes += Self.keyIndent
            append(ScalarRenderer.renderKey(key))
            bytes += Self.keyEnd
            let locales = records[key]!
            if locales.count == 1, let (locale, hash) = locales.first {
                line(locale, hash)
            } else {
                lines(locales)
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
            ScalarRenderer.appendDoubleQuoted(source, to: &bytes)
            bytes.append(UInt8(ascii: "\n"))
        }
    }

    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// The text's bytes, as written.
    var written: [UInt8] { bytes }

    private static let keyIndent = Array("  ".utf8)
    private static let keyEnd = Array(":\n".utf8)

    /// A key's records, their locales sorted. A project has a few locales and a lock a line for
    /// each of them under every key: each locale's place in the sorted list of the locales seen
    /// so far is found with a few comparisons of equality, and the records are put in place by
    /// it, instead of sorting every key's locales by their tags.
    private mutating func lines(_ locales: [LocaleIdentifier: ContentFingerprint]) {
        for locale in locales.keys where !localeOrder.contains(locale) {
            localeOrder.insert(locale, at: localeOrder.firstIndex { locale < $0 } ?? localeOrder.count)
        }
        withUnsafeTemporaryAllocation(of: ContentFingerprint?.self, capacity: localeOrder.count) { placed in
            placed.initialize(repeating: nil)
            for (locale, hash) in locales { placed[localeOrder.firstIndex(of: locale)!] = hash }
            for (rank, hash) in placed.enumerated() {
                if let hash { line(localeOrder[rank], hash) }
            }
        }
    }

    private mutating func line(_ locale: LocaleIdentifier, _ hash: ContentFingerprint) {
        // Most records of a section are one locale's: its `    de: ` is kept at hand.
        if locale != lastLocale.locale {
            lastLocale = (locale, Array(("    " + ScalarRenderer.renderKey(locale.description) + ": ").utf8))
        }
        bytes += lastLocale.prefix
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
