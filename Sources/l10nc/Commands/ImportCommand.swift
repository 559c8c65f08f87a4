import ArgumentParser
import Foundation
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
            count: paths.count, concurrency: ProcessInfo.processInfo.activeProcessorCount
        ) {
            index in
            let path = paths[index]
            let bytes = FileManager.default.contents(atPath: path).map { [UInt8]($0) } ?? []
            return reader.read(bytes, path: path).map {
                importer.validate($0, acceptStale: acceptStale, overwrite: overwrite)
            }
        }.flatMap { $0 }

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
        let changedFiles = try transaction.changes().filter { !$0.path.hasSuffix(".lock") }.count
        let summary =
            "\(accepted.counted("translation")) accepted, \(changedMessages) changed in \(changedFiles.counted("file")); "
            + "\(untranslated) untranslated and \(unreviewed) still-to-review \(untranslated + unreviewed == 1 ? "unit" : "units") left out"

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
