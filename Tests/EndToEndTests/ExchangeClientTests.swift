import Foundation
import L10nChecker
import L10nCore
import L10nExchange
import L10nRuntime
import L10nYAML
import Testing

/// The exported files handed to real tools of the translation world: Python's translate-toolkit
/// (its XLIFF and PO readers, and pofilter), GNU gettext's `msgfmt --check`, lxml, and gettext's
/// own evaluation of the generated `Plural-Forms`. `.ci/run` installs them
/// (scripts/install-dependencies.sh --with-test-tools).
@Suite(
    "Exchange files in real tools",
    PythonTool.needs(
        "Python's translate-toolkit and lxml, and GNU gettext's msgfmt",
        modules: ["translate.storage.xliff2", "lxml.etree"],
        programs: ["pofilter", "msgfmt"]))
struct ExchangeClientTests {
    static let script = ProjectPaths.repositoryRoot.appendingPathComponent(
        "Tests/EndToEndTests/Fixtures/Exchange/exchange_clients.py")

    /// A unit as translate-toolkit loads it.
    struct LoadedUnit: Decodable, Equatable {
        enum Text: Decodable, Equatable {
            case text(String)
            case forms([String])
            case none

            init(from decoder: any Decoder) throws {
                let container = try decoder.singleValueContainer()
                if container.decodeNil() {
                    self = .none
                } else if let text = try? container.decode(String.self) {
                    self = .text(text)
                } else {
                    self = .forms(try container.decode([String].self))
                }
            }
        }

        var id: String
        var source: Text
        var target: Text
        var notes: String
        var state: String
    }

    /// Runs a tool; its standard output, or an issue and an error when it fails.
    @discardableResult
    static func tool(_ executable: String, _ arguments: [String], expectSuccess: Bool = true) throws -> (
        status: Int32, output: String, errors: String
    ) {
        let process = Process()
        let command = PythonTool.command(executable)
        process.executableURL = command.executable
        process.arguments = command.arguments + arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let result = (
            process.terminationStatus, String(decoding: outputData, as: UTF8.self),
            String(decoding: errorData, as: UTF8.self)
        )
        if expectSuccess, result.0 != 0 {
            let command = ([executable] + arguments).joined(separator: " ")
            Issue.record(
                "\(command) exited \(result.0): \(result.2) (install the test tools: bash scripts/install-dependencies.sh --with-test-tools)"
            )
            throw ToolFailure()
        }
        return result
    }

    struct ToolFailure: Error {}

    @discardableResult
    static func python(_ arguments: [String]) throws -> String {
        try tool("python3", [script.path] + arguments).output
    }

    static func readUnits(format: String, file: String) throws -> [LoadedUnit] {
        try JSONDecoder().decode([LoadedUnit].self, from: Data(try python(["read", format, file]).utf8))
    }

    /// The example's exporter, as `l10nc export` builds it.
    static func exampleExporter() throws -> TranslationExporter {
        let root = ProjectPaths.cleanExample.appendingPathComponent("Sources/TaskBoard").path
        let catalog = try CatalogReader().read(roots: [root]).catalog
        return TranslationExporter(
            catalog: catalog, schema: nil, defaultLocale: LocaleIdentifier("en")!,
            pluralRules: try LocaleDataStore().pluralRules, lock: nil)
    }

    static let locales = ["de", "ru", "ar", "ja"]
    static let extensions = ["xliff12": "xlf", "xliff2": "xliff", "po": "po"]

