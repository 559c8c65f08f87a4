import Foundation
import L10nCheckCache
import L10nCore
import Testing

/// The identity `check --cache` and `lsp --cache` both give a cache: every setting that shapes
/// the findings is in it, and nothing else.
@Suite struct CheckCacheSettingsTests {
    private static let base = CheckCacheSettings(
        workingDirectory: "/work/project", configurationPath: "l10nc.yml")

    @Test func everySettingIsPartOfTheIdentity() {
        var variants: [CheckCacheSettings] = []
        func variant(_ change: (inout CheckCacheSettings) -> Void) {
            var settings = Self.base
            change(&settings)
            variants.append(settings)
        }
        variant { $0.workingDirectory = "/work/other" }
        variant { $0.warningsAsErrors = true }
        variant { $0.configurationPath = nil }
        variant { $0.configurationPath = "/work/project/l10nc.yml" }
        variant { $0.defaultLocale = "de" }
        variant { $0.locales = "en,de" }
        variant { $0.maxFileSize = 1024 }
        variant { $0.runtime = .l10nc }
        variant { $0.sources = ["Sources"] }
        variant { $0.resources = ["Sources"] }
        variant { $0.excludedPaths = ["Sources"] }
        let identities = Set([Self.base.bytes] + variants.map(\.bytes))
        #expect(identities.count == variants.count + 1)
    }

    @Test func theConfigurationFileIsReadWhereItIsResolved() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "l10nc-settings-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("l10nc.yml")
        try Data("resources: [Resources]\n".utf8).write(to: file)
        let relative = CheckCacheSettings(workingDirectory: directory.path, configurationPath: "l10nc.yml")
        let before = relative.bytes
        #expect(before.suffix(23) == Array("resources: [Resources]\n".utf8))
        try Data("resources: [Other]\n".utf8).write(to: file)
        #expect(relative.bytes != before, "an edited configuration is another identity")
        // The same file named absolutely is read too (another identity: its paths differ).
        let absolute = CheckCacheSettings(workingDirectory: "/elsewhere", configurationPath: file.path)
        #expect(absolute.bytes.suffix(19) == Array("resources: [Other]\n".utf8))
    }
}
