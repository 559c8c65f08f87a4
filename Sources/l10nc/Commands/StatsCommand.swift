import ArgumentParser
import Foundation
import L10nChecker
import L10nCore
import L10nEditing
import L10nProject
import L10nRuntime

/// `l10nc stats`: how much of the needed text each locale has.
struct StatsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stats",
        abstract: "Print per-locale coverage: translated, missing and total keys, with a bar per locale.",
        usage: "l10nc stats [<options>]",
        discussion: """
            Reads the project as `l10nc check` does. With sources, the keys counted are those the \
            view models need; without, every text key of the resources (a plural mapping counts \
            once). A locale translates a key when it or a CLDR ancestor in the same language \
            (`de` for `de-AT`) defines it; the default locale's text never counts for another \
            language, nor does a stub or --fill text `l10nc fix` wrote that l10nc.lock still records \
            (counted "to translate"). The locales shown are the default locale, the required locales and every \
            locale of the resources.

            Findings are not listed: run `l10nc check` for them.

            Exit status: 0 when the coverage was printed, 2 for a bad invocation or unreadable input.
            """)

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @OptionGroup var inputs: InputOptions

    @Option(
        help: ArgumentHelp(
            "Output format: 'text' (a line and a bar per locale) or 'json' (version, keySource, defaultLocale, and "
                + "per locale translated, missing, total, percent and missingKeys)."))
    var format: Format = .text

    func run() throws {
        let analysis = try ProjectAnalysis(inputs: inputs, warningsAsErrors: false)
        let lock = try inputs.readLock(for: analysis.configuration)
        let coverage: CoverageReport
        do {
            coverage = try analysis.snapshot.localeCoverage(lock: lock)
        } catch {
            throw InputError(error.description)
        }
        switch format {
        case .text: print(coverage.text(), terminator: "")
        case .json: print(try coverage.json(), terminator: "")
        }
        let errors = analysis.diagnostics.count { $0.severity == .error }
        if errors > 0 {
            FileHandle.standardError.write(
                Data(
                    "l10nc: note: \(errors) \(errors == 1 ? "finding" : "findings") at error severity; `l10nc check` lists them\n"
                        .utf8))
        }
    }
}
