import Foundation
import Testing

/// Several bundles in one package, as FOSMVVM's two test targets each keep their own TestYAML:
/// one `l10nc.yml` with a `projects:` list, each project checked on its own and all reported
/// together.
@Suite("projects: several bundles in one l10nc.yml")
struct ProjectListTests {
    static func copy() throws -> URL {
        let destination = FileManager.default.temporaryDirectory
            .appendingPathComponent("l10nc-projects-\(UUID().uuidString)")
        try FileManager.default.copyItem(
            at: InitTests.layouts.appendingPathComponent("TwoTestBundles"), to: destination)
        return destination
    }

    @Test("the same keys in two bundles are no duplicates; a finding names its own project's file")
    func checkedSeparatelyReportedTogether() throws {
        let package = try Self.copy()
        defer { try? FileManager.default.removeItem(at: package) }
        let clean = try #require(L10ncRun.run(["check"], in: package))
        #expect(clean.exitStatus == 0, "\(clean.standardOutput)\(clean.standardError)")
        #expect(!clean.standardOutput.contains("duplicate-key"))
        #expect(clean.standardOutput.hasPrefix("checked 4 files, 2 types, 4 keys, 2 locales: 0 errors"))

        // A key missing from one bundle only: one finding, in that bundle's file, exit 1.
        let gadgets = package.appendingPathComponent("Tests/GadgetTests/TestYAML/SampleViewModel.yml")
        let text = try String(contentsOf: gadgets, encoding: .utf8)
        try text.replacingOccurrences(of: "    caption: \"Alle Geräte\"\n", with: "")
            .write(to: gadgets, atomically: true, encoding: .utf8)
        let broken = try #require(L10ncRun.run(["check", "--format", "json"], in: package))
        #expect(broken.exitStatus == 1)
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(broken.standardOutput.utf8)) as? [String: Any])
        let diagnostics = try #require(document["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.map { $0["rule"] as? String } == ["missing-key"])
        let location = try #require(diagnostics.first?["location"] as? [String: Any])
        #expect(
            (location["file"] as? String)?.hasSuffix("Tests/GadgetTests/SampleViewModel.swift") == true
        )

        // --project checks one project alone.
        let widgets = try #require(L10ncRun.run(["check", "--project", "WidgetTests"], in: package))
        #expect(widgets.exitStatus == 0, "\(widgets.standardOutput)\(widgets.standardError)")
    }

    @Test("compile with several projects needs --project and compiles the one named")
    func compileNeedsAProject() throws {
        let package = try Self.copy()
        defer { try? FileManager.default.removeItem(at: package) }
        let output = package.appendingPathComponent("gadgets.l10n").path
        let ambiguous = try #require(L10ncRun.run(["compile", "--output", output], in: package))
        #expect(ambiguous.exitStatus == 2)
        #expect(
            ambiguous.standardError.contains(
                "the configuration lists 2 projects (WidgetTests, GadgetTests); give --project NAME to choose one"
            ))
        #expect(!FileManager.default.fileExists(atPath: output))

        let unknown = try #require(
            L10ncRun.run(["compile", "--project", "Gadgets", "--output", output], in: package))
        #expect(unknown.exitStatus == 2)
        #expect(unknown.standardError.contains("no such project; the projects are WidgetTests, GadgetTests"))

        let named = try #require(
            L10ncRun.run(["compile", "--project", "GadgetTests", "--output", output], in: package))
        #expect(named.exitStatus == 0, "\(named.standardOutput)\(named.standardError)")
        #expect(FileManager.default.fileExists(atPath: output))
    }
}
