import ArgumentParser
import Foundation
import L10nCore
import L10nScanner

/// `l10nc extract`: prints the keys the Swift sources need, as the scanner sees them.
struct ExtractCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "extract",
        abstract: "Print the keys the Swift view-model sources need (the scanner's schema).",
        discussion: """
            Scans every .swift file under the source roots (hidden directories such as .build are \
            skipped) and lists, for each localized property, the key its resources must define, \
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

    @Option(
        name: .customLong("sources"),
        help: ArgumentHelp(
            "A directory (or a single .swift file) to scan; repeat the option for several. Default: the current "
                + "directory.",
            valueName: "dir"))
    var sources: [String] = []

    @Option(
        name: .customLong("exclude"),
        help: ArgumentHelp(
            "A file or directory to leave out, written as it appears under a source root (e.g. "
                + "Sources/App/Generated); repeat the option for several.",
            valueName: "path"))
    var excludedPaths: [String] = []

    @Option(
        help: ArgumentHelp(
            "Output format: 'text' (one aligned line per key) or 'json' (the stable schema of "
                + "docs/extract-format.md)."))
    var format: Format = .text

    func run() throws {
        let result: ScanResult
        do {
            result = try SchemaScanner(excludedPaths: excludedPaths).scan(
                roots: sources.isEmpty ? ["."] : sources)
        } catch {
            FileHandle.standardError.write(Data("l10nc: error: \(error)\n".utf8))
            throw ExitCode(2)
        }
        let findings = result.diagnostics.map { diagnostic in
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
