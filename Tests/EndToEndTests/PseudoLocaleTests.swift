import Foundation
import L10nRuntime
import Testing

/// `l10nc compile --pseudo en-XA,ar-XB` on the TaskBoard example: every message of the default
/// locale served in both pseudo locales, placeholders substituted, and `l10nc lookup` on them.
@Suite("compile --pseudo on the example", .serialized)
struct PseudoLocaleTests {
    static let example = ProjectPaths.cleanExample
    static let pseudoLocales = ["en-XA", "ar-XB"].map { LocaleIdentifier($0)! }
    static let rightToLeftOverride = "\u{202E}"

    static func run(_ arguments: [String], in directory: URL = example) throws -> L10ncRun {
        try #require(L10ncRun.run(arguments, in: directory))
    }

    static let table: String = {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "taskboard-pseudo-\(UUID().uuidString).l10n"
        ).path
        let result = try? run(["compile", "--output", path, "--pseudo", "en-XA,ar-XB"])
        precondition(result?.exitStatus == 0, "compile failed: \(result?.standardError ?? "did not run")")
        return path
    }()

    func lookup(_ locale: String, _ key: String, _ extra: [String] = []) throws -> String {
        let result = try Self.run(["lookup", "--table", Self.table, "--locale", locale] + extra + [key])
        #expect(result.exitStatus == 0, "\(result.standardError)")
        return result.standardOutput.trimmingCharacters(in: .newlines)
    }

    /// A value for each placeholder that cannot occur in the text by chance.
    static func value(for placeholder: String) -> String { "Val\(placeholder.count)Q" }

    @Test func compileSaysItAddedTheTwoLocales() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "tb-pseudo-\(UUID().uuidString).l10n"
        ).path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try Self.run(["compile", "--output", path, "--pseudo", "ar-XB, en-XA"])
        #expect(result.exitStatus == 0)
        #expect(result.standardOutput.hasPrefix("wrote \(path): table, 7 locales, "))
        let table = try LocalizationTable(contentsOfFile: path)
        #expect(table.locales.map(\.tag) == ["ar", "ar-XB", "de", "en", "en-XA", "ja", "ru"])
        #expect(
            Set(table.pluralRuleSources(for: Self.pseudoLocales[1]).keys) == [
                .zero, .one, .two, .few, .many, .other,
            ])
        #expect(Set(table.pluralRuleSources(for: Self.pseudoLocales[0]).keys) == [.one, .other])
    }

    /// Every key the default locale has, in both pseudo locales: held by the pseudo locale
    /// itself, rendered with every placeholder substituted (and, for plurals, with counts that
    /// reach every Arabic category), pseudo-localized, and with no placeholder left over.
    @Test func everyMessageOfTheExampleRendersInBothPseudoLocales() throws {
        let table = try LocalizationTable(contentsOfFile: Self.table)
        let defaultLocale = table.defaultLocale
        var rendered = 0
        for key in try table.keys() {
            guard let original = try table.message(for: key, locale: defaultLocale),
                original.sourceLocale == defaultLocale
            else { continue }
            for pseudo in Self.pseudoLocales {
                let message = try #require(try table.message(for: key, locale: pseudo))
                #expect(
                    message.sourceLocale == pseudo, "\(key) in \(pseudo) comes from \(message.sourceLocale)")
                let rules = try PluralRules(rules: table.pluralRuleSources(for: pseudo))
                var cases: [(index: Int?, count: Int?, template: MessageTemplate)] = []
                switch (original.message, message.message) {
                case (.text, .text(let template)):
                    cases = [(nil, nil, template)]
                case (.array(let originals), .array(let templates)):
                    #expect(templates.count == originals.count)
                    cases = templates.enumerated().map { ($0.offset, nil, $0.element) }
                case (.plural, .plural(let variants)):
                    #expect(Set(variants.keys) == rules.categories, "\(key) in \(pseudo)")
                    cases = try [0, 1, 2, 3, 11, 100].map { count in
                        (nil, count, try #require(variants[rules.category(for: count)]))
                    }
                default:
                    Issue.record(
                        "\(key) in \(pseudo) is \(message.message), in the default locale \(original.message)"
                    )
                }
                for (index, count, template) in cases {
                    var arguments: [String: LocalizationArgument] = [:]
                    for name in template.placeholderNames { arguments[name] = .string(Self.value(for: name)) }
                    if let count { arguments["count"] = .int(LocalizableInt(value: count)) }
                    let text = try table.render(key: key, locale: pseudo, index: index, arguments: arguments)
                    for name in template.placeholderNames {
                        let expected =
                            name == "count" && count != nil ? String(count!) : Self.value(for: name)
                        #expect(text.contains(expected), "\(key) in \(pseudo): \(text)")
                    }
                    #expect(!text.contains("%{"), "\(key) in \(pseudo): \(text)")
                    let plain = try table.render(
                        key: key, locale: defaultLocale, index: index, arguments: arguments)
                    if pseudo.tag == "en-XA" {
                        #expect(text.hasPrefix("[") && text.hasSuffix("]"), "\(key): \(text)")
                        #expect(text.count >= plain.count + 2, "\(key): \(text)")
                    } else if plain.allSatisfy(\.isWhitespace) {
                        // A separator of spaces has no word to turn around.
                        #expect(text == plain)
                    } else {
                        #expect(text.contains(Self.rightToLeftOverride), "\(key): \(text)")
                    }
                    #expect(text != plain || pseudo.tag == "ar-XB" && plain.allSatisfy(\.isWhitespace))
                    rendered += 1
                }
            }
        }
        // 20 keys in the example's default locale: 16 texts, arrays of 3 and 5 elements and 2
        // plurals at 6 counts each, in two locales.
        #expect(rendered == 2 * (16 + 3 + 5 + 2 * 6))
    }

    @Test func lookupShowsPseudoLocalizedTextWithSubstitutions() throws {
        #expect(
            try lookup("en-XA", "DashboardViewModel.welcome", ["--arg", "name=Ada", "--arg", "count=3"])
                == "[Ŵéļçöɱé ƀåçķ, Ada! Ýöû ĥåṽé 3 öþéñ ţåšķš. one two three four]")
        #expect(
            try lookup("en_xa", "TaskCardViewModel.openTasks", ["--arg", "count=1"])
                == "[1 öþéñ šûƀţåšķ one two]")
        #expect(try lookup("en-XA", "DashboardViewModel.tabs", ["--index", "2"]) == "[Šéţţîñĝš one]")
        let word = { (text: String) in "\u{200F}\u{202E}" + text + "\u{202C}\u{200F}" }
        #expect(
            try lookup("ar-XB", "TaskCardViewModel.openTasks", ["--arg", "count=2"])
                == "2 " + word("open") + " " + word("subtasks"))
        #expect(try lookup("ar-XB", "TaskCardViewModel.Status.doing") == word("In") + " " + word("progress"))
    }

    @Test func compoundsJoinThePseudoLocalizedPieces() throws {
        let pieces = [
            "--piece", "firstName=UserNameViewModel.firstName", "--piece",
            "lastName=UserNameViewModel.lastName", "--separator", "UserNameViewModel.nameSeparator",
        ]
        // Each piece keeps its own markers, so the concatenation is visible.
        #expect(try lookup("en-XA", "UserNameViewModel.fullName", pieces) == "[Åðå one][ ][Ļöṽéļåçé one]")
    }

    @Test func unknownPseudoLocalesAreUsageErrors() throws {
        for value in ["fr-XC", "ar", "en-XA,not a locale"] {
            let result = try Self.run(["compile", "--output", "/dev/null", "--pseudo", value])
            #expect(result.exitStatus == 2)
            #expect(result.standardOutput == "")
            #expect(
                result.standardError.contains("is not a pseudo locale; l10nc knows en-XA and ar-XB"),
                "\(result.standardError)")
        }
    }

    @Test func aPseudoLocaleTheResourcesDefineIsRefused() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "l10nc-pseudo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("en:\n  T:\n    title: \"Title\"\nen-XA:\n  T:\n    title: \"Mine\"\n".utf8)
            .write(to: directory.appendingPathComponent("T.yml"))
        let output = directory.appendingPathComponent("out.l10n").path
        let refused = try Self.run(
            ["compile", "--resources", ".", "--output", output, "--pseudo", "ar-XB,en-XA"], in: directory)
        #expect(refused.exitStatus == 2)
        #expect(
            refused.standardError
                == "l10nc: error: --pseudo en-XA: the resources already define locale 'en-XA' (T.yml:4); "
                + "remove it from --pseudo or from the resources\n")
        #expect(!FileManager.default.fileExists(atPath: output))
        let accepted = try Self.run(
            ["compile", "--resources", ".", "--output", output, "--pseudo", "ar-XB"], in: directory)
        #expect(accepted.exitStatus == 0, "\(accepted.standardError)")
    }
}
