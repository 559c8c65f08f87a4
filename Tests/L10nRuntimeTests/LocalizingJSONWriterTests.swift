import Foundation
import Testing

@testable import L10nRuntime

/// The localizing encoder is also a general JSON encoder: for values without localizables
/// its output must mean what `JSONEncoder`'s means. Linux's `JSONEncoder` orders keys by
/// hash, so objects are compared after both are normalized through `JSONSerialization`
/// with sorted keys; key order itself (declaration order) and scalars are compared exactly.
/// Dates are compared with FOSMVVM's date strategy (FOSFoundation `JSONEncoder.defaultEncoder`,
/// `DateFormatter.JSONDateTimeFormatter`), the default wire format's.
@Suite("Localizing encoder as a JSON writer")
struct LocalizingJSONWriterTests {
    let encoder = LocalizingEncoder(table: RuntimeFixtures.table)

    private func compare<T: Encodable>(_ value: T, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let reference = JSONEncoder()
        reference.outputFormatting = [.withoutEscapingSlashes]
        let dateFormatter = DateFormatter()
        dateFormatter.locale = Locale(identifier: "en_US_POSIX")
        dateFormatter.timeZone = TimeZone(secondsFromGMT: 0)
        dateFormatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ss'.'SSS'Z'"
        reference.dateEncodingStrategy = .formatted(dateFormatter)
        let expected = try normalized(reference.encode(value))
        let actual = try normalized(Data(encoder.encodeBytes(value, locale: RuntimeFixtures.id("en"))))
        #expect(actual == expected, sourceLocation: sourceLocation)
    }

    private func normalized(_ data: Data) throws -> String {
        let object = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        let sorted = try JSONSerialization.data(
            withJSONObject: object, options: [.sortedKeys, .fragmentsAllowed, .withoutEscapingSlashes])
        return String(decoding: sorted, as: UTF8.self)
    }

    private func exact<T: Encodable>(_ value: T) throws -> String {
        String(decoding: try encoder.encodeBytes(value, locale: RuntimeFixtures.id("en")), as: UTF8.self)
    }

    @Test("scalars are written exactly as JSONEncoder writes them")
    func exactScalars() throws {
        #expect(
            try exact(Scalars().text)
                == #""quote \" backslash \\ slash / newline \n tab \t bell \u0007 nul \u0000 emoji 🎉 é""#)
        #expect(try exact([0.1, 3.0, 1e300, -2.5e-8]) == "[0.1,3,1e+300,-2.5e-08]")
        #expect(try exact([Int.min, Int.max]) == "[-9223372036854775808,9223372036854775807]")
        #expect(try exact(Scalars()).hasPrefix(#"{"text":"#))
        #expect(try exact(Derived()) == #"{"derived":2,"super":{"base":"base"}}"#)
        #expect(try exact(Wrapper()) == #"{"empty":{},"single":[1,2]}"#)
        #expect(try exact(Manual()) == #"{"a":1,"b":{"c":"x","d":[1,{"a":null},2]},"c":true,"d":"last"}"#)
    }

    struct Scalars: Codable {
        var text = "quote \" backslash \\ slash / newline \n tab \t bell \u{7} nul \u{0} emoji 🎉 é"
        var int = -42
        var int8: Int8 = -8
        var uint64: UInt64 = .max
        var int64: Int64 = .min
        var double = 0.1
        var integral = 3.0
        var large = 1e300
        var small = -2.5e-8
        var float: Float = 1.5
        var bool = true
        var none: String? = nil
        var some: Int? = 7
    }

    struct Nested: Codable {
        var items: [Scalars] = [Scalars(), Scalars()]
        var matrix: [[Int]] = [[1, 2], [], [3]]
        var dictionary: [String: [Bool]] = ["only": [true, false]]
        var intKeys: [Int: String] = [1: "one"]
        var optionals: [Int?] = [1, nil, 3]
        var empty: [String] = []
        var url = URL(string: "https://example.com/a?b=c")!
        var data = Data([0, 1, 2, 250])
        var date = Date(timeIntervalSinceReferenceDate: 12.5)
        var decimal = Decimal(string: "12.345")!
    }

    /// Hand-written `encode(to:)` with nested containers, filled in order.
    struct Manual: Encodable {
        enum Keys: String, CodingKey { case a, b, c, d }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode(1, forKey: .a)
            var nested = container.nestedContainer(keyedBy: Keys.self, forKey: .b)
            try nested.encode("x", forKey: .c)
            var list = nested.nestedUnkeyedContainer(forKey: .d)
            try list.encode(1)
            var inner = list.nestedContainer(keyedBy: Keys.self)
            try inner.encodeNil(forKey: .a)
            try list.encode(2)
            try container.encode(true, forKey: .c)
            var again = encoder.container(keyedBy: Keys.self)
            try again.encode("last", forKey: .d)
        }
    }

    class Base: Encodable {
        var base = "base"
        private enum CodingKeys: String, CodingKey { case base }
    }

    final class Derived: Base, @unchecked Sendable {
        var derived = 2
        private enum CodingKeys: String, CodingKey { case derived }

        override func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(derived, forKey: .derived)
            try super.encode(to: container.superEncoder())
        }
    }

    struct Empty: Encodable {
        func encode(to encoder: any Encoder) throws {}
    }

    struct Wrapper: Encodable {
        var empty = Empty()
        var single = SingleWrapped()
    }

    struct SingleWrapped: Encodable {
        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode([1, 2])
        }
    }

    @Test("scalars and escaping") func scalars() throws { try compare(Scalars()) }
    @Test("nested values and Foundation types") func nested() throws { try compare(Nested()) }
    @Test("nested containers written by hand") func manual() throws { try compare(Manual()) }
    @Test("superEncoder") func superEncoder() throws { try compare(Derived()) }
    @Test("empty values and single value containers") func emptyAndSingle() throws { try compare(Wrapper()) }
    @Test("top-level arrays and scalars") func topLevel() throws {
        try compare([1, 2, 3])
        try compare("a\"b")
        try compare(["k": 1.25])
    }

    @Test("non-finite numbers are an error")
    func nonFinite() {
        #expect(throws: EncodingError.self) {
            try encoder.encodeBytes([Double.nan], locale: RuntimeFixtures.id("en"))
        }
    }

    /// Writing to a parent before finishing its nested container cannot be streamed.
    struct OutOfOrder: Encodable {
        enum Keys: String, CodingKey { case a, b }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            var nested = container.nestedContainer(keyedBy: Keys.self, forKey: .a)
            try container.encode(1, forKey: .b)
            try nested.encode(2, forKey: .b)
        }
    }

    @Test("out-of-order nested container writes are reported, not garbled")
    func outOfOrder() {
        #expect(throws: EncodingError.self) {
            try encoder.encodeBytes(OutOfOrder(), locale: RuntimeFixtures.id("en"))
        }
    }
}
