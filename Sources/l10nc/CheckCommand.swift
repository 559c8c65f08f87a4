import ArgumentParser
import Foundation
import L10nCore
import L10nReporting
import L10nYAML

/// `l10nc check`: every finding in the resources (and, with sources, against the code).
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check the resources (and the sources against them) and report every finding.",
        discussion: """
            Reads every .yml/.yaml file under the resource roots with libyaml and reports problems \
            with their file, line and column: YAML syntax, duplicate keys, invalid locales, values \
            YAML 1.1 would read as booleans or numbers, bad encodings, alias bombs and more. The \
            rule ids and their meaning are listed in docs/rules.md.

            Exit status: 0 when there is no error, 1 when a finding has error severity (with \
            --warnings-as-errors, a warning too), 2 for a bad invocation or unreadable input.
            """)

    @OptionGroup var inputs: InputOptions
    @OptionGroup var output: OutputOptions

    func run() throws {
        let clock = ContinuousClock()
        let start = clock.now
        let resolved: ResolvedInputs
        do {
            resolved = try ResolvedInputs(options: inputs)
        } catch {
            error.exit()
        }
        let reader = CatalogReader(
            reader: YAMLReader(limits: YAMLReaderLimits(maxFileSize: resolved.maxFileSize)),
            discovery: ResourceDiscovery(excludedPaths: resolved.excludedPaths))
        let catalogResult: CatalogReadResult
        do {
            catalogResult = try reader.read(roots: resolved.resources)
        } catch {
            InputError(error.description).exit()
        }
        var diagnostics = catalogResult.diagnostics
        if output.warningsAsErrors {
            diagnostics = diagnostics.map { diagnostic in
                var diagnostic = diagnostic
                if diagnostic.severity == .warning { diagnostic.severity = .error }
                return diagnostic
            }
        }
        let catalog = catalogResult.catalog
        let report = Report(
            diagnostics: diagnostics, files: catalog.files.count, types: catalog.typeNames.count,
            keys: catalog.leafKeys.count, locales: catalog.locales.count,
            elapsedSeconds: (clock.now - start).seconds)
        let colors = output.format == .text
            && TerminalCapabilities.shouldUseColor(
                fileDescriptor: STDOUT_FILENO, environment: ProcessInfo.processInfo.environment)
        print(output.format.makeReporter(ReporterOptions(colors: colors)).render(report), terminator: "")
        if report.summary.errors > 0 { throw ExitCode(1) }
    }
}

extension Duration {
    var seconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
