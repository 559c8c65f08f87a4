import Foundation
import L10nChecker
import L10nCore
import L10nProject
import Testing

@testable import L10nCheckCache

/// The cache keeps findings in `DiagnosticArchive`'s form: each must come back exactly, and
/// bytes it did not write must be refused, not read as findings.
struct DiagnosticArchiveTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    @Test("every finding of the broken fixtures comes back exactly")
    func fixturesRoundTrip() throws {
        var all: [Diagnostic] = []
        for fixture in ["BrokenTaskBoard", "BrokenFOSMVVMBoard"] {
            let folder = Self.repository.appendingPathComponent("Tests/EndToEndTests/Fixtures/\(fixture)")
            let loaded = try ProjectConfiguration.load(path: folder.appendingPathComponent("l10nc.yml").path)
            let diagnostics = try ProjectAnalyzer(
                project: loaded.configuration, configurationDiagnostics: loaded.diagnostics
            ).analyze().snapshot.diagnostics
            #expect(!diagnostics.isEmpty)
            #expect(DiagnosticArchive.decode(DiagnosticArchive.encode(diagnostics)) == diagnostics)
            all += diagnostics
        }
        // Findings with related places, with fix-its, and of every severity are among them.
        #expect(all.contains { !$0.related.isEmpty })
        #expect(all.contains { $0.fixIt != nil })
        #expect(Set(all.map(\.severity)).count > 1)
    }

    @Test("texts of every kind, repeated or not, and no finding at all")
    func edgeCases() {
        let place = SourceLocation(file: "Sources/Ä b/ViewModel.yml", line: 1_000_000, column: 0)
        let diagnostics = [
            Diagnostic(rule: "missing-key", message: "", location: place),
            Diagnostic(
                rule: "a-rule-of-a-plugin", severity: .note, message: "emoji 👩‍💻 and\nlines\u{0}",
                location: SourceLocation(file: "", line: 0, column: 0),
                related: [
                    .init(message: "where", location: place), .init(message: "where", location: place),
                ],
                fixIt: ""),
        ]
        #expect(DiagnosticArchive.decode(DiagnosticArchive.encode(diagnostics)) == diagnostics)
        #expect(DiagnosticArchive.decode(DiagnosticArchive.encode([])) == [])
    }

    @Test("bytes it did not write are refused")
    func foreignBytesAreRefused() throws {
        let encoded = DiagnosticArchive.encode([
            Diagnostic(
                rule: "missing-key", message: "m", location: SourceLocation(file: "f", line: 1, column: 2))
        ])
        #expect(DiagnosticArchive.decode(Array(encoded.dropLast())) == nil)
        #expect(DiagnosticArchive.decode(encoded + [0]) == nil)
        #expect(DiagnosticArchive.decode(Array(try JSONEncoder().encode([String]()))) == nil)
        #expect(DiagnosticArchive.decode([]) == nil)
    }
}