    static func exportExample(_ format: String) throws -> URL {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent(
            "l10nc-clients-\(UUID().uuidString)")
        let run = try #require(
            L10ncRun.run(
                ["export", "--format", format, "--output", output.path], in: ProjectPaths.cleanExample))
        #expect(run.exitStatus == 0, "\(run.standardError)")
        return output
    }

    @Test(
        "translate-toolkit loads every unit with its id, source, target, notes and state",
        arguments: ["xliff12", "xliff2", "po"])
    func translateToolkitReads(format: String) throws {
        let output = try Self.exportExample(format)
        defer { try? FileManager.default.removeItem(at: output) }
        let exporter = try Self.exampleExporter()
        for locale in Self.locales {
            let units = try Self.readUnits(
                format: format,
                file: output.appendingPathComponent("\(locale).\(Self.extensions[format]!)").path)
            let document = exporter.document(for: LocaleIdentifier(locale)!)
            if format == "po" {
                // One PO entry per plural message, its forms as msgstr[i].
                // A plural message is one entry, its forms msgstr[i]; a list's elements are entries.
                let entries: [[ExchangeUnit]] = document.messages.flatMap { message -> [[ExchangeUnit]] in
                    if case .plural = message[0].id.variant { return [message] }
                    return message.map { [$0] }
                }
                #expect(
                    units.map(\.id)
                        == entries.map { entry in
                            if case .plural = entry[0].id.variant {
                                entry[0].id.key
                            } else {
                                entry[0].id.description
                            }
                        })
                for (unit, message) in zip(units, entries) {
                    if case .plural = message[0].id.variant {
                        #expect(
                            unit.target == .forms(message.map { $0.target ?? "" }), "\(locale) \(unit.id)")
                    } else {
                        #expect(unit.source == .text(message[0].source))
                        #expect(unit.target == .text(message[0].target ?? ""), "\(locale) \(unit.id)")
                    }
                }
            } else {
                #expect(units.map(\.id) == document.units.map(\.id.description), "\(locale)")
                for (unit, expected) in zip(units, document.units) {
                    // translate-toolkit shows XLIFF 1.2's <ph> content; XLIFF 2's <ph/> codes have none.
                    let shown =
                        format == "xliff12"
                        ? expected.target
                        : expected.target.map {
                            ExchangeCommandTests.placeholders($0).reduce($0) {
                                $0.replacingOccurrences(of: $1, with: "")
                            }
                        }
                    #expect(unit.target == .text(shown ?? ""), "\(locale) \(unit.id)")
                }
            }
            for unit in units {
                #expect(unit.state == "translated", "\(locale) \(unit.id)")
                #expect(
                    unit.notes.contains("DashboardViewModel") || unit.notes.contains("ViewModel")
                        || unit.notes.contains("no Swift source"), "\(unit.id): \(unit.notes)")
            }
        }
    }

    @Test(
        "pofilter finds no placeholder problem in a correct translation and finds a broken one",
        arguments: ["po", "xliff12"])
    func pofilter(format: String) throws {
        let output = try Self.exportExample(format)
        defer { try? FileManager.default.removeItem(at: output) }
        let file = output.appendingPathComponent("de.\(Self.extensions[format]!)")
        let checks = ["-t", "pythonbraceformat", "-t", "variables", "--nonotes"]
        try Self.tool("pofilter", checks + [file.path, output.appendingPathComponent("clean.out").path])
        // pofilter writes the units that fail a check; none fail, so it writes no units.
        let cleanReport =
            (try? String(contentsOf: output.appendingPathComponent("clean.out"), encoding: .utf8)) ?? ""
        #expect(
            !cleanReport.contains("DashboardViewModel"), "pofilter flagged a correct file: \(cleanReport)")

        let code = format == "po" ? "" : "<ph id=\"1\" ctype=\"x-l10nc-placeholder\">"
        let broken = try String(contentsOf: file, encoding: .utf8)
            .replacingOccurrences(
                of: "Willkommen zurück, \(code)%{name}", with: "Willkommen zurück, \(code)%{nome}")
        try broken.write(to: file, atomically: true, encoding: .utf8)
        try Self.tool("pofilter", checks + [file.path, output.appendingPathComponent("broken.out").path])
        let report = try String(contentsOf: output.appendingPathComponent("broken.out"), encoding: .utf8)
        #expect(report.contains("DashboardViewModel.welcome"), "\(report)")
        #expect(report.contains("{nome}"), "\(report)")
    }

    @Test("msgfmt --check accepts every exported PO file, its Plural-Forms included")
    func msgfmt() throws {
        let output = try Self.exportExample("po")
        defer { try? FileManager.default.removeItem(at: output) }
        for locale in Self.locales {
            let result = try Self.tool(
                "msgfmt", ["--check", "-o", "/dev/null", output.appendingPathComponent("\(locale).po").path])
            #expect(result.status == 0)
            #expect(!result.errors.contains("error"), "\(locale): \(result.errors)")
        }
    }

    @Test("lxml parses every exported XLIFF file", arguments: ["xliff12", "xliff2"])
    func wellFormed(format: String) throws {
        let output = try Self.exportExample(format)
        defer { try? FileManager.default.removeItem(at: output) }
        for locale in Self.locales {
            try Self.python([
                "wellformed", output.appendingPathComponent("\(locale).\(Self.extensions[format]!)").path,
            ])
        }
    }

    @Test("gettext's evaluation of each generated Plural-Forms picks the CLDR category for n = 0…999")
    func pluralForms() throws {
        let data = try LocaleDataStore()
        let locales = [
            "en", "de", "fr", "ru", "uk", "pl", "cs", "ar", "he", "ga", "cy", "lt", "lv", "ro", "sl", "mt",
            "ja", "is", "mk", "br", "gd", "kw",
        ]
        for identifier in locales {
            let rules = data.pluralRules.rules(for: LocaleIdentifier(identifier)!)
            let forms = GettextPluralForms(rules: rules)
            let indices = try JSONDecoder().decode(
                [Int].self, from: Data(try Self.python(["plural", forms.expression, "1000"]).utf8))
            for n in 0..<1000 {
                let expected = forms.categories.firstIndex(of: rules.category(for: n))!
                if indices[n] != expected {
                    Issue.record(
                        "\(identifier): n=\(n) gettext form \(indices[n]), CLDR \(rules.category(for: n)) = \(expected); \(forms.header)"
                    )
                    break
                }
            }
        }
    }
}
