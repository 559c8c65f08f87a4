// Runtime benchmark: table open, lookup, and localized encoding against plain JSONEncoder.
// Run with `swift run -c release --package-path Benchmarks RuntimeBenchmark`.
import Foundation
import L10nRuntime

// MARK: Timing

/// CPU time of the calling thread, in nanoseconds: on a machine shared with other builds,
/// wall-clock time mostly measures the scheduler.
func now() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// The median of `samples` runs of `body`, in nanoseconds per run.
func median(samples: Int, _ body: () throws -> Void) rethrows -> Double {
    var times: [UInt64] = []
    for _ in 0..<samples {
        let start = now()
        try body()
        times.append(now() - start)
    }
    times.sort()
    return Double(times[times.count / 2])
}

/// The median over `batches` of the mean time per iteration of `body`, in nanoseconds.
func perIteration(batches: Int = 9, iterations: Int, _ body: (Int) throws -> Void) rethrows -> Double {
    var means: [Double] = []
    for _ in 0..<batches {
        let start = now()
        for index in 0..<iterations { try body(index) }
        means.append(Double(now() - start) / Double(iterations))
    }
    means.sort()
    return means[means.count / 2]
}

func format(_ value: Double, _ digits: Int = 2) -> String { String(format: "%.\(digits)f", value) }

// MARK: A table of 100,000 messages

let english = LocaleIdentifier("en")!
let german = LocaleIdentifier("de")!
let messageCount = 100_000
var englishMessages: [String: TableMessage] = [:]
var germanMessages: [String: TableMessage] = [:]
var keys: [String] = []
for index in 0..<messageCount {
    let key = "GeneratedViewModel\(index / 10).property\(index % 10)"
    keys.append(key)
    englishMessages[key] = .text(try MessageTemplate(parsing: "Message \(index) for %{name}"))
    if index % 2 == 0 {
        germanMessages[key] = .text(try MessageTemplate(parsing: "Nachricht \(index) für %{name}"))
    }
}
for (key, text) in [
    ("SmallViewModel.pageTitle", "Dashboard"), ("SmallViewModel.subtitle", "Your day at a glance"),
] {
    englishMessages[key] = .text(try MessageTemplate(parsing: text))
}
germanMessages["SmallViewModel.pageTitle"] = .text(try MessageTemplate(parsing: "Übersicht"))
germanMessages["SmallViewModel.subtitle"] = .text(try MessageTemplate(parsing: "Ihr Tag auf einen Blick"))
englishMessages["SmallViewModel.messages"] = .plural([
    .one: try MessageTemplate(parsing: "%{count} new message"),
    .other: try MessageTemplate(parsing: "%{count} new messages"),
])
germanMessages["SmallViewModel.messages"] = .plural([
    .one: try MessageTemplate(parsing: "%{count} neue Nachricht"),
    .other: try MessageTemplate(parsing: "%{count} neue Nachrichten"),
])
let rules: [PluralCategory: String] = [.one: "i = 1 and v = 0"]
let contents = TableContents(
    locales: [
        TableLocale(id: english, pluralRuleSources: rules),
        TableLocale(id: german, fallbackChain: [english], pluralRuleSources: rules),
    ],
    defaultLocale: english, messages: [english: englishMessages, german: germanMessages])

let writeStart = now()
let bytes = try TableWriter().tableBytes(for: contents)
let writeMilliseconds = Double(now() - writeStart) / 1e6
let path = FileManager.default.temporaryDirectory.appendingPathComponent("runtime-benchmark.l10n").path
try Data(bytes).write(to: URL(fileURLWithPath: path))
defer { try? FileManager.default.removeItem(atPath: path) }

print("Runtime benchmark (release, one run; thread CPU time)")
print(
    "table: \(messageCount) keys × 2 locales, \(bytes.count) bytes, written in \(format(writeMilliseconds)) ms"
)

// MARK: (1) Open

let openVerified = try median(samples: 51) { _ = try LocalizationTable(contentsOfFile: path) }
let openUnverified = try median(samples: 51) {
    _ = try LocalizationTable(contentsOfFile: path, options: .init(verifiesChecksum: false))
}
print("(1) open, checksum verified:     \(format(openVerified / 1e6, 3)) ms")
print("    open, checksum not verified: \(format(openUnverified / 1e6, 3)) ms   (target < 1 ms)")

// MARK: (2) Lookup

let table = try LocalizationTable(contentsOfFile: path)
var generator = SystemRandomNumberGenerator()
let probeKeys = (0..<4096).map { _ in keys[Int.random(in: 0..<keys.count, using: &generator)] }
var found = 0
let locate = try perIteration(iterations: 200_000) { index in
    if try table.location(of: probeKeys[index & 4095], locale: german) != nil { found += 1 }
}
let decode = try perIteration(iterations: 200_000) { index in
    if try table.message(for: probeKeys[index & 4095], locale: german) != nil { found += 1 }
}
print("(2) lookup (key → message location, fallback resolved): \(format(locate, 1)) ns   (target < 100 ns)")
print("    lookup and decode into a TableMessage:              \(format(decode, 1)) ns")

// MARK: (3) Encode

struct SmallViewModel: Codable, Sendable {
    @LocalizedString var pageTitle
    @LocalizedString var subtitle
    @LocalizedSubs(substitutions: \.counts) var messages
    let counts: [String: Int]
    @LocalizedInt var total: LocalizableInt

    init(count: Int, total: Int) {
        counts = ["count": count]
        self.total = LocalizableInt(value: total)
    }
}

/// The same data, already localized, as a plain struct in the same (FOSMVVM) wire format.
struct PlainViewModel: Codable {
    struct FormattedInt: Codable {
        var v: Int
        var sgep: Bool
        var gsepsz: Int
        var ls: String
    }

    var pageTitle: String
    var subtitle: String
    var messages: String
    var counts: [String: Int]
    var total: FormattedInt
}

// The default wire format, FOSMVVM's.
let encoder = LocalizingEncoder(table: table)
let model = SmallViewModel(count: 3, total: 12_345)
let localized = try encoder.encodeBytes(model, locale: german)
let plain = try JSONDecoder().decode(PlainViewModel.self, from: Data(localized))
let jsonEncoder = JSONEncoder()
print("    localized output: \(String(decoding: localized, as: UTF8.self))")

var outputBytes = 0
let localizingTime = try perIteration(iterations: 20_000) { _ in
    outputBytes &+= try encoder.encodeBytes(model, locale: german).count
}
let plainTime = try perIteration(iterations: 20_000) { _ in
    outputBytes &+= try jsonEncoder.encode(plain).count
}
print(
    "(3) LocalizingEncoder, small view model:             \(format(localizingTime / 1000)) µs per view model")
print("    JSONEncoder, same already-localized plain struct: \(format(plainTime / 1000)) µs per view model")
print("    ratio: \(format(localizingTime / plainTime)) (target ≤ 1.5; FOSMVVM 25–70)")
if found == 0 || outputBytes == 0 { print("(nothing found)") }
