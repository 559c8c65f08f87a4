import Foundation
import L10nChecker
import L10nCore
import Testing

@testable import L10nCheckCache

/// What a run does with an index whose files it could use and whose rest it cannot: the rest is
/// decoded while the files are stamped, so a rest that cannot be read is found after the stamps
/// were taken against it.
@Suite struct IncrementalCheckRunTests {
    /// A project of one view model, its messages missing a key, in a temporary folder.
    struct Project {
        let root: String
        var cache: String { root + "/.cache" }

        init() throws {
            root =
                FileManager.default.temporaryDirectory.appendingPathComponent(
                    "l10nc-run-\(UUID().uuidString.prefix(8))"
                ).path
            let files = [
                "l10nc.yml":
                    "sources: [Sources]\nresources: [Sources]\ndefaultLocale: en\nlocales: [en, de]\n",
                "Sources/CardViewModel.swift": """
                import FOSMVVM

                @ViewModel
                public struct CardViewModel {
                    @LocalizedString public var title
                    @LocalizedString public var subtitle
                }

                """,
                "Sources/CardViewModel.yml": """
                en:
                  CardViewModel:
                    title: "Title"
                    subtitle: "Subtitle"
                de:
                  CardViewModel:
                    title: "Titel"

                """,
            ]
            for (path, text) in files {
                let url = URL(fileURLWithPath: root + "/" + path)
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try text.write(to: url, atomically: false, encoding: .utf8)
            }
        }

        func check() throws -> IncrementalCheck.Outcome {
            let loaded = try ProjectConfiguration.load(path: root + "/l10nc.yml")
            let settings = CheckCacheSettings(workingDirectory: root, configurationPath: "l10nc.yml")
            let check = settings.incrementalCheck(
                configuration: loaded.configuration, configurationDiagnostics: loaded.diagnostics,
                cacheDirectory: cache, whenLockInvalid: { _ in })
            return try #require(check.run())
        }

        func remove() { try? FileManager.default.removeItem(atPath: root) }
    }

    @Test func anIndexWhoseRestCannotBeReadIsNotUsed() throws {
        let project = try Project()
        defer { project.remove() }
        let first = try project.check()
        #expect(!first.diagnostics.isEmpty, "the German subtitle is missing")
        let again = try project.check()
        #expect(again.checkedParts == 0)

        // The files' section as written (so the stamps are taken against it), the rest not an
        // index's: the frame and its checksum are sound.
        let indexFile = project.cache + "/check-cache-v1.index"
        let bytes = try #require(FileManager.default.contents(atPath: indexFile))
        let files = try CheckCacheIndex(decoding: [UInt8](bytes)).filesSection().sealed()
        var garbage = ArchiveWriter()
        garbage.write("not the rest of an index")
        let sealed = CacheEnvelope.seal(
            kind: CheckCacheIndex.kind,
            sealedSections: [files, garbage.sealed()])
        try Data(sealed.bytes).write(to: URL(fileURLWithPath: indexFile))

        let damaged = try project.check()
        #expect(
            damaged.notes.contains { $0.hasPrefix("l10nc: not using the check cache") }, "\(damaged.notes)")
        #expect(damaged.diagnostics == first.diagnostics)
        #expect(damaged.checkedParts == first.checkedParts)
        // Written anew, and used by the next run.
        let last = try project.check()
        #expect(last.notes.isEmpty, "\(last.notes)")
        #expect(last.checkedParts == 0)
        #expect(last.diagnostics == first.diagnostics)
    }
}
