import L10nCore
import L10nEditing
import L10nRuntime
import Testing

@testable import L10nExchange

/// Every check `import` makes, in every format, at the position of the unit in the file.
@Suite("Import validation")
struct ImportValidationTests {
    static let formats: [ExchangeFormat] = [.xliff12, .xliff2, .po, .xcstrings]

    /// Where a target that starts with `text` is written in a file of `format`.
    static func targetMarker(_ format: ExchangeFormat, _ text: String) -> String {
        switch format {
        case .xliff12: "<target state=\"translated\">" + text
        case .xliff2: "<target xml:space=\"preserve\">" + text
        case .po: "msgstr \"" + text
        // The value's opening quote: where a String Catalog unit is reported.
        case .xcstrings: "\"" + text
        }
    }

    /// The German title's target: `Aufgaben`.
    static func titleMarker(_ format: ExchangeFormat) -> String {
        targetMarker(format, "Aufgaben") + (format == .po || format == .xcstrings ? "\"" : "</target>")
    }

    /// Expects exactly one error of `kind`, at the position of `marker` in `text`.
    static func expectFinding(
        _ kind: ImportFinding.Kind, at marker: String, in text: String, result: ImportResult,
        severity: Severity = .error, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let found = result.findings.filter { $0.kind == kind }
        #expect(found.count == 1, "\(result.findings)", sourceLocation: sourceLocation)
        guard let finding = found.first,
            let position = ExchangeFixture.position(of: marker, in: text)
        else {
            Issue.record("no \(kind) finding, or no '\(marker)' in the file", sourceLocation: sourceLocation)
            return
        }
        #expect(finding.severity == severity, sourceLocation: sourceLocation)
        #expect(finding.location.file == "in.file", sourceLocation: sourceLocation)
        #expect(
            (finding.location.line, finding.location.column) == (position.line, position.column),
            "\(finding) expected at \(position.line):\(position.column)", sourceLocation: sourceLocation)
    }

    @Test("an unchanged export imports every translation as it is, with no finding", arguments: formats)
    func unchanged(format: ExchangeFormat) throws {
        let fixture = try ExchangeFixture()
        let result = fixture.validate(fixture.exported("de", format))
        #expect(result.findings.isEmpty, "\(result.findings)")
        #expect(result.locale == LocaleIdentifier("de"))
        #expect(
            result.translations == [
                .init(
                    key: "TaskViewModel.remaining",
                    value: .mapping([
                        ("one", .string("%{count} Aufgabe übrig")),
                        ("other", .string("%{count} Aufgaben übrig")),
                    ])),
                .init(key: "TaskViewModel.title", value: .string("Aufgaben")),
                .init(key: "TaskViewModel.welcome", value: .string("Willkommen zurück, %{name}!")),
            ])
        // The list and the empty text have no German yet.
        #expect(result.untranslatedUnits == 3)
    }

    @Test("a unit whose key the default locale does not have", arguments: formats)
    func unknownKey(format: ExchangeFormat) throws {
        let fixture = try ExchangeFixture()
        var text = fixture.exported("de", format)
        text = text.replacingOccurrences(of: "TaskViewModel.title", with: "TaskViewModel.heading")
        let result = fixture.validate(text)
        Self.expectFinding(.unknownKey, at: Self.titleMarker(format), in: text, result: result)
        #expect(!result.translations.contains { $0.key.hasSuffix("heading") })
    }

    @Test(
        "a placeholder added, dropped or renamed",
        arguments: formats.flatMap { format in
            [
                (
                    format, "Willkommen zurück, %{name}!", "Willkommen zurück, %{name} %{extra}!",
                    "adds %{extra}"
                ),
                (format, "Willkommen zurück, %{name}!", "Willkommen zurück!", "drops %{name}"),
                (
                    format, "Willkommen zurück, %{name}!", "Willkommen zurück, %{nome}!",
                    "%{name} is renamed %{nome}"
                ),
            ]
        })
    func placeholders(format: ExchangeFormat, old: String, new: String, message: String) throws {
        let fixture = try ExchangeFixture()
        let exported = fixture.exported("de", format)
        let text: String
        switch format {
        case .po:
            text = ExchangeFixture.replacing("msgstr \"" + old, with: "msgstr \"" + new, in: exported)
        case .xcstrings:
            text = ExchangeFixture.replacing(
                "\"value\" : \"" + old, with: "\"value\" : \"" + new, in: exported)
        case .xliff12, .xliff2:
            // What a CAT tool writes: the translator's own text, codes as the file gives them.
            let code: (String) -> String = { name in
                format == .xliff12
                    ? "<ph id=\"1\" ctype=\"x-l10nc-placeholder\">%{\(name)}</ph>"
                    : "<ph id=\"1\" type=\"fmt\" subType=\"l10nc:placeholder\" disp=\"%{\(name)}\" equiv=\"%{\(name)}\"/>"
            }
            func encode(_ message: String) -> String {
                message.replacingOccurrences(of: "%{name}", with: code("name"))
                    .replacingOccurrences(of: "%{nome}", with: code("nome"))
            }
            text = ExchangeFixture.replacing(
                Self.targetMarker(format, encode(old)), with: Self.targetMarker(format, encode(new)),
                in: exported)
        }
        let result = fixture.validate(text)
        Self.expectFinding(
            .placeholderMismatch, at: Self.targetMarker(format, "Willkommen"), in: text, result: result)
        #expect(result.findings.first?.message.contains(message) == true, "\(result.findings)")
        #expect(!result.translations.contains { $0.key == "TaskViewModel.welcome" })
    }

    @Test("a plural category the locale needs is missing", arguments: formats)
    func pluralMissing(format: ExchangeFormat) throws {
        let fixture = try ExchangeFixture()
        let exported = fixture.exported("de", format)
        let text: String
        switch format {
        case .po:
            text = ExchangeFixture.replacing(
                "msgstr[1] \"%{count} Aufgaben übrig\"\n", with: "", in: exported)
        case .xcstrings:
            text = ExchangeFixture.replacing(
                "              },\n              \"other\" : {\n                \"stringUnit\" : {\n"
                    + "                  \"state\" : \"translated\",\n"
                    + "                  \"value\" : \"%{count} Aufgaben übrig\"\n                }\n              }\n",
                with: "              }\n", in: exported)
        case .xliff12, .xliff2:
            let start = exported.range(
                of: format == .xliff12
                    ? "<trans-unit id=\"TaskViewModel.remaining[other]\""
                    : "<unit id=\"TaskViewModel.remaining::other\"")!
            let end = exported.range(
                of: format == .xliff12 ? "</trans-unit>\n" : "</unit>\n",
                range: start.upperBound..<exported.endIndex)!
            text = exported.replacingCharacters(in: start.lowerBound..<end.upperBound, with: "")
        }
        let result = fixture.validate(text)
        let marker =
            format == .po
            ? "msgstr[0] \"%{count} Aufgabe"
            : format == .xcstrings
                ? "\"%{count} Aufgabe übrig" : Self.targetMarker(format, "<ph id=\"1\"")
        Self.expectFinding(.pluralCategoryMissing, at: marker, in: text, result: result)
        #expect(result.findings.first?.message.contains("missing: other") == true)
        #expect(!result.translations.contains { $0.key == "TaskViewModel.remaining" })
    }

    @Test("a plural category the locale does not use", arguments: formats)
    func pluralExtra(format: ExchangeFormat) throws {
        let fixture = try ExchangeFixture()
        let exported = fixture.exported("de", format)
        let text: String
        let marker: String
        switch format {
        case .po:
            text = ExchangeFixture.replacing(
                "msgstr[1] \"%{count} Aufgaben übrig\"\n",
                with: "msgstr[1] \"%{count} Aufgaben übrig\"\nmsgstr[2] \"%{count} Aufgabchen\"\n",
                in: exported)
            marker = "msgstr[2]"
        case .xcstrings:
            // The German localization comes first ("de" before "en").
            let de = exported.range(of: "\"de\" : {")!
            let plural = exported.range(of: "\"plural\" : {\n", range: de.upperBound..<exported.endIndex)!
            text = exported.replacingCharacters(
                in: plural,
                with: "\"plural\" : {\n              \"few\" : {\n                \"stringUnit\" : {\n"
                    + "                  \"state\" : \"translated\",\n                  \"value\" : \"wenige\"\n"
                    + "                }\n              },\n")
            marker = "\"wenige"
        case .xliff12:
            text = ExchangeFixture.replacing(
                "<trans-unit id=\"TaskViewModel.remaining[other]\"",
                with:
                    "<trans-unit id=\"TaskViewModel.remaining[few]\"><source>x</source><target state=\"translated\">wenige</target></trans-unit>\n<trans-unit id=\"TaskViewModel.remaining[other]\"",
                in: exported)
            marker = "<target state=\"translated\">wenige"
        case .xliff2:
            text = ExchangeFixture.replacing(
                "<unit id=\"TaskViewModel.remaining::other\"",
                with:
                    "<unit id=\"TaskViewModel.remaining::few\"><segment state=\"translated\"><source>x</source><target>wenige</target></segment></unit>\n<unit id=\"TaskViewModel.remaining::other\"",
                in: exported)
            marker = "<target>wenige"
        }
        let result = fixture.validate(text)
        Self.expectFinding(.pluralCategoryExtra, at: marker, in: text, result: result)
    }

    @Test("a unit marked translated with an empty target", arguments: [ExchangeFormat.xliff12, .xliff2])
    func emptyTarget(format: ExchangeFormat) throws {
        let fixture = try ExchangeFixture()
        let exported = fixture.exported("de", format)
        let marker = Self.targetMarker(format, "Aufgaben</target>")
        let emptied = Self.targetMarker(format, "</target>")
        let text = ExchangeFixture.replacing(marker, with: emptied, in: exported)
        let result = fixture.validate(text)
        Self.expectFinding(.emptyTarget, at: emptied, in: text, result: result)
    }

    @Test(
        "a translation made for another source text is refused, or accepted with acceptStale",
        arguments: formats)
    func staleSource(format: ExchangeFormat) throws {
        let fixture = try ExchangeFixture()
        let exported = fixture.exported("de", format)
        let oldSource: String
        switch format {
        case .po: oldSource = "msgid \"Tasks\""
        case .xliff12: oldSource = "<source>Tasks</source>"
        case .xliff2: oldSource = "<source xml:space=\"preserve\">Tasks</source>"
        case .xcstrings: oldSource = "\"value\" : \"Tasks\""
        }
        let text = ExchangeFixture.replacing(
            oldSource, with: oldSource.replacingOccurrences(of: "Tasks", with: "All tasks"), in: exported)
        let refused = fixture.validate(text)
        Self.expectFinding(.staleSource, at: Self.titleMarker(format), in: text, result: refused)
        #expect(!refused.translations.contains { $0.key == "TaskViewModel.title" })
        let accepted = fixture.validate(text, acceptStale: true)
        #expect(accepted.findings.map(\.severity) == [.warning])
        #expect(accepted.translations.contains { $0.key == "TaskViewModel.title" })
    }

    @Test("the same unit twice", arguments: [ExchangeFormat.xliff12, .po])
    func duplicate(format: ExchangeFormat) throws {
        let fixture = try ExchangeFixture()
        let exported = fixture.exported("de", format)
        let text: String
        if format == .po {
            text = exported + "\nmsgctxt \"TaskViewModel.title\"\nmsgid \"Tasks\"\nmsgstr \"Aufgaben!\"\n"
        } else {
            text = ExchangeFixture.replacing(
                "    </body>",
                with:
                    "<trans-unit id=\"TaskViewModel.title\"><source>Tasks</source><target state=\"translated\">Aufgaben!</target></trans-unit>\n    </body>",
                in: exported)
        }
        let result = fixture.validate(text)
        Self.expectFinding(
            .duplicateUnit, at: Self.targetMarker(format, "Aufgaben!"), in: text, result: result)
    }

    @Test("a file made from another source locale")
    func wrongSourceLocale() throws {
        let fixture = try ExchangeFixture()
        let text = ExchangeFixture.replacing(
            "source-language=\"en\"", with: "source-language=\"fr\"", in: fixture.exported("de", .xliff12))
        let result = fixture.validate(text)
        #expect(result.findings.map(\.kind) == [.wrongSourceLocale])
        #expect(result.translations.isEmpty)
    }

    @Test("a pseudo-locale's file is not imported")
    func pseudoLocale() throws {
        let fixture = try ExchangeFixture()
        let text = fixture.exporter.document(
            for: PseudoLocale.accented.identifier, translate: PseudoLocale.accented.transform
        ).text(in: .xliff12)
        let result = fixture.validate(text)
        #expect(result.findings.map(\.kind) == [.wrongSourceLocale])
        #expect(result.findings.first?.message.contains("pseudo-locale") == true)
        #expect(result.translations.isEmpty)
    }

    @Test("broken syntax is reported where it is")
    func syntax() throws {
        let fixture = try ExchangeFixture()
        let xliff = ExchangeFixture.replacing(
            "<target state=\"translated\">Aufgaben</target>",
            with: "<target state=\"translated\">Aufgaben</targte>", in: fixture.exported("de", .xliff12))
        let xmlResult = fixture.validate(xliff)
        let position = try #require(ExchangeFixture.position(of: "</targte>", in: xliff))
        #expect(xmlResult.findings.map(\.kind) == [.syntax])
        #expect(
            xmlResult.findings.first.map { ($0.location.line, $0.location.column) }! == (
                position.line, position.column
            ))

        let po = ExchangeFixture.replacing(
            "msgstr \"Aufgaben\"", with: "msgstr \"Aufgaben", in: fixture.exported("de", .po))
        let poResult = fixture.validate(po)
        let poPosition = try #require(ExchangeFixture.position(of: "msgstr \"Aufgaben\n", in: po))
        #expect(poResult.findings.map(\.kind) == [.syntax])
        #expect(
            poResult.findings.first.map { ($0.location.line, $0.location.column) }! == (poPosition.line, 1))
    }

    @Test("a list translated only in part is left as it is, with a warning")
    func incompleteArray() throws {
        let fixture = try ExchangeFixture()
        let exported = fixture.exported("de", .po)
        let text = ExchangeFixture.replacing(
            "msgid \"Open\"\nmsgstr \"\"", with: "msgid \"Open\"\nmsgstr \"Offen\"", in: exported)
        let result = fixture.validate(text)
        #expect(result.findings.map(\.kind) == [.incompleteArray])
        #expect(result.findings.first?.severity == .warning)
        #expect(!result.translations.contains { $0.key == "TaskViewModel.tabs" })
    }

    @Test("units still to review are left out; a stale translation exports as needs-review")
    func review() throws {
        var lock = TranslationLock(defaultLocale: LocaleIdentifier("en")!)
        lock.translations["TaskViewModel.title"] = [
            LocaleIdentifier("de")!: ContentFingerprint(text: "Old tasks")
        ]
        let fixture = try ExchangeFixture(lock: lock)
        for format in Self.formats {
            let text = fixture.exported("de", format)
            switch format {
            case .xliff12:
                #expect(text.contains("<target state=\"needs-review-translation\">Aufgaben</target>"))
            case .xliff2:
                #expect(text.contains("<segment state=\"initial\" subState=\"l10nc:needs-review\">"))
            case .po: #expect(text.contains("#, fuzzy\nmsgctxt \"TaskViewModel.title\""))
            case .xcstrings:
                #expect(text.contains("\"state\" : \"needs_review\",\n            \"value\" : \"Aufgaben\""))
            }
            let result = fixture.validate(text)
            #expect(result.unreviewedUnits == 1, "\(format)")
            #expect(!result.translations.contains { $0.key == "TaskViewModel.title" }, "\(format)")
        }
        let stale = fixture.exporter.document(for: LocaleIdentifier("de")!, selection: .stale)
        #expect(stale.units.map(\.id.description) == ["TaskViewModel.title"])
        let missing = fixture.exporter.document(for: LocaleIdentifier("de")!, selection: .missing)
        #expect(
            missing.units.map(\.id.description) == [
                "TaskViewModel.empty", "TaskViewModel.tabs[0]", "TaskViewModel.tabs[1]",
            ])
    }
}
