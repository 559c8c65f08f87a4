import ArgumentParser
import Foundation
import L10nChecker
import L10nCore
import L10nProject
import L10nScanner

/// `l10nc extract`: prints the keys the Swift sources need, as the scanner sees them.
struct ExtractCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "extract",
        abstract: "Print the keys the Swift view-model sources need (the scanner's schema).",
        usage: "l10nc extract [<options>]",
        discussion: """
            Scans every .swift file under the source roots (hidden directories such as .build are \
            skipped): those of l10nc.yml (or --config, or --sources), else the working \
            directory. For each localized property it lists the key its resources must define, \
            its kind, placeholders and source location. Problems in the sources (syntax errors, \
            non-UTF-8 files, arguments that are not literals) are printed on standard error as \
            path:line:column: severity: message [rule-id]. The JSON format is described in \
            docs/extract-format.md.

            Exit status: 0 when the sources were scanned (even with findings), 2 when a source \
            root does not exist or a file cannot be read.
            """)

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @OptionGroup var inputs: InputOptions

    @Option(
        help: ArgumentHelp(
            "Output format: 'text' (one aligned line per key) or 'json' (the stable schema of "
                + "docs/extract-format.md)."))
    var format: Format = .text

    func run() throws {
        // The sources and exclusions of l10nc.yml (or --config, or the flags), as `check` reads
        // them; without any, the working directory.
        var roots = ["."]
        var excluded = inputs.excludedPaths
        var runtime = ServingRuntime.default
        if inputs.configurationPath != nil || !inputs.sources.isEmpty || !inputs.resources.isEmpty {
            // Only the sources are read: the resources may be anywhere, or nowhere yet.
            var inputs = self.inputs
            inputs.allowEmpty = true
            let configuration: ProjectConfiguration
            do {
                configuration = try inputs.resolve().configuration
            } catch {
                error.exit()
            }
            roots = configuration.sources
            excluded = configuration.exclude
            runtime = configuration.runtime ?? .default
            guard !roots.isEmpty else {
                InputError("no sources to extract from: the configuration names none; give --sources DIR")
                    .exit()
            }
        }
        let result: ScanResult
        do {
            result = try ProjectReader(configuration: ProjectConfiguration(sources: roots, exclude: excluded))
                .scanSources()
        } catch {
            FileHandle.standardError.write(Data("l10nc: error: \(error)\n".utf8))
            throw ExitCode(2)
        }
        // Only the findings of rules that serve the project's runtime (`constant-placeholder` is
        // FOSMVVM's), as `check` reports them.
        let served = result.diagnostics.filter { $0.rule.metadata?.runtimes.contains(runtime) ?? true }
        let findings = served.map { diagnostic in
            "\(diagnostic.location): \(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.rule)]\n"
        }
        FileHandle.standardError.write(Data(findings.joined().utf8))
        let document = ExtractDocument(result)
        switch format {
        case .text: print(document.text(), terminator: "")
        case .json: print(try document.json(), terminator: "")
        }
    }
}
