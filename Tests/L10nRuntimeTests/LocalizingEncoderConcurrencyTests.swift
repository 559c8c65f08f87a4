import Foundation
import Testing

@testable import L10nRuntime

/// Run under the thread sanitizer with
/// `swift test --sanitize=thread --filter L10nRuntimeTests` (see docs/runtime.md).
@Suite("Localizing encoder shared across tasks")
struct LocalizingEncoderConcurrencyTests {
    @Test("many tasks encode different locales through one encoder")
    func sharedEncoder() async throws {
        let encoder = LocalizingEncoder(table: RuntimeFixtures.table)
        let locales = ["en", "de", "fr", "ru", "hi", "ar-EG", "ja", "en-US"].map(RuntimeFixtures.id)
        // The expected output of each (locale, count) pair, encoded one at a time by a fresh encoder.
        func expected(_ locale: LocaleIdentifier, _ index: Int) throws -> [UInt8] {
            try LocalizingEncoder(table: RuntimeFixtures.table).encodeBytes(
                DashboardViewModel(name: "User \(index)", count: index, total: index * 1000), locale: locale)
        }
        let results = try await withThrowingTaskGroup(of: (Int, [UInt8]).self) { group in
            for index in 0..<400 {
                group.addTask {
                    let locale = locales[index % locales.count]
                    let model = DashboardViewModel(name: "User \(index)", count: index, total: index * 1000)
                    return (index, try encoder.encodeBytes(model, locale: locale))
                }
            }
            var results: [Int: [UInt8]] = [:]
            for try await (index, bytes) in group { results[index] = bytes }
            return results
        }
        #expect(results.count == 400)
        for (index, bytes) in results.sorted(by: { $0.key < $1.key }) {
            #expect(bytes == (try expected(locales[index % locales.count], index)), "task \(index)")
        }
        let german = String(decoding: results[1]!, as: UTF8.self)
        #expect(german.contains(#""welcome":"Willkommen zurück, User 1!""#))
        #expect(german.contains(#""total":{"v":1000,"sgep":true,"gsepsz":3,"ls":"1.000"}"#))
    }
}
