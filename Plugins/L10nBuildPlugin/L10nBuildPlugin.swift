import Foundation
import PackagePlugin

/// Checks and compiles a target's `.yml`/`.yaml` localization resources at build time.
///
/// For a target `T` the plugin runs `l10nc compile` on the target's directory (sources and
/// resources both) and adds the generated `TLocalization.swift` to the target:
/// `TLocalization.open()` returns the `LocalizationTable`. Every finding is printed in the
/// compiler's `file:line:column: error: message` form, so the build shows it at its line, and
/// a finding at error severity fails the build. An `l10nc.yml` in the target's directory, or
/// else in the package's, supplies the locales, the default locale and rule severities.
///
/// A target that reads localized text but has neither a configuration nor YAML in its directory
/// gets no command and a warning at its first localized property that names `l10nc init`.
@main
struct L10nBuildPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] {
        guard target is any SourceModuleTarget else { return [] }
        let command = LocalizationBuildCommand(
            targetName: target.name, targetDirectory: target.directoryURL,
            packageDirectory: context.package.directoryURL, workDirectory: context.pluginWorkDirectoryURL,
            tool: try context.tool(named: "l10nc").url)
        let commands = try command.commands()
        if commands.isEmpty, let missing = try command.missingTable() {
            // At the first localized property, so the build shows it where the compiler's
            // "cannot find '…Localization' in scope" leaves the user wondering.
            Diagnostics.warning(missing.message, file: missing.use.file.path, line: missing.use.line)
        }
        return commands
    }
}
