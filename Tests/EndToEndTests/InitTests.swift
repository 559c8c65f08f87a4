import Foundation
import Testing

/// `l10nc init` on packages laid out as FOSMVVM apps are: it finds the sources, resources,
/// locales, default locale and runtime, writes `l10nc.yml`, and `check` then needs no flags.
@Suite("init")
struct InitTests {
    static let layouts = ProjectPaths.repositoryRoot.appendingPathComponent(
        "Tests/EndToEndTests/Fixtures/InitLayouts")

    /// A copy of a fixture layout in a temporary directory, since init writes into it.
    static func copy(of layout: String) throws -> URL {
        let destination = FileManager.default.temporaryDirectory
            .appendingPathComponent("l10nc-init-\(layout)-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: layouts.appendingPathComponent(layout), to: destination)
        return destination
    }

    static func configuration(in directory: URL) throws -> String {
        try String(contentsOf: directory.appendingPathComponent("l10nc.yml"), encoding: .utf8)
    }

    @Test("resources in a shared Sources/Resources folder, as FOSShowcase keeps them")
    func resourcesFolder() throws {
        let package = try Self.copy(of: "ResourcesFolder")
        defer { try? FileManager.default.removeItem(at: package) }
        let run = try #require(L10ncRun.run(["init"], in: package))
        #expect(run.exitStatus == 0)
        #expect(run.standardError == "")
        #expect(
            try Self.configuration(in: package) == """
                # Written by `l10nc init` from what it found in this package; every setting is explained
                # in docs/configuration.md. `l10nc check` reads this file when run here with no flags.
                # Swift sources that declare localized properties (1 file).
                sources:
                  - Sources/ViewModels
                # Folders of the view models' YAML (1 file).
                resources:
                  - Sources/Resources/ViewModels
                # The source language: English, among locales that hold the most of the keys the sources need; \
                change it if the source language is another.
                defaultLocale: en
                # Every key must exist in each of these (the locales the resources hold). Add a locale
                # here with its first translations: one the resources hold but this list lacks is
                # reported (unlisted-locale), and its missing keys are not checked.
                locales: [en, es]
                # Which runtime serves the resources: the view models import FOSMVVM.
                runtime: fosmvvm

                """)
        // What it found, and what it left out and why: the test target's YAML, the package
        // under Examples/; docker-compose.yml and the hidden .swiftlint.yml are not resources.
        #expect(run.standardOutput.contains("  sources    Sources/ViewModels (1 view-model file)\n"))
        #expect(run.standardOutput.contains("  locales    en (3 texts), es (3 texts)\n"))
        #expect(
            run.standardOutput.contains(
                "  left out   Tests (test targets; --include-tests searches them too); "
                    + "Examples/Demo (another package: run init there)\n"))
        #expect(run.standardOutput.hasSuffix("wrote ./l10nc.yml; run `l10nc check` next\n"))

