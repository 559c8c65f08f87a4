import ArgumentParser
import Foundation
import L10nEditing
import L10nProject

/// `l10nc lock`: records which default-locale text each translation was made from.
struct LockCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lock",
        abstract: "Write l10nc.lock: the default-locale text each translation was made from.",
        usage: "l10nc lock [<options>]",
        discussion: """
            Records every translation that has no record yet as made from the current default-locale \
            text, and drops the records of translations that are gone. Existing records are kept, so a \
            stale translation stays stale: mark it current with `l10nc fix --accept`. The first run on \
            a project records everything, and `check` reports nothing until a default-locale text changes.

            The lock file is written beside l10nc.yml (or the --config file), atomically; a project \
            of a projects: list has its own, l10nc.<name>.lock. Without a configuration file there \
            is no lock: it belongs to the project, not to the directory the command runs in.
            """)

    @OptionGroup var inputs: InputOptions

    func run() throws {
        let analysis = try ProjectAnalysis(inputs: inputs, warningsAsErrors: false)
        try analysis.requireValidConfiguration(for: "l10nc lock", output: nil)
        let path = try inputs.writableLockPath(for: analysis.configuration, command: "l10nc lock")
        let defaultLocale = analysis.configuration.checkConfiguration.defaultLocale
        var lock =
            try inputs.readLock(for: analysis.configuration) ?? TranslationLock(defaultLocale: defaultLocale)
        let before = lock.translationRecords
        lock.recordNew(from: TranslationInventory(catalog: analysis.catalog, defaultLocale: defaultLocale))
        // Counted record by record: a record dropped and another added is one new, not none.
        let after = lock.translationRecords
        let added = after.subtracting(before).count
        let dropped = before.subtracting(after).count
        let recorded = after.count
        var transaction = WriteTransaction()
        try transaction.write(lock, to: path)
        try transaction.commit()
        print(
            "\(path): \(recorded) \(recorded == 1 ? "translation" : "translations") recorded (\(added) new, \(dropped) dropped)"
        )
    }
}
