import Foundation
import PackagePlugin

/// `swift package l10n-check`: runs `l10nc check` on each source module target of the
/// package that holds `.yml`/`.yaml` resources.
///
/// `--target NAME` (repeatable) limits the run to those targets; every other argument
/// (`--format`, `--warnings-as-errors`, …) is passed on to `l10nc check`. The command writes
/// nothing but the check cache in its work directory (`--cache`), and fails when any target's
/// check fails.
@main
struct L10nCheckCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let requested = extractor.extractOption(named: "target")
        let forwarded = extractor.remainingArguments
        let tool = try context.tool(named: "l10nc").url
        let cache = context.pluginWorkDirectoryURL.appendingPathComponent("check-cache")
        // A package l10nc.yml describes the projects (the YAML may be outside every target, as
        // FOSShowcase's Sources/Resources is): one check of all of them.
        let packageConfiguration = context.package.directoryURL.appendingPathComponent("l10nc.yml")
        if requested.isEmpty, FileManager.default.fileExists(atPath: packageConfiguration.path) {
            let status = try CheckRun(
                tool: tool, target: nil, package: context.package, forwarded: forwarded,
                cacheDirectory: cache.appendingPathComponent("l10nc.yml")
            ).run()
            if status != 0 { throw CheckFailure(targets: ["l10nc.yml"]) }
            return
        }
        let targets = try selectTargets(in: context.package, named: requested)
        guard !targets.isEmpty else {
            print(
                "l10n-check: no target of \(context.package.displayName) holds .yml/.yaml resources and the package "
                    + "has no l10nc.yml; nothing to check (run `l10nc init` in the package's folder to write an "
                    + "l10nc.yml that says where the YAML is)")
            return
        }
        var failed: [String] = []
        for target in targets {
            let status = try CheckRun(
                tool: tool, target: target, package: context.package, forwarded: forwarded,
                cacheDirectory: cache.appendingPathComponent(target.name)
            ).run()
            if status != 0 { failed.append(target.name) }
        }
        if !failed.isEmpty { throw CheckFailure(targets: failed) }
    }

    private func selectTargets(in package: Package, named names: [String]) throws -> [any SourceModuleTarget]
    {
        let modules = package.targets.compactMap { $0 as? any SourceModuleTarget }
        guard !names.isEmpty else { return modules.filter { CheckRun.hasResources($0.directoryURL) } }
        return try names.map { name in
            guard let module = modules.first(where: { $0.name == name }) else {
                throw UnknownTarget(name: name, known: modules.map(\.name))
            }
            return module
        }
    }
}
