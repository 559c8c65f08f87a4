import Foundation
import Testing

@testable import L10nRuntime

/// One table shared by many OS threads at once, the way a server shares it between request
/// handlers. Task groups (`LocalizingEncoderConcurrencyTests`) run on the cooperative pool,
/// which has one thread per core, so on a small CI machine they barely overlap; here every
/// worker is its own `Thread`, and all of them are released together by a gate.
///
/// Meant for the thread sanitizer: `scripts/tsan.sh` runs this suite with
/// `--sanitize=thread`, where any unsynchronized access in the table, the encoder, the
/// renderer or the formatter cache is a report that fails the run.
@Suite("Shared table under many threads")
struct SharedTableThreadTests {
    static let threadCount = 16
    static let rounds = 24
    static let locales = ["en", "de", "fr", "ru", "hi", "ar-EG", "ja", "en-US", "de-CH", "pt-BR"].map(
        RuntimeFixtures.id)
    static let acceptLanguageHeaders = [
        "de-CH, de;q=0.9, en;q=0.5", "fr-CA", "ru;q=0.8, *;q=0.1", "ja-JP", "es-MX, es;q=0.9", "",
    ]

    /// A view model with numbers and dates, so every thread also goes through the shared
    /// formatter cache.
    struct Invoice: Codable, Sendable {
        @LocalizedString var pageTitle
        @LocalizedSubs(substitutions: \Self.messageCount) var messages
        let messageCount: [String: Int]
        var amount: LocalizableDouble
        var due: LocalizableDate
        var items: LocalizableInt

        init(seed: Int) {
            messageCount = ["count": seed % 7]
            amount = LocalizableDouble(value: Double(seed) * 1234.5, maximumFractionDigits: 2)
            due = LocalizableDate(value: Date(timeIntervalSince1970: Double(seed) * 86_400), dateStyle: .long)
            items = LocalizableInt(value: seed * 1001)
        }
    }

    /// Everything one worker produces for one (locale, seed) pair, compared as a whole.
    struct Outcome: Equatable {
        var dashboard: [UInt8]
        var person: [UInt8]
        var invoice: [UInt8]
        var fosmvvmInvoice: [UInt8]
        var messages: [String]
        var servedLocale: LocaleIdentifier
    }

    static let keys = [
        "DashboardViewModel.pageTitle", "DashboardViewModel.welcome", "DashboardViewModel.messages",
        "DashboardViewModel.tabs", "PersonViewModel.fullName", "SessionState.pending", "No.such.key",
    ]

    static func outcome(
        table: LocalizationTable, l10nc: LocalizingEncoder, fosmvvm: LocalizingEncoder,
        locale: LocaleIdentifier, seed: Int
    ) throws -> Outcome {
        var messages: [String] = []
        for key in keys {
            let message = try table.message(for: key, locale: locale)
            messages.append(message.map { "\($0.locale)/\($0.sourceLocale)" } ?? "-")
            let rendered = try? table.render(
                key: key, locale: locale, index: key.hasSuffix("tabs") ? seed % 3 : nil,
                arguments: ["count": .int(LocalizableInt(value: seed)), "name": .string("User \(seed)")])
            messages.append(rendered ?? "-")
        }
        return Outcome(
            dashboard: try l10nc.encodeBytes(
                DashboardViewModel(name: "User \(seed)", count: seed, total: seed * 1000), locale: locale),
            person: try l10nc.encodeBytes(PersonViewModel(), locale: locale),
            invoice: try l10nc.encodeBytes(Invoice(seed: seed), locale: locale),
            fosmvvmInvoice: try fosmvvm.encodeBytes(Invoice(seed: seed), locale: locale),
            messages: messages,
            servedLocale: table.bestLocale(
                forAcceptLanguage: acceptLanguageHeaders[seed % acceptLanguageHeaders.count]))
    }

    @Test("16 threads encode and look up through one table, each result as encoded alone")
    func manyThreadsShareOneTable() throws {
        // Expected results from a table and encoders of their own, one call at a time, so
        // nothing a worker does can have warmed a cache the expectation relies on.
        let referenceTable = RuntimeFixtures.table
        var expected: [Int: Outcome] = [:]
        for seed in 0..<(Self.locales.count * 3) {
            expected[seed] = try Self.outcome(
                table: referenceTable, l10nc: LocalizingEncoder(table: referenceTable, wireFormat: .l10nc),
                fosmvvm: LocalizingEncoder(table: referenceTable),
                locale: Self.locales[seed % Self.locales.count],
                seed: seed)
        }

        let expectedOutcomes = expected
        let shared = RuntimeFixtures.table
        let l10nc = LocalizingEncoder(table: shared, wireFormat: .l10nc)
        let fosmvvm = LocalizingEncoder(table: shared)
        let gate = StartGate(parties: Self.threadCount)
        let mismatches = Mismatches()
        let finished = DispatchGroup()
        for worker in 0..<Self.threadCount {
            finished.enter()
            let thread = Thread {
                defer { finished.leave() }
                gate.arriveAndWait()
                for round in 0..<Self.rounds {
                    // Workers start at different seeds, so at any moment the threads are in
                    // different locales.
                    let seed = (worker * 5 + round) % expectedOutcomes.count
                    do {
                        let result = try Self.outcome(
                            table: shared, l10nc: l10nc, fosmvvm: fosmvvm,
                            locale: Self.locales[seed % Self.locales.count], seed: seed)
                        if result != expectedOutcomes[seed] {
                            mismatches.record("worker \(worker), seed \(seed)")
                        }
                    } catch {
                        mismatches.record("worker \(worker), seed \(seed): \(error)")
                    }
                }
            }
            thread.stackSize = 1 << 20
            thread.start()
        }
        #expect(finished.wait(timeout: .now() + 120) == .success, "the workers did not finish")
        #expect(mismatches.all.isEmpty, "\(mismatches.all.prefix(10))")
        // The reference results are the localized ones, not empty: a German dashboard.
        let german = String(decoding: expected[1]!.dashboard, as: UTF8.self)
        #expect(german.contains("Willkommen zurück, User 1!"))
    }
}

/// Holds every worker until all have arrived, so they run their first round together.
private final class StartGate: @unchecked Sendable {
    private let condition = NSCondition()
    private var waiting: Int

    init(parties: Int) { waiting = parties }

    func arriveAndWait() {
        condition.lock()
        defer { condition.unlock() }
        waiting -= 1
        if waiting == 0 {
            condition.broadcast()
        } else {
            while waiting > 0 { condition.wait() }
        }
    }
}

/// The mismatches the workers found, behind a lock (`@unchecked`: the lock guards `found`).
private final class Mismatches: @unchecked Sendable {
    private let lock = NSLock()
    private var found: [String] = []

    func record(_ mismatch: String) { lock.withLock { found.append(mismatch) } }

    var all: [String] { lock.withLock { found } }
}
