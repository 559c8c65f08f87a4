import ArgumentParser
import Foundation
import L10nCore
import L10nEditing
import L10nMemory
import L10nProject
import L10nReporting
import L10nRuntime

/// `l10nc fix`: applies the safe fixes of `check`'s findings to the YAML resources, in place.
struct FixCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fix",
        abstract: "Apply the safe fixes of check's findings to the YAML resources, in place.",
        usage: "l10nc fix [<options>] [<key> ...]",
        discussion: """
            Same inputs and configuration as `check`. Fixes, rule by rule:
            \(rulesAndFixes)
            One table says which rule has which fix; check's fix-it lines and SARIF's fixes follow it \
            too. A stub or --fill text is recorded in l10nc.lock as not yet translated (needs-translation) \
            until another text replaces it; a --fill memory text (the translation memory's exact match: the \
            project's own translations of the same text first, then the --memory files in order) as a \
            translation no one has reviewed (needs-review) until `fix --accept`; a rename carries the key's records in l10nc.lock to the new key. \
            A key that is empty (`title:`) is filled as a missing one.

            What fix never does: it never deletes, renames or stubs a key of a type it could not read \
            fully (a Swift file or a YAML file with a syntax error, a key built at run time, which may read \
            any orphan); it renames a key only when the default locale shows the rename too (the old key \
            orphaned and the new one missing there), as a rename made in Swift does; it writes nothing while \
            l10nc.yml has errors. Every edited file is read back and compared with the plan before anything \
            is written, and all files and l10nc.lock are written as one transaction: each is checked \
            writable first, staged beside its target and renamed over it; a failure puts back every file \
            already replaced. Every other byte stays as it was (comments, key order, quoting, line endings).

            After fixing, fix says what it wrote and, in one line, what is left; `l10nc check` lists it.

            Exit status: 0 when no error is left, 1 when one is (with --check: when a fix would change a \
            file), 2 for a bad invocation (an unknown --rule, or one with no fix), unreadable input, or a \
            file that could not be written. --dry-run exits as the real run would.
            """)

    /// A line per fix of `RuleFix.table`: its rules and what it does, so the help names every
    /// fixable rule.
    private static var rulesAndFixes: String {
        RuleFix.allCases.compactMap { fix in
            let rules = RuleFix.fixableRules.filter { $0.fix == fix }.map(\.rawValue)
            return rules.isEmpty ? nil : "  \(rules.joined(separator: ", ")): \(fix.summary);"
        }.joined(separator: "\n")
    }

    @OptionGroup var inputs: InputOptions
    @OptionGroup var fixOptions: FixOptions
    @OptionGroup var output: OutputOptions

    @Flag(
        help: ArgumentHelp(
            "Mark translations current in l10nc.lock (clears stale-translation): those of the KEYs given, "
                + "else all; only --locale's, else every locale. Nothing else is fixed."))
    var accept = false

    @Option(
        name: .customLong("locale"),
        help: ArgumentHelp("With --accept: only this locale's translations; repeatable.", valueName: "locale")
    )
    var acceptedLocales: [String] = []

    @Argument(
        help: ArgumentHelp("With --accept: the keys to mark current (Type.property).", valueName: "key"))
    var acceptedKeys: [String] = []

    func validate() throws {
        if !accept, !acceptedKeys.isEmpty || !acceptedLocales.isEmpty {
            throw ValidationError("KEY arguments and --locale go with --accept")
        }
        for locale in acceptedLocales where LocaleIdentifier(locale) == nil {
            throw ValidationError("--locale '\(locale)' is not a BCP 47 locale identifier")
        }
    }

    func run() throws {
        let analysis = try ProjectAnalysis(inputs: inputs, warningsAsErrors: output.warningsAsErrors)
        try analysis.requireValidConfiguration(
            for: accept ? "l10nc fix --accept" : "l10nc fix", output: output)
        if accept {
            try acceptTranslations(analysis)
            return
        }
        let lock = try inputs.readLock(for: analysis.configuration)
        var memory: TranslationMemory?
        if fixOptions.fill?.fromMemory == true {
            memory = try MemoryOptions.build(
                snapshot: analysis.snapshot, lock: lock, files: fixOptions.memoryFiles)
        }
        let fixing = try FixApplication(
            snapshot: analysis.snapshot, options: fixOptions.plan(memory: memory), lock: lock,
            lockPath: inputs.lockPath(for: analysis.configuration))
        // Every fix into a file that cannot be opened fails for the same reason: said once.
        var said = Set<String>()
        for (_, error) in fixing.failed where said.insert(error.description).inserted {
            FileHandle.standardError.write(Data("l10nc: not fixed: \(error.description)\n".utf8))
        }
        for (scope, orphans) in fixing.heldBackOrphans {
            FileHandle.standardError.write(
                Data("l10nc: not deleted: \(orphans.count.counted("orphan key")): \(scope.reason)\n".utf8))
        }
        let changedPaths = fixing.transaction.changedPaths
        let applied = fixing.applied
        // The resource files, and the lock apart: "2 fixes would change 1 file and l10nc.lock".
        let lockPath = inputs.lockPath(for: analysis.configuration)
        let resourceCount = changedPaths.count { $0 != lockPath }
        let changedFiles =
            resourceCount.counted("file")
            + (changedPaths.contains { $0 == lockPath }
                ? " and \((lockPath! as NSString).lastPathComponent)" : "")

        if fixOptions.dryRun || fixOptions.check {
            // Read back and compared with the plan once, for the diff and the check after.
            let changes = try fixing.transaction.changes()
            print(WriteTransaction.diff(changes), terminator: "")
            FileHandle.standardError.write(
                Data(
                    "l10nc: \(applied.count.counted("fix", plural: "fixes")) would change \(changedFiles); nothing was written\n"
                        .utf8))
            if fixOptions.check {
                if !changes.isEmpty { throw ExitCode(1) }
                return
            }
            // The exit status the real run would have: the check of the files as fixed.
            let after = try ProjectAnalysis(
                inputs: inputs, warningsAsErrors: output.warningsAsErrors,
                overlay: Dictionary(uniqueKeysWithValues: changes.map { ($0.path, $0.after) }),
                reusingSourcesOf: analysis)
            let left = FixOutcome(after: after, options: fixOptions)
            FileHandle.standardError.write(Data("l10nc: after these fixes, \(left.summary)\n".utf8))
            if left.errors > 0 { throw ExitCode(1) }
            return
        }

        try fixing.transaction.commit()
        // Only what was written is reported (one write for every line, not one per fix), then
        // what is left, in one line: the findings themselves are `check`'s to list.
        // Only resources and the lock were written: the Swift sources are as scanned before.
        let after = try ProjectAnalysis(
            inputs: inputs, warningsAsErrors: output.warningsAsErrors, reusingSourcesOf: analysis)
        let left = FixOutcome(after: after, options: fixOptions)
        FileHandle.standardError.write(
            Data(
                (applied.map { "fixed \($0.rule): \($0.summary)\n" }.joined()
                    + "l10nc: \(applied.count.counted("fix", plural: "fixes")) written to \(changedFiles); "
                    + "\(left.summary)\n").utf8))
        if left.errors > 0 { throw ExitCode(1) }
    }

    /// `--accept`: records the current default-locale text as the source of the matching
    /// translations.
    private func acceptTranslations(_ analysis: ProjectAnalysis) throws {
        let defaultLocale = analysis.configuration.checkConfiguration.defaultLocale
        let inventory = TranslationInventory(catalog: analysis.catalog, defaultLocale: defaultLocale)
        let path = try inputs.writableLockPath(for: analysis.configuration, command: "l10nc fix --accept")
        var lock =
            try inputs.readLock(for: analysis.configuration) ?? TranslationLock(defaultLocale: defaultLocale)
        let unknown = acceptedKeys.filter { inventory.items[$0] == nil }
        if !unknown.isEmpty {
            throw InputError(
                "no translatable key \(unknown.map { "'\($0)'" }.joined(separator: ", ")) in '\(defaultLocale)'"
            )
        }
        let changed = lock.accept(
            from: inventory, keys: acceptedKeys, locales: acceptedLocales.compactMap(LocaleIdentifier.init))
        if fixOptions.dryRun || fixOptions.check {
            print(
                "\(changed) \(changed == 1 ? "translation" : "translations") would be marked current in \(path)"
            )
            if fixOptions.check, changed > 0 { throw ExitCode(1) }
            return
        }
        lock.recordNew(from: inventory)
        var transaction = WriteTransaction()
        try transaction.write(lock, to: path)
        try transaction.commit()
        print("\(path): \(changed) \(changed == 1 ? "translation" : "translations") marked current")
    }
}
