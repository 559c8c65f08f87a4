import Foundation
import Testing

@testable import L10nRuntime

@Suite("Formatter cache")
struct FormatterCacheTests {
    @Test(
        "integers written without ICU match Foundation",
        arguments: ["en", "de", "fr", "es", "pl", "hi", "ar-EG", "ja", "de-CH", "fa", "th-TH"])
    func fastIntegers(tag: String) {
        let formats = FormatterCache().formats(for: tag)
        let style = IntegerFormatStyle<Int>(locale: Locale(identifier: tag))
        for value in [0, 5, 1000, 1234, 10_000, 123_456, -7_654_321, 1_234_567_890, Int.max, Int.min] {
            for grouping in [true, false] {
                var bytes: [UInt8] = []
                formats.appendInteger(value, grouping: grouping, to: &bytes)
                let expected = (grouping ? style : style.grouping(.never)).format(value)
                #expect(
                    String(decoding: bytes, as: UTF8.self) == expected, "\(tag) \(value) grouping \(grouping)"
                )
            }
        }
    }

    @Test("Spanish does not group four digits; Hindi groups by two after the first three")
    func groupingRules() {
        var spanish: [UInt8] = []
        FormatterCache().formats(for: "es").appendInteger(1234, grouping: true, to: &spanish)
        #expect(String(decoding: spanish, as: UTF8.self) == "1234")
        var hindi: [UInt8] = []
        FormatterCache().formats(for: "hi").appendInteger(123_456_789, grouping: true, to: &hindi)
        #expect(String(decoding: hindi, as: UTF8.self) == "12,34,56,789")
    }

    @Test("one cache entry per locale, shared")
    func sharing() {
        let cache = FormatterCache()
        #expect(cache.formats(for: "de") === cache.formats(for: "de"))
        #expect(cache.formats(for: "de") !== cache.formats(for: "fr"))
    }

    @Test("dates use the style, the template and the explicit time zone")
    func dates() {
        let formats = FormatterCache().formats(for: "en-US")
        let date = Date(timeIntervalSince1970: 1_721_046_600)  // 2024-07-15 12:30 UTC
        let tokyo = LocalizableDate(
            value: date, format: .styles(date: .none, time: .short),
            timeZone: TimeZone(identifier: "Asia/Tokyo")!)
        #expect(formats.format(tokyo) == "9:30\u{202F}PM")
        let template = LocalizableDate(
            value: date, format: .template("yMMMd"), timeZone: TimeZone(identifier: "UTC")!)
        #expect(formats.format(template) == "Jul 15, 2024")
    }
}
