import ArgumentParser
import Foundation
import L10nCore
import L10nEditing
import L10nReporting

/// `l10nc fix`: applies the safe fixes of `check`'s findings to the YAML resources, in place.
struct FixCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fix",
        abstract: "Apply the safe fixes of check's findings to the YAML resources, in place.",
        discussion: """
            Same inputs and configuration as `check`. Fixes, rule by rule:
              missing-key    adds the key: the default locale gets a visible stub (--stub), the other \
            locales nothing unless --fill says what;
              orphan-key     deletes the key with --prune; an orphan and a missing key under the same \
            type that look like a renamed property are renamed instead, keeping every translation;
              yaml11-scalar  quotes the value.
            Every other byte of the files stays as it was (comments, key order, quoting, line endings); \
            each file is replaced atomically, and not at all if it changed since it was read.

            After fixing, the check runs again and prints what is left.

            Exit status: 0 when no error is left, 1 when one is (with --check: when a fix would change a \
            file), 2 for a bad invocation, unreadable input, or a file that could not be written.
            """)

    @OptionGroup var inputs: InputOptions
    @OptionGroup var fixOptions: FixOptions
    @OptionGroup var output: OutputOptions

    func run() throws {
        let analysis = ProjectAnalysis(inputs: inputs, warningsAsErrors: output.warningsAsErrors)
        let planner = ResourceFixPlanner(analysis: analysis, options: fixOptions)
        var documents = ResourceDocumentSet()
        var applied: [PlannedFix] = []
        var failed: [String] = []
        for fix in planner.fixes() {
            do {
                try fix.apply(&documents)
                applied.append(fix)
            } catch {
                failed.append(error.description)
            }
        }
        let changed = documents.changed
        for message in failed {
            FileHandle.standardError.write(Data("l10nc: not fixed: \(message)\n".utf8))
        }

        if fixOptions.dryRun || fixOptions.check {
            for document in changed {
                print(
                    UnifiedDiff(
                        path: document.path, old: String(decoding: document.originalBytes, as: UTF8.self),
                        new: document.text), terminator: "")
            }
            let files = changed.count == 1 ? "1 file" : "\(changed.count) files"
            FileHandle.standardError.write(
                Data("l10nc: \(applied.count) fixes would change \(files); nothing was written\n".utf8))
            if fixOptions.check, !changed.isEmpty { throw ExitCode(1) }
            return
        }

        var writeFailed = false
        for document in changed {
            do {
                try document.write()
            } catch {
                writeFailed = true
                FileHandle.standardError.write(Data("l10nc: \(error.description)\n".utf8))
            }
        }
        for fix in applied {
            FileHandle.standardError.write(Data("fixed \(fix.rule): \(fix.summary)\n".utf8))
        }
        if writeFailed { throw ExitCode(2) }

        // What is left.
        let after = ProjectAnalysis(inputs: inputs, warningsAsErrors: output.warningsAsErrors)
        let report = after.report()
        let colors =
            output.format == .text
            && TerminalCapabilities.shouldUseColor(
                fileDescriptor: STDOUT_FILENO, environment: ProcessInfo.processInfo.environment)
        print(output.format.makeReporter(ReporterOptions(colors: colors)).render(report), terminator: "")
        if report.summary.errors > 0 { throw ExitCode(1) }
    }
}
