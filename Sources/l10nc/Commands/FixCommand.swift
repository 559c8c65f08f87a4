import ArgumentParser
import Foundation
import L10nCore
import L10nEditing
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
            until another text replaces it; a rename carries the key's records in l10nc.lock to the new key.
            Every other byte of the files stays as it was (comments, key order, quoting, line endings); \
            each file is replaced atomically, and not at all if it changed since it was read.

            After fixing, the check runs again and prints what is left.

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
        let analysis = ProjectAnalysis(inputs: inputs, warningsAsErrors: output.warningsAsErrors)
        if accept {
            try acceptTranslations(analysis)
            return
        }
        let planner = FixPlanner(snapshot: analysis.snapshot, options: fixOptions.plan)
        let fixes = planner.fixes()
        var documents = ResourceDocumentSet()
        let outcomes = documents.apply(fixes)
        let applied = zip(fixes, outcomes).filter { $0.1 == nil }.map(\.0)
        let failed = outcomes.compactMap { $0?.description }
        let changed = documents.changed
        // Every fix into a file that cannot be opened fails for the same reason: said once.
        var said = Set<String>()
        for message in failed where said.insert(message).inserted {
            FileHandle.standardError.write(Data("l10nc: not fixed: \(message)\n".utf8))
        }
        let lock = updatedLock(analysis, applied: applied)

        if fixOptions.dryRun || fixOptions.check {
            for document in changed {
                print(
                    UnifiedDiff(
                        path: document.path, old: String(decoding: document.originalBytes, as: UTF8.self),
                        new: document.text), terminator: "")
            }
            FileHandle.standardError.write(
                Data(
                    "l10nc: \(applied.count.counted("fix", plural: "fixes")) would change \(changed.count.counted("file")); nothing was written\n"
                        .utf8))
            if fixOptions.check {
                if !changed.isEmpty { throw ExitCode(1) }
                return
            }
            // The exit status the real run would have: the check of the files as fixed.
            let after = ProjectAnalysis(
                inputs: inputs, warningsAsErrors: output.warningsAsErrors,
                overlay: Dictionary(uniqueKeysWithValues: changed.map { ($0.path, Array($0.text.utf8)) }),
                lock: lock?.lock)
            let errors = after.report().summary.errors
            if errors > 0 {
                FileHandle.standardError.write(
                    Data(
                        "l10nc: \(errors) \(errors == 1 ? "error" : "errors") would be left; `l10nc check` lists them\n"
                            .utf8))
                throw ExitCode(1)
            }
            return
        }

        let writeFailures = documents.writeChanged()
        for error in writeFailures {
            FileHandle.standardError.write(Data("l10nc: \(error.description)\n".utf8))
        }
        var writeFailed = !writeFailures.isEmpty
        // One write for every line: a fix of thousands of keys is not thousands of system calls.
        if !applied.isEmpty {
            FileHandle.standardError.write(
                Data(applied.map { "fixed \($0.rule): \($0.summary)\n" }.joined().utf8))
        }
        if let lock, lock.changed, !writeFailed {
            do {
                try lock.lock.write(
                    path: inputs.writableLockPath(for: analysis.configuration, command: "l10nc fix"))
            } catch {
                writeFailed = true
                FileHandle.standardError.write(Data("l10nc: \(error.description)\n".utf8))
            }
        }
        if writeFailed { throw ExitCode(2) }

        // What is left.
        let after = ProjectAnalysis(inputs: inputs, warningsAsErrors: output.warningsAsErrors)
        let report = after.report()
        output.write(report)
        if report.summary.errors > 0 { throw ExitCode(1) }
    }

    /// `l10nc.lock` as the applied fixes leave it (`FixPlanner.lock(after:existing:defaultLocale:)`).
    private func updatedLock(_ analysis: ProjectAnalysis, applied: [PlannedFix]) -> (
        lock: TranslationLock, changed: Bool
    )? {
        FixPlanner.lock(
            after: applied, existing: inputs.readLock(for: analysis.configuration),
            defaultLocale: analysis.configuration.checkConfiguration.defaultLocale)
    }

    /// `--accept`: records the current default-locale text as the source of the matching
    /// translations.
    private func acceptTranslations(_ analysis: ProjectAnalysis) throws {
        let defaultLocale = analysis.configuration.checkConfiguration.defaultLocale
        let inventory = TranslationInventory(catalog: analysis.catalog, defaultLocale: defaultLocale)
        let path = inputs.writableLockPath(for: analysis.configuration, command: "l10nc fix --accept")
        var lock =
            inputs.readLock(for: analysis.configuration) ?? TranslationLock(defaultLocale: defaultLocale)
        let unknown = acceptedKeys.filter { inventory.items[$0] == nil }
        if !unknown.isEmpty {
            InputError(
                "no translatable key \(unknown.map { "'\($0)'" }.joined(separator: ", ")) in '\(defaultLocale)'"
            ).exit()
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
        do {
            try lock.write(path: path)
        } catch {
            InputError(error.description).exit()
        }
        print("\(path): \(changed) \(changed == 1 ? "translation" : "translations") marked current")
    }
}
