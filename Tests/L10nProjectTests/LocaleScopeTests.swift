import Foundation
import L10nChecker
import L10nCore
import L10nProject
import L10nRuntime
import L10nYAML
import Testing

/// `LocaleDataStore.localesJudging(_:defaultLocale:)`: a check that reads only the locales
/// judging one locale finds, at that locale's texts, what a check of every locale finds there.
/// `l10n_submit` checks a batch that way; this is the argument, rule by rule, made on every
/// fixture's findings.
@Suite("The locales that judge a locale's texts")
struct LocaleScopeTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static let projects = [
        "Examples/TaskBoard", "Tests/EndToEndTests/Fixtures/BrokenTaskBoard",
        "Tests/EndToEndTests/Fixtures/BrokenFOSMVVMBoard",
    ]

    @Test(arguments: projects)
    func findingsAtALocalesTextsNeedOnlyItsJudges(project: String) throws {
        try Self.compare(Self.repository.appendingPathComponent(project), named: project)
    }

    /// Regional locales, whose fallback chains hold other locales: `de-AT` lacks a key `de`
    /// has and renames a placeholder, `en-GB` copies `en`, `de-CH` is not listed.
    @Test func regionalLocalesAreJudgedWithTheirFallbacks() throws {
        let fixture = Self.repository.appendingPathComponent("Tests/EndToEndTests/Fixtures/BrokenTaskBoard")
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "l10nc-scope-\(UUID().uuidString.prefix(8))")
        try FileManager.default.copyItem(at: fixture, to: root)
        defer { try? FileManager.default.removeItem(at: root) }
        let configuration = root.appendingPathComponent("l10nc.yml")
        let text = try String(contentsOf: configuration, encoding: .utf8)
        try Data(
            text.replacingOccurrences(
                of: "locales: [en, de, ru, ar, ja]", with: "locales: [en, de, ru, ar, ja, de-AT, en-GB]"
            )
            .utf8
        ).write(to: configuration)
        var regional = 0
        let folder = root.appendingPathComponent("Sources/TaskBoard")
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path)
        where name.hasSuffix(".yml") {
            let file = folder.appendingPathComponent(name)
            guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
            let german = Self.section("de", of: text)
            let english = Self.section("en", of: text)
            guard !german.isEmpty || !english.isEmpty else { continue }
            var added = ""
            if !german.isEmpty {
                added +=
                    "de-AT:\n"
                    + german.filter { !$0.contains("doing:") }
                    .map { $0.replacingOccurrences(of: "%{count}", with: "%{anzahl}") }.joined(
                        separator: "\n")
                    + "\nde-CH:\n" + german.joined(separator: "\n") + "\n"
            }
            if !english.isEmpty { added += "en-GB:\n" + english.joined(separator: "\n") + "\n" }
            try Data((text + (text.hasSuffix("\n") ? "" : "\n") + added).utf8).write(to: file)
            regional += 1
        }
        #expect(regional > 0)
        let compared = try Self.compare(root, named: "BrokenTaskBoard with regional locales")
        for locale in ["de-AT", "en-GB", "de-CH"] {
            #expect(compared[LocaleIdentifier(locale)!, default: 0] > 0, "no finding at \(locale)'s texts")
        }
    }

    /// The lines below the top-level key `locale:` of a resource text.
    static func section(_ locale: String, of text: String) -> [String] {
        var lines: [String] = []
        var inside = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if let first = line.first, first != " ", first != "#" {
                inside = line == "\(locale):"
            } else if inside, !line.isEmpty {
                lines.append(String(line))
            }
        }
        return lines
    }

    /// Compares, locale by locale, the findings at the locale's texts; returns how many there
    /// were, by locale.
    @discardableResult
    static func compare(_ root: URL, named project: String) throws -> [LocaleIdentifier: Int] {
        let loaded = try ProjectConfiguration.load(path: root.appendingPathComponent("l10nc.yml").path)
        let configuration = loaded.configuration
        let snapshot = try ProjectAnalyzer(project: configuration).read()
        let schema = try #require(snapshot.schema)
        let reader = ProjectReader(configuration: configuration)
        let resources = try reader.inventory().resources
        let localeData = try ProjectReader.localeData()
        let whole = reader.read(resources)
        let locales = whole.catalog.locales.sorted()
        let knownTypeNames = Set(whole.catalog.typeNames).union(schema.typeNames)
        func check(
            _ read: CatalogReadResult, _ configuration: ProjectConfiguration, _ locales: [LocaleIdentifier]
        )
            -> [Diagnostic]
        {
            PartChecker(
                configuration: configuration, catalogLocales: locales, localeLocations: [:],
                knownTypeNames: knownTypeNames, localeData: localeData, lock: nil, warningsAsErrors: false
            ).check(read, schema: schema).diagnostics
        }
        let everyLocale = check(whole, configuration, locales)
        var compared: [LocaleIdentifier: Int] = [:]
        for locale in locales {
            // Every line a text of the locale takes: its keys, values, variants and elements.
            var lines = Set<String>()
            for entry in whole.catalog.entries(in: locale) {
                lines.insert("\(entry.keyLocation.file):\(entry.keyLocation.line)")
                switch entry.value {
                case .string(let scalar): lines.insert("\(scalar.location.file):\(scalar.location.line)")
                case .array(let scalars):
                    for scalar in scalars { lines.insert("\(scalar.location.file):\(scalar.location.line)") }
                case .mapping: break
                }
            }
            func atLocale(_ diagnostics: [Diagnostic]) -> [String] {
                diagnostics.filter { lines.contains("\($0.location.file):\($0.location.line)") }
                    .map { "\($0.rule.rawValue) \($0.severity) \($0.location) \($0.message)" }.sorted()
            }
            let judging = localeData.localesJudging(
                [locale], defaultLocale: configuration.checkConfiguration.defaultLocale)
            var restricted = configuration
            if let required = restricted.locales { restricted.locales = required.filter(judging.contains) }
            let read = reader.read(resources, locales: judging)
            #expect(Set(read.catalog.locales) == Set(locales).intersection(judging))
            let found = check(read, restricted, locales.filter(judging.contains))
            #expect(atLocale(found) == atLocale(everyLocale), "\(project), \(locale)")
            compared[locale] = atLocale(everyLocale).count
        }
        // The broken fixtures have findings at their texts: the comparison is not of nothing.
        if project.contains("Broken") { #expect(compared.values.reduce(0, +) > 0) }
        return compared
    }
}
