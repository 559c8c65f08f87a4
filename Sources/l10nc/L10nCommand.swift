import ArgumentParser
import Foundation
import L10nChecker
import L10nCore
import L10nProject

@main
struct L10nCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "l10nc",
        abstract: "Check, compile and look up the localized text of Swift view models.",
        discussion: """
            l10nc reads the YAML resources of FOSMVVM-style view models with libyaml and the \
            view-model sources with swift-syntax, reports every mismatch with its file, line and \
            column, and compiles checked resources into a versioned lookup table.

            Exit status: 0 clean, 1 findings at error severity, 2 bad invocation or unreadable input.
            """,
        version: L10nVersion.current,
        subcommands: [
            CheckCommand.self, CompileCommand.self, LookupCommand.self, ExtractCommand.self,
            StatsCommand.self, InitCommand.self, FixCommand.self, LockCommand.self, ExportCommand.self,
            ImportCommand.self, LanguageServerCommand.self, AgentServerCommand.self,
        ]
    )

    /// Runs the command, mapping usage errors to exit status 2 (swift-argument-parser's
    /// default is 64) as the CLI contract says.
    static func main() {
        rejectUnknownCommand(Array(CommandLine.arguments.dropFirst()))
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let error as InputError {
            error.exit()
        } catch let error as WriteTransactionError {
            // Nothing was written (or every file was put back): said once, status 2.
            InputError(error.description).exit()
        } catch {
            let code = exitCode(for: error)
            if code == .validationFailure {
                FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
                Foundation.exit(2)
            }
            exit(withError: error)
        }
    }

    /// A first argument that is neither an option nor a command is a mistyped command more
    /// often than not: said with the nearest command, as git does (`l10nc chek` → `check`),
    /// instead of the parser's "unexpected argument".
    private static func rejectUnknownCommand(_ arguments: [String]) {
        guard let first = arguments.first, !first.hasPrefix("-") else { return }
        let names = configuration.subcommands.map { $0._commandName } + ["help"]
        guard !names.contains(first) else { return }
        let suggestion =
            EditDistance.nearest(to: first, among: names).map { " (did you mean '\($0)'?)" } ?? ""
        FileHandle.standardError.write(
            Data(
                ("l10nc: error: '\(first)' is not a command\(suggestion); the commands are "
                    + names.dropLast().joined(separator: ", ") + ", and `l10nc help <command>` explains one\n")
                    .utf8))
        Foundation.exit(2)
    }
}
