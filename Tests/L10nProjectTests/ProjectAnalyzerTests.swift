import Foundation
import L10nChecker
import L10nCore
import L10nProject
import L10nRuntime
import Testing

/// The analyzer every command checks with, as a library: typed errors, never an exit.
@Suite("Project analyzer")
struct ProjectAnalyzerTests {
    static let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/TaskBoard")

    static func exampleProject() throws -> (ProjectConfiguration, [Diagnostic]) {
        let loaded = try ProjectConfiguration.load(path: example.appendingPathComponent("l10nc.yml").path)
        return (loaded.configuration, loaded.diagnostics)
    }

    @Test("the clean example has no finding; an overlay is checked in place of the file")
    func cleanExampleAndOverlay() throws {
        let (project, diagnostics) = try Self.exampleProject()
        let analyzer = ProjectAnalyzer(project: project, configurationDiagnostics: diagnostics)
        let clean = try analyzer.analyze()
        #expect(clean.snapshot.diagnostics == [])
        #expect(clean.snapshot.schema != nil)
        #expect(clean.snapshot.catalog.locales.count == 5)

        let path = Self.example.appendingPathComponent("Sources/TaskBoard/DashboardViewModel.yml").path
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let unsaved = text.replacingOccurrences(
            of: "    title: \"Dashboard\"", with: "    heading: \"Dashboard\"")
        #expect(unsaved != text)
        let edited = try analyzer.analyze(overlay: [path: Array(unsaved.utf8)])
        #expect(Set(edited.snapshot.diagnostics.map(\.rule)) == [.missingKey, .orphanKey])
    }

    @Test("an analysis that takes a whole one's scan of the sources equals a whole analysis")
    func reusingTheSourcesScan() throws {
        let folder = ProjectEngineTests.fixture("BrokenTaskBoard")
        let loaded = try ProjectConfiguration.load(path: folder.appendingPathComponent("l10nc.yml").path)
        let analyzer = ProjectAnalyzer(
            project: loaded.configuration, configurationDiagnostics: loaded.diagnostics)
        let whole = try analyzer.analyze()
        // The scan's own findings are among those the reused scan has to give again.
        let rules = Set(whole.snapshot.diagnostics.map(\.rule))
        #expect(rules.isSuperset(of: [.sourceParse, .sourceUnresolvedKey, .missingKey]))
        #expect(whole.snapshot.sourceScan != nil)
        let again = try analyzer.analyze(reusingSourcesOf: whole.snapshot)
        #expect(again.snapshot.diagnostics == whole.snapshot.diagnostics)
        #expect(again.snapshot.sourceScan == whole.snapshot.sourceScan)

        // A resource as a fix leaves it: a key added, one removed.
        let path = folder.appendingPathComponent("Sources/TaskBoard/DashboardViewModel.yml").path
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let edited = text.replacingOccurrences(
            of: "    title: \"Dashboard\"\n", with: "    heading: \"Dashboard\"\n    subtitle: \"x\"\n")
        #expect(edited != text)
        let overlay = [path: Array(edited.utf8)]
        let fresh = try analyzer.analyze(overlay: overlay)
        let reused = try analyzer.analyze(overlay: overlay, reusingSourcesOf: whole.snapshot)
        #expect(reused.snapshot.diagnostics == fresh.snapshot.diagnostics)
        #expect(fresh.snapshot.diagnostics != whole.snapshot.diagnostics)

        // A snapshot without a scan (resources only) is no scan to take: the sources are scanned.
        let resourcesOnly = try analyzer.read(scanningSources: false)
        #expect(
            try analyzer.analyze(reusingSourcesOf: resourcesOnly).snapshot.diagnostics
                == whole.snapshot.diagnostics)
    }

    @Test("a lock of another default locale, and an unreadable root, are typed errors")
    func typedErrors() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "l10nc-analyzer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let lock = folder.appendingPathComponent("l10nc.lock").path
        try Data("version: 1\ndefaultLocale: fr\ntranslations: {}\n".utf8).write(
            to: URL(fileURLWithPath: lock))
        let (project, _) = try Self.exampleProject()
        #expect(ProjectLock.path(configurationPath: folder.path + "/l10nc.yml", project: project) == lock)
        #expect(ProjectLock.path(configurationPath: nil, project: project) == nil)
        var named = project
        named.name = "Kit"
        #expect(ProjectLock.path(configurationPath: "l10nc.yml", project: named) == "l10nc.Kit.lock")
        do {
            _ = try ProjectAnalyzer(project: project, lockPath: lock).analyze()
            Issue.record("a lock of 'fr' text was accepted for an 'en' project")
        } catch {
            guard case .lockOfAnotherLocale(_, let recorded, let expected) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(recorded == LocaleIdentifier("fr") && expected == LocaleIdentifier("en"))
        }
        var missing = project
        missing.resources = [folder.path + "/nowhere"]
        #expect(throws: ProjectLoadError.self) { try ProjectAnalyzer(project: missing).analyze() }
    }
}
