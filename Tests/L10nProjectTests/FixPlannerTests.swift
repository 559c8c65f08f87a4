import Foundation
import L10nChecker
import L10nCore
import L10nEditing
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
    static func snapshot(
        in directory: URL,
        files: [String: String] = ["CardViewModel.swift": swift, "CardViewModel.yml": yaml],
        locales: [String] = ["en", "de"]
    ) throws -> ProjectSnapshot {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for (name, text) in files {
            try Data(text.utf8).write(to: directory.appendingPathComponent(name))
        }
        var configuration = ProjectConfiguration(
            sources: [directory.path], resources: [directory.path], defaultLocale: LocaleIdentifier("en"),
            locales: locales.map { LocaleIdentifier($0)! }, runtime: .l10nc)
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
        for fix in filled { try documents.apply(fix.edits) }
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

    @Test("an editor's fixes rewrite the lock as `fix` does; SARIF's leave it alone")
    func lockInDiagnosticFixes() throws {
        let directory = Self.folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        var snapshot = try Self.snapshot(in: directory)
        let lockPath = directory.appendingPathComponent("l10nc.lock").path
        snapshot.lockPath = lockPath
        let missing = try #require(snapshot.diagnostics.first { $0.rule == .missingKey })
        let sarif = FixPlanner(snapshot: snapshot).diagnosticFixes()
        #expect(sarif[missing]?.allSatisfy { $0.replacements.allSatisfy { $0.file != lockPath } } == true)

        // No lock yet: the stub's record creates it, as `fix` would write it.
        let planner = FixPlanner(snapshot: snapshot)
        let stub = try #require(planner.diagnosticFixes(updatingLock: true)[missing]?.first)
        let created = try #require(stub.replacements.first { $0.file == lockPath })
        let expected = try #require(
            FixPlanner.lock(
                after: planner.fixes().filter { $0.rule == .missingKey }, existing: nil,
                defaultLocale: snapshot.defaultLocale))
        #expect(created.byteOffset == 0 && created.byteLength == 0)
        #expect(created.insertedText == expected.lock.text)
        #expect(created.insertedText.contains("CardViewModel.subtitle"))

        // A lock there: the region that changes is replaced, and applying it gives the lock `fix`
        // writes (the older lock's comment is not kept: `fix` writes the lock whole).
        let existing = "# an older lock\n" + TranslationLock(defaultLocale: snapshot.defaultLocale).text
        try Data(existing.utf8).write(to: URL(fileURLWithPath: lockPath))
        snapshot.lock = TranslationLock(defaultLocale: snapshot.defaultLocale)
        let replaced = try #require(
            FixPlanner(snapshot: snapshot).diagnosticFixes(updatingLock: true)[missing]?.first?.replacements
                .filter { $0.file == lockPath })
        #expect(!replaced.isEmpty)
        var applied = Array(existing.utf8)
        for region in replaced.sorted(by: { $0.byteOffset > $1.byteOffset }) {
            applied.replaceSubrange(
                region.byteOffset..<region.byteOffset + region.byteLength,
                with: Array(region.insertedText.utf8))
        }
        let rewritten = try #require(
            FixPlanner.lock(
                after: planner.fixes().filter { $0.rule == .missingKey }, existing: snapshot.lock,
                defaultLocale: snapshot.defaultLocale))
        #expect(String(decoding: applied, as: UTF8.self) == rewritten.lock.text)
        // A quote records nothing: no lock in its fix.
        let quote = try #require(
            FixPlanner(snapshot: snapshot).diagnosticFixes(updatingLock: true).first {
                $0.key.rule == .yaml11Scalar
            })
        #expect(quote.value.allSatisfy { $0.replacements.allSatisfy { $0.file != lockPath } })
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

    @Test("the keys fixes add to one file go in together, byte for byte as one fix after another")
    func insertionsTogether() throws {
        let directory = Self.folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let swift =
            Self.swift + """
                struct ListViewModel {
                    @LocalizedString var title
                    @LocalizedString(parentKeys: "header", propertyName: "subtitle") var subtitle
                    @LocalizedStrings var tabs
                    @LocalizedString var emptyText
                }

                """
        // `de` lacks most of the card and has no list; `fr` has nothing. The list has no YAML
        // file at all: its keys go into a new one.
        let yaml = """
            # Cards
            en:
              CardViewModel:
                done: yes
                greeting: "Hello %{name}"
                # the card's title
                title: "Card"
            de:
              CardViewModel:
                title: "Karte"

            """
        let snapshot = try Self.snapshot(
            in: directory, files: ["Views.swift": swift, "CardViewModel.yml": yaml],
            locales: ["en", "de", "fr"])
        for fill in [FixPlanOptions.Fill.copy, .pseudo, nil] {
            let fixes = FixPlanner(snapshot: snapshot, options: FixPlanOptions(fill: fill)).fixes()
            #expect(fixes.count(where: { $0.insertion != nil }) >= (fill == nil ? 5 : 20))
            var oneByOne = ResourceDocumentSet()
            let expected = fixes.map { fix -> ResourceEditError? in
                do throws(ResourceEditError) {
                    try oneByOne.apply(fix.edits)
                    return nil
                } catch {
                    return error
                }
            }
            var together = ResourceDocumentSet()
            #expect(together.apply(fixes) == expected)
            #expect(together.changed.map(\.path) == oneByOne.changed.map(\.path))
            #expect(together.changed.map(\.text) == oneByOne.changed.map(\.text))
            #expect(together.changed.count == 2, "the card's file and the list's new one")
        }
        // The result, as one fix after another wrote it before.
        var documents = ResourceDocumentSet()
        let fixes = FixPlanner(snapshot: snapshot, options: FixPlanOptions(fill: .copy)).fixes()
        #expect(documents.apply(fixes).allSatisfy { $0 == nil })
        let card = try #require(documents.changed.first { $0.path.hasSuffix("CardViewModel.yml") })
        #expect(
            card.text == """
                # Cards
                en:
                  CardViewModel:
                    done: "yes"
                    greeting: "Hello %{name}"
                    subtitle: "TODO: CardViewModel.subtitle"
                    # the card's title
                    title: "Card"
                de:
                  CardViewModel:
                    title: "Karte"
                    done: "yes"
                    greeting: "Hello %{name}"
                    subtitle: "TODO: CardViewModel.subtitle"
                fr:
                  CardViewModel:
                    done: "yes"
                    greeting: "Hello %{name}"
                    subtitle: "TODO: CardViewModel.subtitle"
                    title: "Card"

                """)
    }

    @Test("a missing key whose locale has a file of its own goes there, never into one that does not parse")
    func placementPerLocaleFiles() throws {
        let directory = Self.folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let snapshot = try Self.snapshot(
            in: directory,
            files: [
                "CardViewModel.swift": Self.swift,
                "a-en.yml": "en:\n  CardViewModel:\n    title: \"Card\"\n",
                "b-de.yml": "de:\n  OtherViewModel:\n    title: \"Andere\"\n",
                "a-de.yml": "de:\n  OtherViewModel:\n    title: \"Andere\n",
                "c-de.yml": "de:\n  ThirdViewModel:\n    title: \"Dritte\"\n",
                "both.yml": "en:\n  X: {a: b}\nfr:\n  X: {a: b}\n",
            ], locales: ["en", "de", "fr"])
        let placement = ResourcePlacement(
            catalog: snapshot.catalog, defaultLocale: snapshot.defaultLocale, resources: [directory.path])
        let source = SourceLocation(file: directory.path + "/CardViewModel.swift", line: 2, column: 5)
        // `a-de.yml` does not parse; `b-de.yml` is the first readable file with `de` alone.
        #expect(
            placement.file(for: "CardViewModel.subtitle", in: LocaleIdentifier("de")!, neededAt: source)
                == directory.path + "/b-de.yml")
        // The nearest parent in the locale comes first.
        #expect(
            placement.file(for: "ThirdViewModel.subtitle", in: LocaleIdentifier("de")!, neededAt: source)
                == directory.path + "/c-de.yml")
        // `fr` shares its only file with `en`: the key goes beside the default locale's.
        #expect(
            placement.file(for: "CardViewModel.subtitle", in: LocaleIdentifier("fr")!, neededAt: source)
                == directory.path + "/a-en.yml")
    }
}
