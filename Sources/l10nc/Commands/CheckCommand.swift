import ArgumentParser
import Foundation
import L10nCore
import L10nEditing
import L10nProject
import L10nReporting

/// `l10nc check`: every finding in the resources and, with sources, against the code.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check the resources, and the Swift sources against them; report every finding.",
        usage: "l10nc check [<options>]",
        discussion: """
            Reads every .yml/.yaml file under the resource roots with libyaml and, when sources are \
            given, the view-model Swift files with swift-syntax, then reports each problem with its \
            file, line and column: YAML syntax and YAML 1.1 traps, duplicate keys, missing and orphan \
            keys, placeholder drift, plural categories per CLDR, shapes and more. The rules are \
            listed in docs/rules.md; severities can be changed or turned off in l10nc.yml, and a \
            finding on a YAML line is suppressed by a comment `# l10nc:ignore <rule-id>` on that line.

            With no arguments, ./l10nc.yml is used.

            Exit status: 0 when there is no error, 1 when a finding has error severity (with \
            --warnings-as-errors, a warning too), 2 for a bad invocation or unreadable input.
            """)

    @OptionGroup var inputs: InputOptions
    @OptionGroup var output: OutputOptions

    @Option(
        help: ArgumentHelp(
            "Record today's findings in FILE (by rule, file and message, not by line) and exit 0.",
            valueName: "file"))
    var writeBaseline: String?

    @Option(
        help: ArgumentHelp(
            "Report the findings recorded in FILE as notes and fail only on new ones; list the recorded ones that are gone.",
            valueName: "file"))
    var baseline: String?

    @Option(
        help: ArgumentHelp(
            "Keep per-file results in DIR and, on the next run, read and check again only what changed since "
                + "(the output is the same as without it). Not used with --format sarif, whose fixes need the "
                + "whole catalog.",
            valueName: "dir"))
    var cache: String?

    func run() throws {
        var findings = try CheckFindings(inputs: inputs, output: output, cache: cache)
        if let writeBaseline {
            let recorded = FindingBaseline(diagnostics: findings.diagnostics)
            do {
                try AtomicFileWriter.write(Array(recorded.text.utf8), to: writeBaseline)
            } catch {
                InputError(error.description).exit()
            }
            print("\(writeBaseline): \(findings.diagnostics.count.counted("finding")) recorded")
            findings.finishCacheWrite()
            return
        }
        if let baseline {
            let recorded: FindingBaseline
            do {
                recorded = try FindingBaseline.read(path: baseline)
            } catch {
                InputError(error.description).exit()
            }
            let outcome = recorded.apply(to: findings.diagnostics)
            findings.diagnostics = outcome.diagnostics
            var note =
                "l10nc: \(outcome.recordedCount.counted("finding")) recorded in \(baseline) reported as notes"
            if !outcome.gone.isEmpty {
                note +=
                    "; \(outcome.gone.reduce(0) { $0 + $1.count }) recorded findings are gone (shrink the baseline "
                    + "with --write-baseline):"
                for entry in outcome.gone {
                    note += "\n  gone: \(entry.file): [\(entry.rule)] \(entry.message)"
                }
            }
            FileHandle.standardError.write(Data((note + "\n").utf8))
        }
        var report = findings.report()
        if output.format == .sarif, let analysis = findings.analysis {
            report.fixes = FixPlanner(snapshot: analysis.snapshot).diagnosticFixes()
        }
        output.write(report)
        findings.finishCacheWrite()
        if report.summary.errors > 0 { throw ExitCode(1) }
    }
}
