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
        abstract: "Read translated XLIFF or PO files back into the YAML resources.",
        usage: "l10nc import [<options>] <file> ...",
        discussion: """
            The format is read from each file's content. Every unit is checked against the project as \
            it is now: the key must exist; the source text in the file must be today's default-locale text \
            (a translation made for a text that has since changed is refused as stale unless \
            --accept-stale); the target text must still be the one the file was exported against (each \
            unit records it: XLIFF `l10nc:base`, PO `#. l10nc-base:`), so an old export never reverts newer \
            translations: such a unit is refused as a conflict, naming the text now in the resources, unless \
            --overwrite; placeholders may not be added, dropped or renamed; a plural message must give \
            exactly the target locale's CLDR categories; a unit marked translated may not be empty. Problems \
            are reported at their line and column in the imported file. Untranslated units and units still \
            marked for review (fuzzy, needs-review) are left out.

            Accepted translations are written into the resources with format-preserving edits (comments, \
            order, quoting and indentation stay; a key the locale lacks goes where `l10nc fix` would put \
            it); each file is replaced atomically. l10nc.lock then records the imported translations as \
            current. Nothing is written with --dry-run, or when any unit is an error unless --partial.

            Exit status: 0 imported, 1 a unit is an error, 2 bad invocation, unreadable input or an \
            unwritable file.
            """)

    @OptionGroup var inputs: InputOptions

    @Argument(help: ArgumentHelp("The translated files (.xlf, .xliff, .po).", valueName: "file"))
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
        let project = ExchangeProject(inputs: inputs, scanSources: false)
        let importer = TranslationImporter(exporter: project.exporter())
        let localeData = project.localeData
        let poReader = POReader { text in
            LocaleIdentifier(text).map { localeData.pluralCategories(for: $0).sorted() }
        }
        for path in files where !FileManager.default.isReadableFile(atPath: path) {
            InputError("cannot read \(path)").exit()
        }
        // Files are read and checked side by side; the results keep the files' order.
        let paths = files
        let (acceptStale, overwrite) = (acceptStale, overwrite)
        let results = ParallelMap.map(
            count: paths.count, concurrency: ProcessInfo.processInfo.activeProcessorCount
        ) {
            index in
            let path = paths[index]
            let bytes = FileManager.default.contents(atPath: path).map { [UInt8]($0) } ?? []
            let file: ImportedFile
            switch ExchangeFormat.detect(bytes) {
            case .xliff12, .xliff2: file = XLIFFReader().read(bytes, path: path)
            case .po: file = poReader.read(bytes, path: path)
            case nil:
                file = ImportedFile(
                    path: path, format: .po, sourceLocale: nil, targetLocale: nil, units: [],
                    findings: [
                        ImportFinding(
                            .syntax, message: "neither XLIFF (1.2 or 2.x) nor a PO file",
                            location: SourceLocation(file: path, line: 1, column: 1))
                    ])
            }
            return importer.validate(file, acceptStale: acceptStale, overwrite: overwrite)
        }

        for finding in results.flatMap(\.findings).sorted(by: { $0.location < $1.location }) {
            print(finding)
        }
        let hasErrors = results.contains(where: \.hasErrors)
        let writable = results.filter { partial || !$0.hasErrors }

        var documents = ResourceDocumentSet()
        // One placement for every new key: it works out what they all share once.
        let placement = ResourcePlacement(
            catalog: project.catalog, defaultLocale: project.defaultLocale,
            resources: project.configuration.resources)
        var changedMessages = 0
        var failures: [String] = []
        for result in writable {
            guard let locale = result.locale else { continue }
            for translation in result.translations {
                do {
                    if try write(
                        translation, locale: locale, project: project, placement: placement, into: &documents)
                    {
                        changedMessages += 1
                    }
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
        let changed = documents.changed
        let summary =
            "\(accepted.counted("translation")) accepted, \(changedMessages) changed in \(changed.count.counted("file")); "
            + "\(untranslated) untranslated and \(unreviewed) still-to-review \(untranslated + unreviewed == 1 ? "unit" : "units") left out"

        if dryRun || (hasErrors && !partial) {
            if dryRun {
                for document in changed {
                    print(
                        UnifiedDiff(
                            path: document.path, old: String(decoding: document.originalBytes, as: UTF8.self),
                            new: document.text), terminator: "")
                }
            }
            let why = dryRun ? "--dry-run" : "errors above (--partial writes the translations that pass)"
            FileHandle.standardError.write(Data("l10nc: \(summary); nothing written: \(why)\n".utf8))
            if hasErrors { throw ExitCode(1) }
            return
        }
        for document in changed {
            do {
                try document.write()
            } catch {
                InputError(error.description).exit()
            }
        }
        // The lock starts with the first import that changes a text; after that every import keeps
        // it current, so a reviewed stale translation counts as current even when unchanged.
        if accepted > 0, changedMessages > 0 || project.lock != nil {
            updateLock(results: writable, project: project)
        }
        FileHandle.standardError.write(Data("l10nc: \(summary)\n".utf8))
        if hasErrors || !failures.isEmpty { throw ExitCode(1) }
    }

    /// Writes one message's translation unless the resources already say exactly that;
    /// `true` when something changed.
    private func write(
        _ translation: ImportResult.Translation, locale: LocaleIdentifier, project: ExchangeProject,
        placement: ResourcePlacement, into documents: inout ResourceDocumentSet
    ) throws(ResourceEditError) -> Bool {
        let catalog = project.catalog
        let key = translation.key
        let path =
            [locale.description]
            + key.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        let existing = catalog.entry(key, in: locale)
        let file =
            existing?.keyLocation.file
            ?? placement.file(
                for: key, in: locale,
                neededAt: catalog.entry(key, in: project.defaultLocale)?.keyLocation
                    ?? SourceLocation(file: "", line: 0, column: 0))
        switch (translation.value, existing?.value) {
        case (.string(let text), .string(let scalar)?) where scalar.text == text:
            return false
        case (.strings(let texts), .array(let scalars)?) where scalars.map(\.text) == texts:
            return false
        case (.mapping(let variants), .mapping?):
            // Variant by variant, so an unchanged variant keeps its bytes.
            var changed = false
            for (category, value) in variants {
                guard case .string(let text) = value else { continue }
                let variant = catalog.entry(key + "." + category, in: locale)
                if case .string(let scalar)? = variant?.value, scalar.text == text { continue }
                try documents.edit(variant?.keyLocation.file ?? file) {
                    (document: inout ResourceDocument) throws(ResourceEditError) in
                    try document.setValue(value, at: path + [category])
                }
                changed = true
            }
            return changed
        default:
            try documents.edit(file) { (document: inout ResourceDocument) throws(ResourceEditError) in
                try document.setValue(translation.value, at: path)
            }
            return true
        }
    }

    /// Records the imported translations as made from today's source texts.
    private func updateLock(results: [ImportResult], project: ExchangeProject) {
        // The resources as the import left them.
        guard
            let catalog = try? ProjectAnalyzer(project: project.configuration).read(scanningSources: false)
                .catalog
        else { return }
        let inventory = TranslationInventory(catalog: catalog, defaultLocale: project.defaultLocale)
        var lock = project.lock ?? TranslationLock(defaultLocale: project.defaultLocale)
        let before = lock
        for result in results {
            guard let locale = result.locale, !result.translations.isEmpty else { continue }
            lock.accept(from: inventory, keys: result.translations.map(\.key), locales: [locale])
        }
        lock.recordNew(from: inventory)
        guard lock != before else { return }
        do {
            try lock.write(path: inputs.writableLockPath(for: project.configuration, command: "l10nc import"))
        } catch {
            InputError(error.description).exit()
        }
    }
}
