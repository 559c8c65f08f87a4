import ArgumentParser
import Foundation
import L10nChecker
import L10nCore
import L10nEditing
import L10nExchange
import L10nProject
import L10nRuntime
import L10nYAML

/// `l10nc import`: translators' files back into the YAML resources.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Read translated XLIFF, PO or String Catalog files back into the YAML resources.",
        usage: "l10nc import [<options>] <file> ...",
        discussion: """
            The format is read from each file's content; a String Catalog (.xcstrings) is read as one file \
            per language it translates into, and is never written. Every unit is checked against the project as \
            it is now: the key must exist; the source text in the file must be today's default-locale text \
            (a translation made for a text that has since changed is refused as stale unless \
            --accept-stale); the target text must still be the one the file was exported against (each \
            unit records it: XLIFF `l10nc:base`, PO `#. l10nc-base:`), so an old export never reverts newer \
            translations: such a unit is refused as a conflict, naming the text now in the resources, unless \
            --overwrite; placeholders may not be added, dropped or renamed; a plural message must give \
            exactly the target locale's CLDR categories; a unit marked translated may not be empty. Problems \
            are reported at their line and column in the imported file. Untranslated units and units still \
            marked for review (fuzzy, needs-review, needs_review) are left out. A String Catalog text that \
            varies by device or by substitution is reported (import-variation), not imported.

            Accepted translations are written into the resources with format-preserving edits (comments, \
            order, quoting and indentation stay; a key the locale lacks goes where `l10nc fix` would put \
            it); each file is replaced atomically. l10nc.lock then records the imported translations as \
            current. Nothing is written with --dry-run, or when any unit is an error unless --partial.

            A file that translates into a locale `locales:` in l10nc.yml does not list stops the import \
            (exit status 2) before anything is written: the next `l10nc check` would fail on it \
            (unlisted-locale). --add-locale adds such locales to that list in the same transaction, in the \
            list's own style.

            Exit status: 0 imported, 1 a unit is an error, 2 bad invocation, unreadable input or an \
            unwritable file.
            """)

    @OptionGroup var inputs: InputOptions

    @Argument(help: ArgumentHelp("The translated files (.xlf, .xliff, .po, .xcstrings).", valueName: "file"))
    var files: [String]

    @Flag(help: "Report and show the changes as a diff; write nothing.")
    var dryRun = false

    @Flag(help: "Write the translations that pass even when other units are errors.")
    var partial = false

    @Flag(help: "Accept translations made for an earlier source text (reported as warnings).")
    var acceptStale = false

    @Flag(
        help:
            "Import translations whose target text changed in the resources since the export, replacing the newer text (reported as warnings)."
    )
    var overwrite = false

    @Flag(
        help:
            "Add the locales of the files that 'locales' in l10nc.yml does not list to that list, with the translations; without it, such a file stops the import."
    )
    var addLocale = false

    func validate() throws {
        if files.isEmpty { throw ValidationError("give at least one translated file to import") }
    }

    func run() throws {
        let project = try ExchangeProject(inputs: inputs, scanSources: false)
        try stopOnConfigurationErrors(project.configurationDiagnostics, for: "l10nc import")
        let importer = TranslationImporter(exporter: project.exporter())
        let localeData = project.localeData
        let reader = ExchangeFileReader { text in
            LocaleIdentifier(text).map { localeData.pluralCategories(for: $0).sorted() }
        }
        for path in files where !FileManager.default.isReadableFile(atPath: path) {
            throw InputError("cannot read \(path)")
        }
        // Files are read and checked side by side; the results keep the files' order (a String
        // Catalog gives one per language it translates into).
        let paths = files
        let (acceptStale, overwrite) = (acceptStale, overwrite)
        let results = ParallelMap.map(
            count: paths.count, concurrency: ParallelMap.processorCount
        ) {
            index in
            let path = paths[index]
            let bytes = FileManager.default.contents(atPath: path).map { [UInt8]($0) } ?? []
            return reader.read(bytes, path: path).map {
                importer.validate($0, acceptStale: acceptStale, overwrite: overwrite)
            }
        }.flatMap { $0 }

        let newLocales = try localesToAdd(results, project: project)
        for finding in results.flatMap(\.findings).sorted(by: { $0.location < $1.location }) {
            print(finding)
        }
        let hasErrors = results.contains(where: \.hasErrors)
        let writable = results.filter { partial || !$0.hasErrors }

        // One transaction for every translation and the lock.
        var transaction = WriteTransaction()
        let writer = TranslationWriter(
            catalog: project.catalog, defaultLocale: project.defaultLocale,
            resources: project.configuration.resources)
        var changedMessages = 0
        var failures: [String] = []
        for result in writable {
            guard let locale = result.locale else { continue }
            for translation in result.translations {
                let edits = writer.edits(writing: translation.value, key: translation.key, locale: locale)
                guard !edits.isEmpty else { continue }
                do {
                    try transaction.apply(edits)
                    changedMessages += 1
                } catch {
                    failures.append(error.description)
                }
            }
        }
        if let newLocales {
            do {
                try transaction.apply([
                    .resource(
                        file: newLocales.list.file,
                        .appendToList(
                            line: newLocales.list.line, column: newLocales.list.column,
                            texts: newLocales.locales.map(\.tag)))
                ])
            } catch {
                failures.append(error.description)
            }
        }
        for failure in failures {
            FileHandle.standardError.write(Data("l10nc: not imported: \(failure)\n".utf8))
        }
        let accepted = writable.reduce(0) { $0 + $1.translations.count }
        let untranslated = results.reduce(0) { $0 + $1.untranslatedUnits }
        let unreviewed = results.reduce(0) { $0 + $1.unreviewedUnits }
        // The lock starts with the first import that changes a text; after that every import keeps
        // it current, so a reviewed stale translation counts as current even when unchanged.
        if accepted > 0, changedMessages > 0 || project.lock != nil {
            try updateLock(results: writable, project: project, in: &transaction)
        }
        let changedFiles = transaction.changedPaths.filter {
            !$0.hasSuffix(".lock") && $0 != newLocales?.list.file
        }.count
        let added =
            newLocales.map { new in
                "; " + new.locales.map { "'\($0)'" }.joined(separator: ", ") + " added to 'locales' in "
                    + (new.list.file as NSString).lastPathComponent
            } ?? ""
        let summary =
            "\(accepted.counted("translation")) accepted, \(changedMessages) changed in \(changedFiles.counted("file"))"
            + "\(added); \(untranslated) untranslated and \(unreviewed) still-to-review "
            + "\(untranslated + unreviewed == 1 ? "unit" : "units") left out"

        // A translation that cannot be written is an error as a unit that does not pass is:
        // nothing is written unless --partial, so an import is all or nothing.
        let blocked = hasErrors || !failures.isEmpty
        if dryRun || (blocked && !partial) {
            if dryRun { print(try transaction.diff(), terminator: "") }
            let why = dryRun ? "--dry-run" : "errors above (--partial writes the translations that pass)"
            FileHandle.standardError.write(Data("l10nc: \(summary); nothing written: \(why)\n".utf8))
            if blocked { throw ExitCode(1) }
            return
        }
        try transaction.commit()
        FileHandle.standardError.write(Data("l10nc: \(summary)\n".utf8))
        if hasErrors || !failures.isEmpty { throw ExitCode(1) }
    }

    /// The locales of the files that `locales:` does not list, and where that list is written;
    /// `nil` when there are none (or no list: then every locale of the resources is required).
    ///
    /// - Throws: `InputError` (exit status 2) when there are some and `--add-locale` was not
    ///   given: the next `check` would fail on them, so nothing is imported.
    private func localesToAdd(_ results: [ImportResult], project: ExchangeProject) throws(InputError)
        -> (locales: [LocaleIdentifier], list: SourceLocation)?
    {
        let configuration = project.configuration.checkConfiguration
        guard configuration.isEnabled(.unlistedLocale), let list = configuration.requiredLocalesLocation
        else {
            return nil
        }
        let unlisted = Checker.unlistedLocales(
            catalogLocales: results.compactMap(\.locale), configuration: configuration)
        guard !unlisted.isEmpty else { return nil }
        if addLocale { return (unlisted, list) }
        let files = results.compactMap { result -> String? in
            guard let locale = result.locale, unlisted.contains(locale) else { return nil }
            return "\(result.file.path) translates into '\(locale)'"
        }
        let names = unlisted.map { "'\($0)'" }.joined(separator: ", ")
        let configurationFile = (list.file as NSString).lastPathComponent
        throw InputError(
            files.joined(separator: ", ")
                + ", which 'locales' in \(configurationFile) does not list, so the next "
                + "`l10nc check` would fail on it (unlisted-locale); nothing was imported. Give --add-locale to add "
                + "\(names) to 'locales' with the translations, or add \(unlisted.count == 1 ? "it" : "them") at "
                + "\(list) yourself and import again")
    }

    /// Records the imported translations as made from today's source texts, in the transaction:
    /// the inventory is read from the resources as the transaction leaves them.
    private func updateLock(
        results: [ImportResult], project: ExchangeProject, in transaction: inout WriteTransaction
    )
        throws
    {
        let catalog: Catalog
        do {
            catalog = try ProjectAnalyzer(project: project.configuration).read(
                scanningSources: false, overlay: try transaction.overlay()
            ).catalog
        } catch let error as WriteTransactionError {
            throw error
        } catch {
            throw InputError("\(error)")
        }
        let inventory = TranslationInventory(catalog: catalog, defaultLocale: project.defaultLocale)
        var lock = project.lock ?? TranslationLock(defaultLocale: project.defaultLocale)
        let before = lock
        for result in results {
            guard let locale = result.locale, !result.translations.isEmpty else { continue }
            lock.accept(from: inventory, keys: result.translations.map(\.key), locales: [locale])
        }
        lock.recordNew(from: inventory)
        guard lock != before else { return }
        try transaction.write(
            lock, to: try inputs.writableLockPath(for: project.configuration, command: "l10nc import"))
    }
}
