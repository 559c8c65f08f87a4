import ArgumentParser
import Foundation
import L10nRuntime

/// Where the sources and resources are, and which locales matter: shared by `check`,
/// `compile` and `stats`.
struct InputOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "The configuration file. Default: ./l10nc.yml when it exists and neither --sources nor --resources is "
                + "given.",
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
            "The locale other locales are compared with and fall back to. Default: en, or the config's "
                + "defaultLocale.",
            valueName: "locale"))
    var defaultLocale: String?

    @Option(
        help: ArgumentHelp(
            "Comma-separated locales every key must exist in. Default: every locale the resources hold.",
            valueName: "en,de,..."))
    var locales: String?

    @Option(
        name: .customLong("exclude"),
        help: ArgumentHelp("A file or directory to leave out; repeat for several.", valueName: "path"))
    var excludedPaths: [String] = []

    @Option(help: ArgumentHelp("Resource files larger than this many bytes are not read. Default: 16 MiB.", valueName: "bytes"))
    var maxFileSize: Int?
}

/// The inputs after the config file and the command line are combined; the command line wins.
struct ResolvedInputs {
    var sources: [String]
    var resources: [String]
    var defaultLocale: LocaleIdentifier
    var requiredLocales: [LocaleIdentifier]?
    var excludedPaths: [String]
    var maxFileSize: Int

    init(options: InputOptions) throws(InputError) {
        sources = options.sources
        resources = options.resources
        excludedPaths = options.excludedPaths
        maxFileSize = options.maxFileSize ?? (16 << 20)
        let defaultText = options.defaultLocale ?? "en"
        guard let defaultLocale = LocaleIdentifier(defaultText) else {
            throw InputError("--default-locale '\(defaultText)' is not a BCP 47 locale identifier")
        }
        self.defaultLocale = defaultLocale
        if let list = options.locales {
            var locales: [LocaleIdentifier] = []
            for item in list.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !item.isEmpty {
                guard let locale = LocaleIdentifier(item) else {
                    throw InputError("--locales: '\(item)' is not a BCP 47 locale identifier")
                }
                locales.append(locale)
            }
            requiredLocales = locales
        }
        guard !resources.isEmpty || !sources.isEmpty else {
            throw InputError("no inputs: give --resources DIR (and --sources DIR), or run where an l10nc.yml is")
        }
    }
}
