import ArgumentParser
import Foundation
import L10nChecker
import L10nCompiler
import L10nCore
import L10nReporting
import L10nRuntime

extension TableOutput: ExpressibleByArgument {}

/// `l10nc compile`: checked resources to a table, JSON dump or Swift source.
struct CompileCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compile",
        abstract: "Compile the checked resources into a versioned lookup table.",
        usage: "l10nc compile [<options>] --output <file>",
        discussion: """
            Runs the same checks as `l10nc check` first and refuses to write anything when a \
            finding has error severity. The table holds every locale with its fallback chain and \
            CLDR plural rules resolved, and every message parsed into literal runs, placeholders \
            and plural variants (docs/table-format.md). Output is written atomically (a temporary \
            file renamed into place) and is byte-identical for identical input.

            --pseudo en-XA,ar-XB adds pseudo locales computed from the default locale, to test \
            an app before any translation exists: en-XA accents every letter, lengthens the text \
            by about 40 % and brackets it (`[Ðûé one]`), so hard-coded, concatenated and \
            truncated text shows; ar-XB forces every word right to left between bidirectional \
            marks, so layouts that do not mirror show. Placeholders, `%%`, plurals (with the \
            categories of English and Arabic), arrays and compound patterns keep working; each \
            pseudo locale holds every message of the default locale.

            Exit status: 0 written, 1 findings at error severity (nothing written), 2 bad \
            invocation, unreadable input or unwritable output.
            """)

    @OptionGroup var inputs: InputOptions

    @Option(name: .shortAndLong, help: ArgumentHelp("The file to write.", valueName: "file"))
    var output: String

    @Option(
        help: ArgumentHelp(
            "What to write: 'table' (the binary table the runtime opens), 'json' (a readable dump of the same "
                + "content) or 'swift' (Swift source embedding the table bytes).",
            valueName: "form"))
    var emit: TableOutput = .table

    @Option(
        help: ArgumentHelp("The enum name of the generated source, with --emit swift.", valueName: "name"))
    var swiftTypeName = "LocalizationResources"

    @Flag(help: "Treat warnings as errors: a warning also stops the compile.")
    var warningsAsErrors = false

    @Option(
        help: ArgumentHelp(
            "Comma-separated pseudo locales to add, computed from the default locale: 'en-XA' (accented, about "
                + "40 % longer, bracketed) and 'ar-XB' (right to left).",
            valueName: "en-XA,ar-XB"))
    var pseudo: String?

    /// The pseudo locales `--pseudo` names, each once, in the order given.
    var pseudoLocales: [PseudoLocale] {
        get throws(ValidationError) {
            guard let pseudo else { return [] }
            var locales: [PseudoLocale] = []
            for item in pseudo.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) })
            where !item.isEmpty {
                guard let locale = PseudoLocale(identifier: item) else {
                    let known = PseudoLocale.allCases.map(\.identifier.tag).joined(separator: " and ")
                    throw ValidationError("--pseudo: '\(item)' is not a pseudo locale; l10nc knows \(known)")
                }
                if !locales.contains(locale) { locales.append(locale) }
            }
            return locales
        }
    }

    func validate() throws {
        _ = try pseudoLocales
    }

    func run() throws {
        // The table is served by l10nc's runtime, whatever `runtime:` says for `check`.
        let analysis = try ProjectAnalysis(
            inputs: inputs, warningsAsErrors: warningsAsErrors, servedBy: .l10nc)
        let localeData = try analysis.localeData()
        let pseudoLocales = try self.pseudoLocales
        for pseudo in pseudoLocales {
            // Generated text must not silently replace text someone wrote.
            if let defined = analysis.catalog.localeLocations[pseudo.identifier]?.first {
                InputError(
                    "--pseudo \(pseudo.identifier): the resources already define locale '\(pseudo.identifier)' "
                        + "(\(defined.file):\(defined.line)); remove it from --pseudo or from the resources"
                ).exit()
            }
            if pseudo.identifier == analysis.configuration.checkConfiguration.defaultLocale {
                InputError(
                    "--pseudo \(pseudo.identifier): it is the default locale, which pseudo locales are computed from"
                ).exit()
            }
        }
        let compiler = CatalogCompiler(
            defaultLocale: analysis.configuration.checkConfiguration.defaultLocale,
            pluralRules: localeData.pluralRules, pseudoLocales: pseudoLocales)
        let compiled = compiler.compile(analysis.catalog, schema: analysis.schema)
        var report = analysis.report()
        // The compiler parses every message again; one the check already flagged on that line
        // would be reported twice, the second time at the start of the value.
        let flagged = Set(
            report.diagnostics.map {
                LineOfRule(rule: $0.rule, file: $0.location.file, line: $0.location.line)
            })
        let compilerOnly = compiled.diagnostics.filter {
            !flagged.contains(LineOfRule(rule: $0.rule, file: $0.location.file, line: $0.location.line))
        }
        report = Report(
            diagnostics: report.diagnostics + compilerOnly, files: report.summary.files,
            types: report.summary.types, keys: report.summary.keys, locales: report.summary.locales,
            elapsedSeconds: report.summary.elapsedSeconds)
        let colors = TerminalCapabilities.shouldUseColor(
            fileDescriptor: STDERR_FILENO, environment: ProcessInfo.processInfo.environment)
        let findings = ReportFormat.text.makeReporter(ReporterOptions(colors: colors)).render(report)
        if report.summary.errors > 0 {
            FileHandle.standardError.write(Data(findings.utf8))
            FileHandle.standardError.write(Data("l10nc: nothing written: fix the errors above first\n".utf8))
            throw ExitCode(1)
        }
        if !report.diagnostics.isEmpty { FileHandle.standardError.write(Data(findings.utf8)) }
        let bytes: [UInt8]
        do {
            bytes = try emit.bytes(for: compiled.contents, swiftTypeName: swiftTypeName)
            try AtomicFileWriter.write(bytes, to: output)
        } catch {
            InputError("\(error)").exit()
        }
        let messageCount = compiled.contents.messages.values.reduce(0) { $0 + $1.count }
        print(
            "wrote \(output): \(emit.rawValue), \(compiled.contents.locales.count.counted("locale")), "
                + "\(messageCount.counted("message")), \(bytes.count.counted("byte"))")
    }
}

/// A rule's finding on one line of one file.
private struct LineOfRule: Hashable {
    var rule: RuleID
    var file: String
    var line: Int
}