        let check = try #require(L10ncRun.run(["check"], in: package))
        #expect(check.exitStatus == 0, "\(check.standardOutput)\(check.standardError)")
        #expect(
            check.standardOutput.hasPrefix("checked 2 files, 1 type, 3 keys, 2 locales: 0 errors, 0 warnings")
        )
    }

    @Test("resources beside the view models, on L10nRuntime; check then runs on what init wrote")
    func besideViewModels() throws {
        let package = try Self.copy(of: "BesideViewModels")
        defer { try? FileManager.default.removeItem(at: package) }
        let run = try #require(L10ncRun.run(["init"], in: package))
        #expect(run.exitStatus == 0)
        let configuration = try Self.configuration(in: package)
        // The nested Settings folder is inside the target, so one root serves both.
        #expect(configuration.contains("sources:\n  - Sources/Profile\n"))
        #expect(configuration.contains("resources:\n  - Sources/Profile\n"))
        // `no` (Norwegian) is quoted: YAML 1.1 reads a plain `no` as false.
        #expect(configuration.contains("locales: [de, en, \"no\"]\n"))
        #expect(configuration.contains("defaultLocale: en\n"))
        #expect(configuration.contains("runtime: l10nc\n"))

        // The Norwegian file is a start only: check, with no flags, reports what it lacks.
        let check = try #require(L10ncRun.run(["check", "--format", "json"], in: package))
        #expect(check.exitStatus == 1)
        let missing = check.standardOutput.components(separatedBy: "\"rule\" : \"missing-key\"").count - 1
        #expect(missing == 4)
    }

    @Test("--include-tests searches the test targets too")
    func includeTests() throws {
        let package = try Self.copy(of: "ResourcesFolder")
        defer { try? FileManager.default.removeItem(at: package) }
        let run = try #require(L10ncRun.run(["init", "--include-tests", "--dry-run"], in: package))
        #expect(run.exitStatus == 0)
        // The test target bundles its own YAML: a project of its own beside the app's.
        #expect(
            run.standardOutput.contains(
                """
                projects:
                  - name: Main
                    sources:
                      - Sources/ViewModels
                    resources:
                      - Sources/Resources/ViewModels
                  - name: ViewModelTests
                    sources:
                      - Tests/ViewModelTests
                    resources:
                      - Tests/ViewModelTests/TestYAML

                """))
        #expect(!FileManager.default.fileExists(atPath: package.appendingPathComponent("l10nc.yml").path))
    }

    @Test("two test targets with their own TestYAML and the same keys: one project each, and check is clean")
    func oneProjectPerBundle() throws {
        let package = FileManager.default.temporaryDirectory
            .appendingPathComponent("l10nc-init-bundles-\(UUID().uuidString)")
        try FileManager.default.copyItem(
            at: Self.layouts.appendingPathComponent("TwoTestBundles"), to: package)
        defer { try? FileManager.default.removeItem(at: package) }
        try FileManager.default.removeItem(at: package.appendingPathComponent("l10nc.yml"))
        let run = try #require(L10ncRun.run(["init", "--include-tests"], in: package))
        #expect(run.exitStatus == 0, "\(run.standardOutput)\(run.standardError)")
        #expect(
            run.standardOutput.contains(
                "  projects   GadgetTests, WidgetTests (one per bundle, each checked on its own)\n"))
        #expect(
            try Self.configuration(in: package).hasSuffix(
                """
                projects:
                  - name: GadgetTests
                    sources:
                      - Tests/GadgetTests
                    resources:
                      - Tests/GadgetTests/TestYAML
                  - name: WidgetTests
                    sources:
                      - Tests/WidgetTests
                    resources:
                      - Tests/WidgetTests/TestYAML

                """))
        // Merged, the two bundles' keys would be reported as defined twice.
        let check = try #require(L10ncRun.run(["check"], in: package))
        #expect(check.exitStatus == 0, "\(check.standardOutput)\(check.standardError)")
        #expect(!check.standardOutput.contains("duplicate-key"))
    }

    @Test(
        "a test target with view models but no YAML of its own is left out and said, never listed without a project"
    )
    func sourcesWithoutABundle() throws {
        // FOSUtilities' layout: two test targets bundle their own TestYAML; a third
        // (FOSTestingUITests) builds keys in code but holds no YAML.
        let package = FileManager.default.temporaryDirectory
            .appendingPathComponent("l10nc-init-unbundled-\(UUID().uuidString)")
        try FileManager.default.copyItem(
            at: Self.layouts.appendingPathComponent("TwoTestBundles"), to: package)
        defer { try? FileManager.default.removeItem(at: package) }
        try FileManager.default.removeItem(at: package.appendingPathComponent("l10nc.yml"))
        let uiTests = package.appendingPathComponent("Tests/UITestingTests")
        try FileManager.default.createDirectory(at: uiTests, withIntermediateDirectories: true)
        try Data(
            """
            import FOSMVVM
            import Testing

            struct KeyEchoTests {
                @Test func echoes() throws {
                    let localized = LocalizableString.localized(key: "Server.onlyKey")
                    #expect(!localized.isEmpty)
                }
            }

            """.utf8
        ).write(to: uiTests.appendingPathComponent("KeyEchoTests.swift"))

        let run = try #require(L10ncRun.run(["init", "--include-tests"], in: package))
        #expect(run.exitStatus == 0, "\(run.standardOutput)\(run.standardError)")
        let sourcesRow = run.standardOutput.split(separator: "\n").first { $0.hasPrefix("  sources") }
        #expect(sourcesRow?.contains("Tests/UITestingTests") == false, "\(run.standardOutput)")
        #expect(
            run.standardOutput.contains(
                "Tests/UITestingTests (its view models have no YAML of their own, so no project holds them"),
            "\(run.standardOutput)")
        let configuration = try Self.configuration(in: package)
        #expect(!configuration.contains("UITestingTests"), "\(configuration)")
        // Every source the summary lists is a project's.
        let listed =
            sourcesRow.map { row in
                row.dropFirst("  sources".count).split(separator: "(")[0].split(separator: ",").map {
                    $0.trimmingCharacters(in: .whitespaces)
                }
            } ?? []
        #expect(!listed.isEmpty)
        for source in listed {
            #expect(
                configuration.contains("      - \(source)\n"), "\(source) is in no project: \(configuration)")
        }
        let check = try #require(L10ncRun.run(["check"], in: package))
        #expect(check.exitStatus == 0, "\(check.standardOutput)\(check.standardError)")
    }

    @Test("an existing l10nc.yml is never overwritten")
    func neverOverwrites() throws {
        let package = try Self.copy(of: "ResourcesFolder")
        defer { try? FileManager.default.removeItem(at: package) }
        let existing = package.appendingPathComponent("l10nc.yml")
        try Data("sources: [Sources]\n".utf8).write(to: existing)
        let run = try #require(L10ncRun.run(["init"], in: package))
        #expect(run.exitStatus == 2)
        #expect(run.standardError.contains("already exists and init never overwrites it"))
        #expect(try String(contentsOf: existing, encoding: .utf8) == "sources: [Sources]\n")
    }

    @Test("a directory with nothing to configure is an error that says what was looked for")
    func nothingFound() throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent(
            "l10nc-init-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        try Data("version: 2\nservices: {}\n".utf8).write(to: empty.appendingPathComponent("compose.yml"))
        let run = try #require(L10ncRun.run(["init"], in: empty))
        #expect(run.exitStatus == 2)
        #expect(run.standardError.contains("found no view-model sources"))
        // The folder is named in words and by its path, never as a bare "." that a full stop
        // turns into "under .." (issue 31).
        #expect(run.standardError.contains("in the current folder (\(empty.path))"), "\(run.standardError)")
        #expect(!run.standardError.contains(".."), "\(run.standardError)")
        #expect(run.standardError.contains("run `l10nc init` in the package root"))
        #expect(!FileManager.default.fileExists(atPath: empty.appendingPathComponent("l10nc.yml").path))
    }
}
