import ArgumentParser
import Foundation
import L10nCore
import L10nEditing
import L10nExchange
import L10nProject
import L10nRuntime

extension ExchangeFormat: ExpressibleByArgument {}
extension TranslationExporter.Selection: ExpressibleByArgument {}

/// `l10nc export`: one translators' file per target locale.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract:
            "Write the texts to translate as XLIFF 1.2, XLIFF 2 or PO (one file per locale) or a String Catalog.",
        usage: "l10nc export [<options>] --format <format> --output <dir>",
        discussion: """
            Each unit's id is the message key (a plural variant or list element adds it in brackets: \
            TaskViewModel.remaining[few], T.tabs[0]); its source is the default locale's text, its target \
            the locale's text when there is one. A note says which view model and property show the text, \
            the Swift file and line, what each placeholder stands for, and the maximum length when the code \
            says one (`// l10nc:max-length N`). Placeholders are protected inline codes (XLIFF 1.2 <ph>, XLIFF 2 <ph/>; \
            PO: the l10nc-format flag), plural messages have the target locale's CLDR categories (PO: \
            Plural-Forms generated from CLDR), and each unit's state says needs-translation, translated, or \
            needs-review for a translation l10nc.lock records as made from an earlier text.

            Units still to translate or to review carry the translation memory's best matches (the \
            project's own translations, then --memory files or memory: in l10nc.yml): XLIFF 1.2 <alt-trans> \
            with match-quality, XLIFF 2 <mtc:matches>, PO the best match as a fuzzy translation with its \
            source as the previous msgid (#|).

            Files: DIR/<locale>.xlf (xliff12), DIR/<locale>.xliff (xliff2), DIR/<locale>.po, or one \
            DIR/Localizable.xcstrings with every locale (xcstrings: version 1.0, or 1.1 with \
            --xcstrings-version 1.1 or when the file there is 1.1 already). Read them back with `l10nc \
            import`. See docs/translators.md.

            A project with no locale to translate into yet (only the default locale) gets a template, as \
            gettext's xgettext writes a .pot: DIR/template.pot (po), DIR/template.xlf or \
            DIR/template.xliff, every default-locale text with no translation and no target language (with \
            xcstrings, DIR/Localizable.xcstrings holding the default locale alone, to which Xcode adds one). A \
            translator's tool starts a locale from it (`msginit -l fr -i template.pot -o fr.po`); \
            `--locale fr` writes that locale's file directly.

            Exit status: 0 written, 2 bad invocation, unreadable input or unwritable output.
            """)

    @OptionGroup var inputs: InputOptions

    @Option(help: ArgumentHelp("The file format: xliff12, xliff2, po or xcstrings.", valueName: "format"))
    var format: ExchangeFormat

    @Option(
        help: ArgumentHelp(
            "With --format xcstrings: the String Catalog version, 1.0 or 1.1 (Xcode 26). Default: the version of "
                + "the catalog already at the output path, else 1.0.",
            valueName: "version"))
    var xcstringsVersion: String?

    @Option(
        name: .customLong("memory"),
        help: ArgumentHelp(
            "A translation memory file (XLIFF, PO, TMX, .xcstrings) whose matches go with the units to translate, "
                + "after the project's own translations; repeatable. Default: memory: in l10nc.yml.",
            valueName: "file"))
    var memoryFiles: [String] = []

    @Option(
        name: .customLong("locale"),
        help: ArgumentHelp(
            "A locale to export; repeatable. Default: every locale but the default one.", valueName: "locale")
    )
    var exportedLocales: [String] = []

    @Option(name: .shortAndLong, help: ArgumentHelp("The folder to write the files into.", valueName: "dir"))
    var output: String

    @Option(
        help: ArgumentHelp(
            "Which messages: missing (a unit still to translate), stale (translated from an earlier text, as "
                + "l10nc.lock records) or all.",
            valueName: "which"))
    var only: TranslationExporter.Selection = .all

    @Option(
        help: ArgumentHelp(
            "Write pseudo-locales computed from the default locale (en-XA, ar-XB), comma-separated; without "
                + "--locale, only those.",
            valueName: "locales"))
    var pseudo: String?

    func validate() throws {
        if let xcstringsVersion {
            guard format == .xcstrings else {
                throw ValidationError("--xcstrings-version goes with --format xcstrings")
            }
            guard StringCatalog.versions.contains(xcstringsVersion) else {
                throw ValidationError(
                    "--xcstrings-version '\(xcstringsVersion)' is not one l10nc writes; use "
                        + StringCatalog.versions.joined(separator: " or "))
            }
        }
        for locale in exportedLocales where LocaleIdentifier(locale) == nil {
            throw ValidationError("--locale '\(locale)' is not a BCP 47 locale identifier")
        }
        for name in pseudoNames where PseudoLocale(identifier: name) == nil {
            throw ValidationError(
                "--pseudo '\(name)' is not a pseudo-locale; use "
                    + PseudoLocale.allCases.map { "\($0.identifier)" }.joined(separator: " or "))
        }
    }

    private var pseudoNames: [String] {
        (pseudo ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter {
            !$0.isEmpty
        }
    }

    /// With no locale to translate into, the template a new locale starts from (gettext's
    /// `.pot`), said as such: an export that writes nothing and says nothing reads as done.
    private func writeTemplate(_ exporter: TranslationExporter, defaultLocale: LocaleIdentifier) {
        let document = exporter.template()
        let name = "template." + (format == .po ? "pot" : format.fileExtension)
        let path = (output as NSString).appendingPathComponent(name)
        do {
            try AtomicFileWriter.write(Array(document.text(in: format).utf8), to: path)
        } catch {
            InputError("\(error)").exit()
        }
        let start = format == .po ? "`msginit -l LL -i \(name) -o LL.po`, or " : ""
        print(
            "wrote \(path): \(document.units.count.counted("unit")), a template with no translations: the project "
                + "has no locale to translate into yet ('\(defaultLocale)', the default, is the source); start one "
                + "from it with \(start)`l10nc export --locale LL`")
    }

    func run() throws {
        let project = try ExchangeProject(inputs: inputs, scanSources: true)
        let exporter = project.exporter()
        let configured = (project.configuration.locales ?? []).filter { $0 != project.defaultLocale }
        var locales =
            exportedLocales.isEmpty
            ? (configured.isEmpty ? exporter.targetLocales : configured)
            : exportedLocales.compactMap(LocaleIdentifier.init)
        if exportedLocales.isEmpty, !pseudoNames.isEmpty { locales = [] }
        if locales.contains(project.defaultLocale) {
            throw InputError(
                "--locale \(project.defaultLocale) is the default locale: its texts are the source")
        }
        do {
            try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        } catch {
            throw InputError(
                "cannot create \(output): \(error.localizedDescription.trimmingCharacters(in: ["."]))")
        }
        if locales.isEmpty, pseudoNames.isEmpty {
            // A String Catalog's template is the catalog of the source language alone: Xcode adds
            // a language to it, as `l10nc export --locale LL` does.
            if format == .xcstrings {
                try writeStringCatalog([], exporter: exporter)
            } else {
                writeTemplate(exporter, defaultLocale: project.defaultLocale)
            }
            return
        }
        // What each file holds: the locales asked for, then the pseudo-locales.
        let targets: [(locale: LocaleIdentifier, pseudo: PseudoLocale?)] =
            locales.map { ($0, nil) }
            + pseudoNames.compactMap(PseudoLocale.init(identifier:)).map { ($0.identifier, $0) }
        let (format, only, output) = (format, only, output)
        // A String Catalog has no place for matches; the other formats carry them.
        let memory = format == .xcstrings ? nil : try project.memory(files: memoryFiles)
        @Sendable func document(_ target: (locale: LocaleIdentifier, pseudo: PseudoLocale?))
            -> ExchangeDocument
        {
            if let pseudo = target.pseudo {
                return exporter.document(for: pseudo.identifier, selection: .all, translate: pseudo.transform)
            }
            let document = exporter.document(for: target.locale, selection: only)
            return memory.map { document.suggesting(from: $0) } ?? document
        }
        if format == .xcstrings {
            try writeStringCatalog(targets.map(document), exporter: exporter)
            return
        }
        // One file per locale, built side by side, and written together: all or none.
        let built = ParallelMap.map(
            count: targets.count, concurrency: ParallelMap.processorCount
        ) {
            index -> (path: String, bytes: [UInt8], units: Int, toTranslate: Int, toReview: Int) in
            let document = document(targets[index])
            let path = (output as NSString).appendingPathComponent(
                "\(document.targetLocale).\(format.fileExtension)")
            return (
                path, Array(document.text(in: format).utf8), document.units.count,
                document.units.filter { $0.state == TranslationState.needsTranslation }.count,
                document.units.filter { $0.state == TranslationState.needsReview }.count
            )
        }
        var transaction = WriteTransaction()
        for file in built {
            do {
                try transaction.replace(file.path, with: file.bytes)
            } catch {
                throw InputError(error.description)
            }
        }
        let written = Set(try transaction.commit())
        for file in built {
            // A file that already held these bytes is not written, and not said to be.
            print(
                "\(written.contains(file.path) ? "wrote" : "unchanged") \(file.path): \(file.units.counted("unit")) "
                    + "(\(file.toTranslate) to translate, \(file.toReview) to review)")
        }
    }

    /// `--format xcstrings`: every locale in `DIR/Localizable.xcstrings`, the default locale's
    /// own texts as its source language; with no `documents`, the source language alone (the
    /// template a project with no locale to translate into gets). Written through the one
    /// transaction; a catalog that already holds these bytes is left alone and said to be.
    private func writeStringCatalog(_ documents: [ExchangeDocument], exporter: TranslationExporter) throws {
        let path = (output as NSString).appendingPathComponent("Localizable.xcstrings")
        let existing = FileManager.default.contents(atPath: path).map { [UInt8]($0) }
        let version = xcstringsVersion ?? existing.flatMap(StringCatalog.version(of:)) ?? "1.0"
        let source = exporter.document(for: exporter.defaultLocale, selection: .all)
        let text = StringCatalogWriter(version: version).text(source: source, targets: documents)
        var transaction = WriteTransaction()
        do {
            try transaction.replace(path, with: Array(text.utf8))
        } catch {
            throw InputError(error.description)
        }
        let written = try transaction.commit()
        let verb = written.isEmpty ? "unchanged" : "wrote"
        guard !documents.isEmpty else {
            print(
                "\(verb) \(path) (String Catalog \(version)): \(source.units.count.counted("unit")) of "
                    + "'\(exporter.defaultLocale)' alone, a template with no translations: the project has no locale "
                    + "to translate into yet ('\(exporter.defaultLocale)', the default, is the source); add one to it "
                    + "in Xcode, or with `l10nc export --format xcstrings --locale LL`")
            return
        }
        let units = documents.flatMap(\.units)
        print(
            "\(verb) \(path) (String Catalog \(version), \(documents.count.counted("locale")) and \(exporter.defaultLocale)): "
                + "\(units.count.counted("unit")) (\(units.count { $0.state == .needsTranslation }) to translate, "
                + "\(units.count { $0.state == .needsReview }) to review)")
    }
}
