import Foundation
import L10nCore
import L10nRuntime
import L10nTestSupport
import Testing

@testable import L10nEditing

/// The lock's text when it is written again and again (an agent's batches): the sections' keys
/// come from `LockKeyOrder`'s memory of the last writing and each key's locales from the
/// writer's list of locales seen, and the text is the one a lock written once has.
@Suite struct LockTextTests {
    static let locales = ["en", "de", "de-CH", "fr", "pt-BR", "pt", "zh-Hant", "ru", "sr-Latn", "ar"]
        .map { LocaleIdentifier($0)! }
    static let keys: [String] =
        (0..<60).map { "M\($0 % 7).section\($0 % 5).k\($0)" }
        + ["Zeta.title", "alpha.title", "Ärger.titel", "with space", "quote\"d", "yes", "no", "a:b", "日本.題"]

    /// A copy of `lock` with the same records and no memory of an earlier writing.
    static func fresh(_ lock: TranslationLock) -> TranslationLock {
        var copy = TranslationLock(defaultLocale: lock.defaultLocale)
        copy.translations = lock.translations
        copy.sources = lock.sources
        copy.needsTranslation = lock.needsTranslation
        copy.needsReview = lock.needsReview
        return copy
    }

    @Test func aLockWrittenAgainAfterEachChangeIsWrittenAsOnce() {
        var generator = SeededRandom(seed: 32)
        var lock = TranslationLock(defaultLocale: LocaleIdentifier("en")!)
        var copies: [TranslationLock] = []
        for round in 0..<200 {
            // Some records added, changed or removed in each section, as the writers do.
            for _ in 0..<Int.random(in: 0...6, using: &generator) {
                let key = Self.keys.randomElement(using: &generator)!
                let locale = Self.locales.randomElement(using: &generator)!
                let hash = ContentFingerprint(text: "\(round) \(key)")
                switch Int.random(in: 0..<6, using: &generator) {
                case 0: lock.translations[key, default: [:]][locale] = hash
                case 1: lock.translations[key] = nil
                case 2: lock.needsReview[key, default: [:]][locale] = hash
                case 3: lock.needsReview[key]?[locale] = nil
                case 4: lock.needsTranslation[key, default: [:]][locale] = hash
                default:
                    lock.recordSubmission("t\(round)", key: key, locale: locale, sourceText: "s \(key)")
                }
            }
            lock.translations = lock.translations.filter { !$0.value.isEmpty }
            lock.needsReview = lock.needsReview.filter { !$0.value.isEmpty }
            // A copy that goes its own way shares the memory and must not confuse the original.
            if round % 17 == 0 { copies.append(lock) }
            if var copy = copies.last, round % 5 == 0 {
                copy.translations[Self.keys[round % Self.keys.count]] = [
                    Self.locales[round % 10]: .init(text: "c")
                ]
                #expect(copy.text == Self.fresh(copy).text)
            }
            let text = lock.text
            #expect(text == Self.fresh(lock).text, "round \(round)")
            Self.expectSorted(text)
        }
    }

    /// A section of more keys than `LockTextWriter.keysWrittenSideBySide` is written in runs side
    /// by side, and its new keys found in runs: the text is the one a line-by-line rendering of
    /// the records gives, when written first and after a batch of records is added.
    @Test func aLargeLockWrittenInRunsSideBySideIsTheLockLineByLine() {
        var generator = SeededRandom(seed: 33)
        var lock = TranslationLock(defaultLocale: LocaleIdentifier("en")!)
        let count = LockTextWriter.keysWrittenSideBySide * 2 + 17
        func add(_ range: Range<Int>) {
            for index in range {
                let key = index % 97 == 0 ? "Ärger\(index).titel" : "M\(index % 131).k\(index)"
                for locale in Self.locales.filter({ _ in Int.random(in: 0..<4, using: &generator) == 0 }) {
                    lock.translations[key, default: [:]][locale] = ContentFingerprint(
                        text: "\(key) \(locale)")
                }
                lock.translations[key, default: [:]][Self.locales[index % 10]] = ContentFingerprint(text: key)
            }
        }
        add(0..<count)
        #expect(lock.text == Self.lineByLine(lock))
        add(count..<count + 500)
        #expect(lock.translations.count == count + 500)
        #expect(lock.text == Self.lineByLine(lock))
    }

    /// The lock's text as its format describes it, record by record (translations only).
    static func lineByLine(_ lock: TranslationLock) -> String {
        var text = """
            # Written by `l10nc lock` and `l10nc fix --accept`: the en text each translation was made from.
            # Commit it with the resources. See docs/stale-translations.md.
            version: 1
            defaultLocale: en
            translations:

            """
        for key in lock.translations.keys.sorted() {
            text += "  " + ScalarRenderer.renderKey(key) + ":\n"
            for (locale, hash) in lock.translations[key]!.sorted(by: { $0.key < $1.key }) {
                text += "    " + ScalarRenderer.renderKey(locale.description) + ": \(hash)\n"
            }
        }
        return text + "sources: {}\n"
    }

    /// Read back, the text is the same lock; under each key, the locales are sorted.
    static func expectSorted(_ text: String) {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "LockTextTests-\(getpid()).lock"
        ).path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try! Data(text.utf8).write(to: URL(fileURLWithPath: path))
        let reread = try! TranslationLock.read(path: path)!
        #expect(fresh(reread).text == text)
        var previous: LocaleIdentifier?
        for line in text.split(separator: "\n") {
            guard line.hasPrefix("    ") else {
                previous = nil
                continue
            }
            let locale = LocaleIdentifier(String(line.dropFirst(4).prefix { $0 != ":" }))!
            if let previous { #expect(previous < locale, "\(line)") }
            previous = locale
        }
    }

    @Test func asciiKeysAreJudgedAsScalarByScalar() {
        var generator = SeededRandom(seed: 7)
        let alphabet = Array("aZ09 .,!?()-_/'\"#:;{}[]&*%@`|>~\t\u{7F}\u{01}")
        let typed = [
            "y", "Yes", "NO", "true", "False", "on", "OFF", "null", "~", "yess", "n o", "a  b", "a ", " a",
        ]
        for text in typed {
            #expect(ScalarRenderer.asciiPlainSafety(text) == ScalarRenderer.scalarPlainSafety(text))
        }
        for _ in 0..<20_000 {
            let length = Int.random(in: 0...8, using: &generator)
            let text = String((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
            #expect(
                ScalarRenderer.asciiPlainSafety(text) == ScalarRenderer.scalarPlainSafety(text),
                "\(text.debugDescription)")
        }
        #expect(ScalarRenderer.asciiPlainSafety("Ärger") == nil)
        #expect(ScalarRenderer.isPlainSafe("Ärger.titel"))
    }

    /// The former scalar-by-scalar quoting, the reference for the byte-by-byte one.
    static func quotedByScalars(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    result += "\\x" + String(repeating: "0", count: 2 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    @Test func textsAreDoubleQuotedByteByByteAsScalarByScalar() {
        var generator = SeededRandom(seed: 11)
        let alphabet = Array("a Z\"\\\n\t\r\u{00}\u{01}\u{1F}\u{7F}\u{80}\u{9F}é€😀%{}:#")
        for _ in 0..<20_000 {
            let length = Int.random(in: 0...10, using: &generator)
            let text = String((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
            #expect(
                ScalarRenderer.doubleQuoted(text) == Self.quotedByScalars(text), "\(text.debugDescription)")
        }
    }
}
