import ArgumentParser
import Foundation
import L10nChecker
import L10nCore
import L10nProject
import L10nRuntime
import L10nScanner
import L10nYAML

extension ServingRuntime: ExpressibleByArgument {}

/// Where the sources and resources are, and which locales matter: shared by every command
/// that reads a project (`check`, `compile`, `stats`, `fix`, `lock`, `export`, `import`,
/// `extract`).
/// Flags given here override the configuration file.
struct InputOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "The configuration file (see docs/configuration.md). Default: ./l10nc.yml when it exists and neither "
                + "--sources nor --resources is given.",
            valueName: "file"))
    var config: String?

    @Option(
        name: .customLong("sources"),
        help: ArgumentHelp(
            "A directory of Swift view-model sources to scan; repeat for several. Without sources, only the "
                + "resources themselves are checked.",
            valueName: "dir"))
    var sources: [String] = []

    @Option(
        name: .customLong("resources"),
        help: ArgumentHelp(
            "A directory (or file) of .yml/.yaml resources; repeat for several. All files merge into one catalog.",
            valueName: "dir"))
    var resources: [String] = []

    @Option(
        help: ArgumentHelp(
            "The locale other locales are compared with and fall back to. Default: the config's defaultLocale, "
                + "else en.",
            valueName: "locale"))
    var defaultLocale: String?

    @Option(
        help: ArgumentHelp(
            "Comma-separated locales every key must exist in. Default: the config's locales, else every locale the "
                + "resources hold.",
            valueName: "en,de,..."))
    var locales: String?

    @Option(
        name: .customLong("exclude"),
        help: ArgumentHelp("A file or directory to leave out; repeat for several.", valueName: "path"))
    var excludedPaths: [String] = []

    @Option(
        help: ArgumentHelp(
            "Resource files larger than this many bytes are not read. Default: 16 MiB.", valueName: "bytes"))
    var maxFileSize: Int?

    @Option(
        help: ArgumentHelp(
            "Which runtime serves the resources, so findings are judged by what it would get wrong: 'fosmvvm' "
                + "(FOSMVVM's YAML store) or 'l10nc' (l10nc's compiled table). Default: the config's runtime, "
                + "else fosmvvm.",
            valueName: "fosmvvm|l10nc"))
    var runtime: ServingRuntime?

    @Option(
        help: ArgumentHelp(
            "The project of an l10nc.yml with a projects: list to work on. check checks every project without it; "
                + "the other commands need it when the file lists several.",
            valueName: "name"))
    var project: String?

    @Option(
        help: ArgumentHelp(
            "Work on the project of the configuration whose sources or resources hold PATH (the SwiftPM plugins "
                + "pass a target's directory). A configuration that names no folders takes PATH as its sources and "
                + "resources.",
            valueName: "path"))
    var projectFor: String?

    @Flag(
        help: ArgumentHelp(
            "Accept resource and source folders that hold no .yml/.yaml or .swift file; without it, a project in "
                + "which nothing is found is an error."))
    var allowEmpty = false

    /// The configuration file that is read: `--config`, else `./l10nc.yml` when it exists and
    /// neither `--sources` nor `--resources` is given.
    var configurationPath: String? {
        let defaultPath = ProjectConfiguration.defaultFileName
        return config
            ?? (sources.isEmpty && resources.isEmpty && FileManager.default.fileExists(atPath: defaultPath)
                ? defaultPath : nil)
    }

    /// The one project a command works on: the configuration itself, or the project of its
    /// `projects:` list that `--project` names (or the only one).
    func resolve() throws(InputError) -> ConfigurationLoadResult {
        var loaded = try resolveAll()
        loaded.configuration = try select(from: loaded.configuration)
        return loaded
    }

    private func select(from configuration: ProjectConfiguration) throws(InputError) -> ProjectConfiguration {
        let names = configuration.projects.compactMap(\.name)
        if let projectFor, project == nil, !configuration.projects.isEmpty {
            guard
                let selected = configuration.projects.first(where: { ProjectFolders($0).overlaps(projectFor) }
                )
            else {
                throw InputError(
                    "--project-for \(projectFor): no project of the configuration has it among its sources or "
                        + "resources; the projects are \(names.joined(separator: ", "))")
            }
            return selected
        }
        if let project {
            guard let selected = configuration.projects.first(where: { $0.name == project }) else {
                throw InputError(
                    names.isEmpty
                        ? "--project \(project): the configuration has no projects: list"
                        : "--project \(project): no such project; the projects are \(names.joined(separator: ", "))"
                )
            }
            return selected
        }
        guard configuration.projects.count <= 1 else {
            throw InputError(
                "the configuration lists \(names.count) projects (\(names.joined(separator: ", "))); "
                    + "give --project NAME to choose one")
        }
        return configuration.projects.first ?? configuration
    }

    /// Every project `check` checks: the selected one with `--project`, else each of the
    /// configuration's `projects:` (or the configuration itself), with the flags applied.
    func resolveProjects() throws(InputError) -> (projects: [ProjectConfiguration], diagnostics: [Diagnostic])
    {
        let loaded = try resolveAll()
        if project != nil || projectFor != nil {
            return ([try select(from: loaded.configuration)], loaded.diagnostics)
        }
        return (loaded.configuration.checkedProjects, loaded.diagnostics)
    }

    /// The configuration file (if any) with the flags applied on top of it and of each of its
    /// projects, and the file's own findings.
    private func resolveAll() throws(InputError) -> ConfigurationLoadResult {
        var loaded = ConfigurationLoadResult(configuration: ProjectConfiguration(), diagnostics: [])
        let flagsNameInputs = !sources.isEmpty || !resources.isEmpty
        if let path = configurationPath {
            do {
                loaded = try ProjectConfiguration.load(path: path)
            } catch {
                throw InputError(error.description)
            }
            // A configuration of settings only (locales, rules) is applied to the folder a plugin
            // works on.
            if let projectFor, !flagsNameInputs, !loaded.configuration.hasInputs,
                !loaded.diagnostics.contains(where: { $0.severity == .error })
            {
                loaded.configuration.sources = [projectFor]
                loaded.configuration.resources = [projectFor]
            }
            // A file that names nothing to read is a mistake in the file, reported there with the
            // others (a file that does not parse already says why it names nothing).
            if !flagsNameInputs, !loaded.configuration.hasInputs,
                !loaded.diagnostics.contains(where: { $0.severity == .error })
            {
                loaded.diagnostics.append(
                    Diagnostic(
                        rule: .invalidConfig,
                        message:
                            "the configuration names nothing to check; add `resources:` (the folders of the .yml "
                            + "files) and `sources:` (the view models), or run `l10nc init` to write them",
                        location: SourceLocation(file: path, line: 1, column: 1)))
            }
        } else if !flagsNameInputs {
            throw InputError(
                "no inputs: give --resources DIR (and --sources DIR), or --config FILE, or run where an l10nc.yml is"
            )
        }
        var configuration = try applyFlags(to: loaded.configuration)
        var projects: [ProjectConfiguration] = []
        for project in configuration.projects { projects.append(try applyFlags(to: project)) }
        configuration.projects = projects
        loaded.configuration = configuration
        if !allowEmpty {
            for project in configuration.checkedProjects { try requireFiles(in: project) }
        }
        return loaded
    }

    /// A folder list that finds nothing is a wrong path far more often than an empty project,
    /// and would pass every check: said, with where it looked, as eslint does for a pattern
    /// that matches no file. A root that does not exist is reported by the reader itself.
    private func requireFiles(in project: ProjectConfiguration) throws(InputError) {
        let configurationPath = self.configurationPath
        func origin(_ key: String, flagGiven: Bool) -> String {
            let name = project.name.map { " of project '\($0)'" } ?? ""
            guard !flagGiven, let configurationPath else { return "--\(key)\(name)" }
            return "`\(key):`\(name) in \(configurationPath)"
        }
        // Found by walking only until the first file: a project is listed once, when it is read.
        let holds = ProjectInventory.holdsFiles(of: project)
        let folders = [
            ("resources", ".yml or .yaml", project.resources, !resources.isEmpty, holds?.resources),
            ("sources", ".swift", project.sources, !sources.isEmpty, holds?.sources),
        ]
        for (key, kind, roots, flagGiven, holdsAny) in folders where !roots.isEmpty && holdsAny == false {
            throw InputError(
                "no \(kind) file under \(origin(key, flagGiven: flagGiven)) (\(roots.joined(separator: ", "))); "
                    + "check the paths, or pass --allow-empty to check an empty project")
        }
    }

    private func applyFlags(to original: ProjectConfiguration) throws(InputError) -> ProjectConfiguration {
        var configuration = original
        if !sources.isEmpty { configuration.sources = sources }
        if !resources.isEmpty { configuration.resources = resources }
        configuration.exclude += excludedPaths
        if let maxFileSize {
            guard maxFileSize > 0 else {
                throw InputError("--max-file-size must be a positive number of bytes")
            }
            configuration.maxFileSize = maxFileSize
        }
        if let runtime { configuration.runtime = runtime }
        if let defaultLocale {
            guard let locale = LocaleIdentifier(defaultLocale) else {
                throw InputError("--default-locale '\(defaultLocale)' is not a BCP 47 locale identifier")
            }
            configuration.defaultLocale = locale
        }
        if let list = locales {
            var parsed: [LocaleIdentifier] = []
            for item in list.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) })
            where !item.isEmpty {
                guard let locale = LocaleIdentifier(item) else {
                    throw InputError("--locales: '\(item)' is not a BCP 47 locale identifier")
                }
                parsed.append(locale)
            }
            configuration.locales = parsed
            configuration.localesLocation = nil
        }
        return configuration
    }
}
