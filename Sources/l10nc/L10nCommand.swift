import ArgumentParser
import Foundation
import L10nCore

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
            ImportCommand.self,
        ]
    )

    /// Runs the command, mapping usage errors to exit status 2 (swift-argument-parser's
    /// default is 64) as the CLI contract says.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            let code = exitCode(for: error)
            if code == .validationFailure {
                FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
                Foundation.exit(2)
            }
            exit(withError: error)
        }
    }
}
