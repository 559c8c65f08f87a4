import Foundation
import L10nChecker
import L10nCore
import L10nProject
import L10nRuntime
import L10nScanner
import L10nYAML
import Testing

/// Fix planning as a library: the plan a snapshot gives, applied to documents, without the CLI.
@Suite("Fix planning")
struct FixPlannerTests {
    static let swift = """
        struct CardViewModel {
            @LocalizedString var title
            @LocalizedString var subtitle
            @LocalizedSubs(substitutions: \\.subs) var greeting
            @LocalizedString var done
            var subs: [String: String] { ["name": "x"] }
        }

        """
    static let yaml = """
        en:
          CardViewModel:
            title: "Card"
            greeting: "Hello %{name}"
            done: yes
        de:
          CardViewModel:
            title: "Karte"
            greeting: "Hallo %{name}"
            done: "ja"

        """

    /// A project on disk and its snapshot, as `check` makes it.
    static func snapshot(in directory: URL) throws -> ProjectSnapshot {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(swift.utf8).write(to: directory.appendingPathComponent("CardViewModel.swift"))
        try Data(yaml.utf8).write(to: directory.appendingPathComponent("CardViewModel.yml"))
        var configuration = ProjectConfiguration(
            sources: [directory.path], resources: [directory.path], defaultLocale: LocaleIdentifier("en"),
            locales: [LocaleIdentifier("en")!, LocaleIdentifier("de")!], runtime: .l10nc)
        configuration.rules = [:]
        let read = try CatalogReader().read(roots: [directory.path])
        let scan = try SchemaScanner().scan(roots: [directory.path])
        let checker = Checker(
            configuration: configuration.checkConfiguration, localeData: try LocaleDataStore())
        let found =
            read.diagnostics + scan.diagnostics + checker.check(schema: scan.schema, catalog: read.catalog)
        let diagnostics = configuration.diagnosticPolicy().apply(to: found, files: read.catalog.files)
        return ProjectSnapshot(
            configuration: configuration, catalog: read.catalog, schema: scan.schema, diagnostics: diagnostics
        )
    }

    static func folder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("l10nc-plan-\(UUID().uuidString)")
    }

    @Test("quotes before it inserts, stubs the default locale, fills others only when asked")
    func planAndApply() throws {
        let directory = Self.folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let snapshot = try Self.snapshot(in: directory)
        #expect(snapshot.diagnostics.contains { $0.rule == .yaml11Scalar })
        #expect(snapshot.diagnostics.contains { $0.rule == .missingKey })

        let plain = FixPlanner(snapshot: snapshot).fixes()
        #expect(plain.map(\.phase) == [.quote, .insert])
        #expect(plain.map(\.rule) == [.yaml11Scalar, .missingKey])
        #expect(
            plain[1].summary == "add 'CardViewModel.subtitle' to 'en' in \(directory.path)/CardViewModel.yml")

        let filled = FixPlanner(snapshot: snapshot, options: FixPlanOptions(fill: .copy)).fixes()
        #expect(filled.count(where: { $0.rule == .missingKey }) == 2)
        var documents = ResourceDocumentSet()
        for fix in filled { try fix.apply(&documents) }
        let text = try #require(documents.changed.first).text
        #expect(text.contains("    done: \"yes\"\n"))
        #expect(text.contains("    subtitle: \"TODO: CardViewModel.subtitle\"\n"))
        // The de copy of a stub is the stub's text: there is no English text to copy.
        #expect(text.components(separatedBy: "subtitle:").count == 3)

        let onlyQuotes = FixPlanner(snapshot: snapshot, options: FixPlanOptions(ruleFilter: [.yaml11Scalar]))
            .fixes()
        #expect(onlyQuotes.map(\.rule) == [.yaml11Scalar])
    }

    @Test("SARIF's fixes are the default plan, each applied alone to the files on disk")
    func diagnosticFixes() throws {
        let directory = Self.folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let snapshot = try Self.snapshot(in: directory)
        let fixes = FixPlanner(snapshot: snapshot).diagnosticFixes()
        let quote = try #require(fixes.first { $0.key.rule == .yaml11Scalar }?.value.first)
        let replacement = try #require(quote.replacements.first)
        #expect(replacement.insertedText == "\"yes\"")
        #expect(replacement.startLine == 5 && replacement.startColumn == 11)
        #expect(fixes.keys.contains { $0.rule == .missingKey })
    }

    @Test("a new key goes beside its siblings, never into a file that does not parse")
    func placement() throws {
        let directory = Self.folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let snapshot = try Self.snapshot(in: directory)
        let placement = ResourcePlacement(
            catalog: snapshot.catalog, defaultLocale: snapshot.defaultLocale, resources: [directory.path])
        let source = SourceLocation(file: directory.path + "/CardViewModel.swift", line: 3, column: 5)
        #expect(
            placement.file(for: "CardViewModel.subtitle", in: LocaleIdentifier("de")!, neededAt: source)
                == directory.path + "/CardViewModel.yml")
        #expect(
            placement.file(for: "OtherViewModel.title", in: LocaleIdentifier("en")!, neededAt: source)
                == directory.path + "/OtherViewModel.yml")
    }
}
