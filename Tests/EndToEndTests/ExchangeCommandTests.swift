import Foundation
import L10nExchange
import Testing

/// `l10nc export` and `l10nc import` on temporary copies of the example and on a generated
/// corpus: round trips that must leave every byte as it was, edits that must land, and
/// refusals that must write nothing.
@Suite("l10nc export and import")
struct ExchangeCommandTests {
    static let formats = ["xliff12", "xliff2", "po"]
    static let extensions = ["xliff12": "xlf", "xliff2": "xliff", "po": "po"]

    static func temporaryDirectory(_ name: String) -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("l10nc-\(name)-\(UUID().uuidString)")
    }

    static func exampleCopy() throws -> URL {
        let copy = temporaryDirectory("exchange")
        try FileManager.default.copyItem(at: ProjectPaths.cleanExample, to: copy)
        try? FileManager.default.removeItem(at: copy.appendingPathComponent(".build"))
        return copy
    }

    /// Exports every locale in `format`, imports every file back, and expects every byte of the
    /// project as it was.
    @discardableResult
    static func expectRoundTrip(_ project: URL, format: String, locales: [String]) throws -> String {
        let before = try FixCommandTests.snapshot(project)
        let output = temporaryDirectory("exchange-out")
        defer { try? FileManager.default.removeItem(at: output) }
        let export = try #require(
            L10ncRun.run(["export", "--format", format, "--output", output.path], in: project))
        #expect(export.exitStatus == 0, "\(export.standardError)")
        let files = locales.map { output.appendingPathComponent("\($0).\(extensions[format]!)").path }
        for file in files { #expect(FileManager.default.fileExists(atPath: file), "\(file)") }
        let imported = try #require(L10ncRun.run(["import"] + files, in: project))
        #expect(imported.exitStatus == 0, "\(imported.standardOutput)\(imported.standardError)")
        #expect(imported.standardOutput.isEmpty, "findings: \(imported.standardOutput)")
        #expect(imported.standardError.contains(" 0 changed in 0 files"), "\(imported.standardError)")
        let after = try FixCommandTests.snapshot(project)
        #expect(after.keys.sorted() == before.keys.sorted())
        for (path, bytes) in before where after[path] != bytes {
            let old = String(decoding: bytes, as: UTF8.self).split(
                separator: "\n", omittingEmptySubsequences: false)
            let new = String(decoding: after[path] ?? Data(), as: UTF8.self).split(
                separator: "\n", omittingEmptySubsequences: false)
            let line =
                (0..<min(old.count, new.count)).first { old[$0] != new[$0] } ?? min(old.count, new.count)
            let was = line < old.count ? String(old[line]) : ""
            let now = line < new.count ? String(new[line]) : ""
            Issue.record("\(format): \(path) changed by export → import at line \(line + 1): \(was) → \(now)")
        }
        return export.standardOutput
    }

    @Test("export then import of the unchanged files keeps every byte of the example", arguments: formats)
    func exampleRoundTrip(format: String) throws {
        let project = try Self.exampleCopy()
        defer { try? FileManager.default.removeItem(at: project) }
        try Self.expectRoundTrip(project, format: format, locales: ["de", "ru", "ar", "ja"])
    }

    @Test(
        "the same on a generated corpus of 10,000 messages, with missing and stale translations",
        arguments: formats)
    func corpusRoundTrip(format: String) throws {
        let project = Self.temporaryDirectory("exchange-corpus")
        defer { try? FileManager.default.removeItem(at: project) }
        let messages = try ExchangeCorpus.write(to: project, types: 200)
        #expect(messages >= 10_000)
        let lock = try #require(L10ncRun.run(["lock"], in: project))
        #expect(lock.exitStatus == 0, "\(lock.standardError)")
        try ExchangeCorpus.makeStale(project, types: 200)
        let exported = try Self.expectRoundTrip(project, format: format, locales: ["de", "ru"])
        // Both states that are not translated occur, so the round trip covers them.
        #expect(
            exported.contains(
                "de.\(Self.extensions[format]!): 14000 units (1000 to translate, 145 to review)"),
            "\(exported)")
    }

    @Test(
        "a translation edited with translate-toolkit lands in the YAML; ids, notes and states survive",
        PythonTool.translateToolkit, arguments: formats)
    func editInRealTool(format: String) throws {
        let project = try Self.exampleCopy()
        let output = Self.temporaryDirectory("exchange-edit")
        defer {
            try? FileManager.default.removeItem(at: project)
            try? FileManager.default.removeItem(at: output)
        }
        let file = output.appendingPathComponent("de.\(Self.extensions[format]!)").path
        let yaml = project.appendingPathComponent("Sources/TaskBoard/DashboardViewModel.yml")
        let before = try FixCommandTests.snapshot(project)
        _ = try #require(
            L10ncRun.run(
                ["export", "--format", format, "--locale", "de", "--output", output.path], in: project))
        let exported = try ExchangeClientTests.readUnits(format: format, file: file)

        try ExchangeClientTests.python(["edit", format, file, "DashboardViewModel.title", "Übersicht (neu)"])
        let imported = try #require(L10ncRun.run(["import", file], in: project))
        #expect(imported.exitStatus == 0, "\(imported.standardOutput)\(imported.standardError)")
        #expect(imported.standardError.contains("1 changed in 1 file;"), "\(imported.standardError)")

        // Only that value changed, in place.
        let after = try FixCommandTests.snapshot(project)
        let changed = after.filter { before[$0.key] != $0.value }.map(\.key).sorted()
        #expect(changed == ["Sources/TaskBoard/DashboardViewModel.yml", "l10nc.lock"])
        let oldText = String(decoding: before["Sources/TaskBoard/DashboardViewModel.yml"]!, as: UTF8.self)
        let newText = try String(contentsOf: yaml, encoding: .utf8)
        #expect(newText == oldText.replacingOccurrences(of: "\"Übersicht\"", with: "\"Übersicht (neu)\""))
        let lock = try String(contentsOf: project.appendingPathComponent("l10nc.lock"), encoding: .utf8)
        let titleRecord = lock.components(separatedBy: "  DashboardViewModel.title:\n").last!
            .split(separator: "\n").prefix { $0.hasPrefix("    ") }
        #expect(titleRecord.contains { $0.hasPrefix("    de: ") }, "\(lock)")

        // Exported again: the same ids, notes and states; the new text as target.
        let output2 = Self.temporaryDirectory("exchange-edit2")
        defer { try? FileManager.default.removeItem(at: output2) }
        _ = try #require(
            L10ncRun.run(
                ["export", "--format", format, "--locale", "de", "--output", output2.path], in: project))
        let again = try ExchangeClientTests.readUnits(
            format: format, file: output2.appendingPathComponent("de.\(Self.extensions[format]!)").path)
        #expect(again.map(\.id) == exported.map(\.id))
        // PO keeps the target text each unit was exported against (`#. l10nc-base:`) among the
        // extracted comments: it changes with the target, the notes do not.
        func notes(_ units: [ExchangeClientTests.LoadedUnit]) -> [String] {
            units.map { unit in
                unit.notes.split(separator: "\n", omittingEmptySubsequences: false)
                    .filter { !$0.hasPrefix(TargetBase.poComment) }.joined(separator: "\n")
            }
        }
        #expect(notes(again) == notes(exported))
        #expect(again.map(\.state) == exported.map(\.state))
        let title = try #require(again.first { $0.id == "DashboardViewModel.title" })
        #expect(title.target == .text("Übersicht (neu)"))
    }

    @Test("an import with an error writes nothing; --partial writes what passes; --dry-run shows a diff")
    func refusals() throws {
        let project = try Self.exampleCopy()
        let output = Self.temporaryDirectory("exchange-refuse")
        defer {
            try? FileManager.default.removeItem(at: project)
            try? FileManager.default.removeItem(at: output)
        }
        _ = try #require(
            L10ncRun.run(
                ["export", "--format", "po", "--locale", "de", "--output", output.path], in: project))
        let file = output.appendingPathComponent("de.po")
        var text = try String(contentsOf: file, encoding: .utf8)
        text = text.replacingOccurrences(of: "msgstr \"Übersicht\"", with: "msgstr \"Übersicht neu\"")
        text = text.replacingOccurrences(
            of: "Willkommen zurück, %{name}!", with: "Willkommen zurück, %{nome}!")
        try text.write(to: file, atomically: true, encoding: .utf8)
        let before = try FixCommandTests.snapshot(project)

        let refused = try #require(L10ncRun.run(["import", file.path], in: project))
        #expect(refused.exitStatus == 1)
        #expect(refused.standardOutput.contains("de.po:"))
        #expect(
            refused.standardOutput.contains(
                "error: the translation of 'DashboardViewModel.welcome[one]' %{name} is renamed %{nome}"))
        #expect(refused.standardError.contains("nothing written"))
        #expect(try FixCommandTests.snapshot(project) == before)

        let dryRun = try #require(L10ncRun.run(["import", "--dry-run", "--partial", file.path], in: project))
        #expect(dryRun.standardOutput.contains("+    title: \"Übersicht neu\""), "\(dryRun.standardOutput)")
        #expect(try FixCommandTests.snapshot(project) == before)

        let partial = try #require(L10ncRun.run(["import", "--partial", file.path], in: project))
        #expect(partial.exitStatus == 1)
        let yaml = try String(
            contentsOf: project.appendingPathComponent("Sources/TaskBoard/DashboardViewModel.yml"),
            encoding: .utf8)
        #expect(yaml.contains("title: \"Übersicht neu\""))
        #expect(!yaml.contains("%{nome}"))
    }

    @Test("a translation of a source text that has changed is refused unless --accept-stale")
    func staleRefusal() throws {
        let project = try Self.exampleCopy()
        let output = Self.temporaryDirectory("exchange-stale")
        defer {
            try? FileManager.default.removeItem(at: project)
            try? FileManager.default.removeItem(at: output)
        }
        _ = try #require(
            L10ncRun.run(
                ["export", "--format", "xliff12", "--locale", "de", "--output", output.path], in: project))
        let file = output.appendingPathComponent("de.xlf")
        let text = try String(contentsOf: file, encoding: .utf8)
            .replacingOccurrences(
                of: "<target state=\"translated\">Übersicht</target>",
                with: "<target state=\"translated\">Übersicht 2</target>")
        try text.write(to: file, atomically: true, encoding: .utf8)
        // The English text changes after the export.
        let yaml = project.appendingPathComponent("Sources/TaskBoard/DashboardViewModel.yml")
        let english = try String(contentsOf: yaml, encoding: .utf8)
        try english.replacingOccurrences(of: "title: \"Dashboard\"", with: "title: \"Your dashboard\"")
            .write(to: yaml, atomically: true, encoding: .utf8)

        let refused = try #require(L10ncRun.run(["import", file.path], in: project))
        #expect(refused.exitStatus == 1)
        let position = try #require(
            ExchangeCommandTests.position(of: "<target state=\"translated\">Übersicht 2", in: text))
        #expect(
            refused.standardOutput.contains(
                "de.xlf:\(position.line):\(position.column): error: 'DashboardViewModel.title' was translated from \"Dashboard\""
            ), "\(refused.standardOutput)")
        let accepted = try #require(L10ncRun.run(["import", "--accept-stale", file.path], in: project))
        #expect(accepted.exitStatus == 0, "\(accepted.standardOutput)")
        #expect(try String(contentsOf: yaml, encoding: .utf8).contains("title: \"Übersicht 2\""))
    }

    @Test("pseudo-locales export as translated XLIFF with placeholders intact", PythonTool.translateToolkit)
    func pseudoExport() throws {
        let output = Self.temporaryDirectory("exchange-pseudo")
        defer { try? FileManager.default.removeItem(at: output) }
        let run = try #require(
            L10ncRun.run(
                ["export", "--format", "xliff12", "--pseudo", "en-XA,ar-XB", "--output", output.path],
                in: ProjectPaths.cleanExample))
        #expect(run.exitStatus == 0, "\(run.standardError)")
        for locale in ["en-XA", "ar-XB"] {
            let units = try ExchangeClientTests.readUnits(
                format: "xliff12", file: output.appendingPathComponent("\(locale).xlf").path)
            #expect(!units.isEmpty)
            for unit in units {
                #expect(unit.state == "translated")
                guard case .text(let source) = unit.source, case .text(let target) = unit.target else {
                    continue
                }
                let letters = ExchangeCommandTests.placeholders(source).reduce(source) {
                    $0.replacingOccurrences(of: $1, with: "")
                }.contains { $0.isLetter }
                #expect(target != source || !letters, "\(locale) \(unit.id): \(target)")
                for placeholder in ExchangeCommandTests.placeholders(source) {
                    #expect(target.contains(placeholder), "\(locale) \(unit.id): \(target)")
                }
            }
        }
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("de.xlf").path))
    }

    static func placeholders(_ text: String) -> [String] {
        var found: [String] = []
        var rest = Substring(text)
        while let open = rest.range(of: "%{"), let close = rest[open.upperBound...].firstIndex(of: "}") {
            found.append(String(rest[open.lowerBound...close]))
            rest = rest[rest.index(after: close)...]
        }
        return found
    }

    static func position(of needle: String, in text: String) -> (line: Int, column: Int)? {
        guard let range = text.range(of: needle) else { return nil }
        let before = text[..<range.lowerBound]
        let line = before.reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
        let lineStart = before.lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
        return (line, text[lineStart..<range.lowerBound].unicodeScalars.count + 1)
    }
}
