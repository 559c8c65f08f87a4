import Foundation
import L10nCore
import L10nRuntime
import L10nYAML

/// Turns the YAML tree of `l10nc.yml` into a `ProjectConfiguration`, reporting every unknown
/// key and bad value at its position and keeping the default for that setting.
struct ProjectConfigurationParser {
    let paths: ConfigurationPathResolver
    let file: String
    private(set) var diagnostics: [Diagnostic] = []

    init(paths: ConfigurationPathResolver, file: String) {
        self.paths = paths
        self.file = file
    }

    mutating func parse(_ root: YAMLNode?) -> ProjectConfiguration {
        var configuration = ProjectConfiguration()
        guard let root else { return configuration }
        guard case .mapping(let document) = root else {
            report(
                "the configuration must be a mapping of settings (`sources:`, `resources:`, …), not \(root.kindName)",
                at: root.location)
            return configuration
        }
        var projectList: YAMLNode?
        apply(document, to: &configuration, projectList: &projectList)
        if let projectList {
            configuration.projects = projects(projectList, defaults: configuration)
        }
        return configuration
    }

    /// Reads the settings of one mapping (the file's top level, or one entry of `projects:`)
    /// into `configuration`. `projectList` is `nil` inside a project: a project cannot hold
    /// projects, and only a project has a `name:`.
    private mutating func apply(
        _ document: YAMLMapping, to configuration: inout ProjectConfiguration, projectList: inout YAMLNode?
    ) {
        let isTopLevel = configuration.name == nil
        var seen: [String: SourceLocation] = [:]
        for pair in document.pairs {
            let key = pair.key.text
            if let first = seen[key] {
                report("'\(key)' is given twice, here and at \(first); keep one", at: pair.key.location)
                continue
            }
            seen[key] = pair.key.location
            switch key {
            case "projects" where isTopLevel:
                projectList = pair.value
            case "name" where !isTopLevel:
                break
            case "sources":
                configuration.sources = pathList(pair.value, key: key)
            case "resources":
                configuration.resources = pathList(pair.value, key: key)
            case "exclude":
                configuration.exclude = pathList(pair.value, key: key)
            case "defaultLocale":
                if let text = scalar(pair.value, key: key) { configuration.defaultLocale = locale(text) }
            case "locales":
                configuration.locales = localeList(pair.value)
                configuration.localesLocation = pair.value.location
            case "rules":
                configuration.rules = ruleSeverities(pair.value)
            case "maxFileSize":
                configuration.maxFileSize = byteCount(pair.value)
            case "runtime":
                configuration.runtime = runtime(pair.value)
            case "localePolicy":
                configuration.localePolicies = localePolicies(pair.value)
            case "sharedResource":
                if let file = sharedResource(pair.value) {
                    configuration.sharedResource = file
                    configuration.sharedResourceLocation = pair.value.location
                }
            default:
                report(unknownKeyMessage(key, inProject: !isTopLevel), at: pair.key.location)
            }
        }
        if seen["sharedResource"] != nil || seen["resources"] != nil {
            checkSharedResource(of: configuration)
        }
    }

    /// `sharedResource:` — one `.yml`/`.yaml` file, resolved as the other paths are.
    private mutating func sharedResource(_ node: YAMLNode) -> String? {
        guard let text = scalar(node, key: "sharedResource") else { return nil }
        let fileExtension = (text.text as NSString).pathExtension
        guard !text.text.isEmpty, fileExtension == "yml" || fileExtension == "yaml" else {
            report(
                "'sharedResource' must name a .yml file (such as `Resources/Shared.yml`), not '\(text.text)'",
                at: text.location)
            return nil
        }
        return paths.resolve(text.text)
    }

    /// A shared resource outside every resource folder would be written and never read: the
    /// keys added to it would stay missing.
    private mutating func checkSharedResource(of configuration: ProjectConfiguration) {
        guard let file = configuration.sharedResource, let location = configuration.sharedResourceLocation,
            !configuration.resources.isEmpty
        else { return }
        let standardized = (file as NSString).standardizingPath
        let inside = configuration.resources.contains { root in
            let root = (root as NSString).standardizingPath
            return standardized == root || root == "." || standardized.hasPrefix(root + "/")
        }
        guard !inside else { return }
        report(
            "'sharedResource' \(file) is in no folder of 'resources', so the keys written to it would not be "
                + "read; name a file under one of them", at: location)
    }

    /// `projects:` — a list of mappings, each with a `name:` and the top-level keys; the
    /// top-level settings are every project's defaults.
    private mutating func projects(_ node: YAMLNode, defaults: ProjectConfiguration) -> [ProjectConfiguration]
    {
        guard case .sequence(let sequence) = node else {
            report(
                "'projects' must be a list of projects (`- name: App` followed by its sources, resources, …), "
                    + "not \(node.kindName)", at: node.location)
            return []
        }
        var projects: [ProjectConfiguration] = []
        var names: [String: SourceLocation] = [:]
        for element in sequence.elements {
            guard case .mapping(let mapping) = element else {
                report(
                    "each project must be a mapping (`- name: App` followed by its settings), not \(element.kindName)",
                    at: element.location)
                continue
            }
            guard let namePair = mapping.pairs.first(where: { $0.key.text == "name" }),
                case .scalar(let name) = namePair.value, !name.text.isEmpty
            else {
                report(
                    "this project has no name; add `name: …` (`--project NAME` selects it)",
                    at: mapping.location)
                continue
            }
            if let first = names[name.text] {
                report(
                    "two projects are named '\(name.text)', here and at \(first); rename one",
                    at: name.location)
                continue
            }
            names[name.text] = name.location
            var project = defaults
            project.projects = []
            project.name = name.text
            var nested: YAMLNode?
            apply(mapping, to: &project, projectList: &nested)
            projects.append(project)
        }
        return projects
    }

    // MARK: Values

    /// `localePolicy:` — per locale, `required`, `advisory`, or a mapping with `policy:` and
    /// `minCoverage:` (`90%` or `0.9`).
    private mutating func localePolicies(_ node: YAMLNode) -> [LocaleIdentifier: LocalePolicy] {
        guard case .mapping(let mapping) = node else {
            report(
                "'localePolicy' must map locales to `required`, `advisory` or `{policy: advisory, minCoverage: 90%}`",
                at: node.location)
            return [:]
        }
        var policies: [LocaleIdentifier: LocalePolicy] = [:]
        for pair in mapping.pairs {
            guard let identifier = locale(pair.key) else { continue }
            var levelScalar: YAMLScalar?
            var minCoverage: Double?
            switch pair.value {
            case .scalar(let scalar):
                levelScalar = scalar
            case .mapping(let settings):
                for setting in settings.pairs {
                    switch (setting.key.text, setting.value) {
                    case ("policy", .scalar(let scalar)):
                        levelScalar = scalar
                    case ("minCoverage", .scalar(let scalar)):
                        minCoverage = coverage(scalar)
                    default:
                        report(
                            "unknown setting '\(setting.key.text)' for locale '\(identifier)'; the settings are policy "
                                + "and minCoverage", at: setting.key.location)
                    }
                }
            case .sequence(let sequence):
                report(
                    "the policy of '\(identifier)' must be a word or a mapping, not a sequence",
                    at: sequence.location)
                continue
            }
            var level = LocalePolicy.Level.required
            if let levelScalar {
                guard let parsed = LocalePolicy.Level(rawValue: levelScalar.text) else {
                    report(
                        "'\(levelScalar.text)' is not a locale policy; write `required` or `advisory`",
                        at: levelScalar.location)
                    continue
                }
                level = parsed
            }
            policies[identifier] = LocalePolicy(
                level: level, minCoverage: minCoverage, location: pair.key.location)
        }
        return policies
    }

    /// `90%`, `90 %` or `0.9` as a share between 0 and 1.
    private mutating func coverage(_ scalar: YAMLScalar) -> Double? {
        let text = scalar.text.trimmingCharacters(in: .whitespaces)
        let value: Double?
        if text.hasSuffix("%") {
            value = Double(text.dropLast().trimmingCharacters(in: .whitespaces)).map { $0 / 100 }
        } else {
            value = Double(text)
        }
        guard let value, value >= 0, value <= 1 else {
            report(
                "'\(scalar.text)' is not a coverage; write a percentage such as `90%`", at: scalar.location)
            return nil
        }
        return value
    }

    private mutating func pathList(_ node: YAMLNode, key: String) -> [String] {
        strings(node, key: key).compactMap { scalar in
            guard !scalar.text.isEmpty else {
                report("an empty path in '\(key)'; remove it or write the directory", at: scalar.location)
                return nil
            }
            return paths.resolve(scalar.text)
        }
    }

    private mutating func localeList(_ node: YAMLNode) -> [LocaleIdentifier]? {
        guard case .sequence = node else {
            _ = strings(node, key: "locales")
            return nil
        }
        var locales: [LocaleIdentifier] = []
        for scalar in strings(node, key: "locales") {
            guard let identifier = locale(scalar) else { continue }
            if locales.contains(identifier) {
                report("locale '\(identifier)' is listed twice in 'locales'; remove one", at: scalar.location)
                continue
            }
            locales.append(identifier)
        }
        return locales
    }

    private mutating func locale(_ scalar: YAMLScalar) -> LocaleIdentifier? {
        guard let identifier = LocaleIdentifier(scalar.text) else {
            report(
                "'\(scalar.text)' is not a BCP 47 locale identifier; write one such as `en`, `en-GB` or `zh-Hant-TW`",
                at: scalar.location)
            return nil
        }
        return identifier
    }

    private mutating func ruleSeverities(_ node: YAMLNode) -> [RuleID: RuleSeverity] {
        guard case .mapping(let mapping) = node else {
            report(
                "'rules' must be a mapping of rule id to severity (`orphan-key: error`), not \(node.kindName)",
                at: node.location)
            return [:]
        }
        var severities: [RuleID: RuleSeverity] = [:]
        var seen: [String: SourceLocation] = [:]
        for pair in mapping.pairs {
            let rule = RuleID(rawValue: pair.key.text)
            if let first = seen[pair.key.text] {
                report(
                    "rule '\(rule)' is configured twice, here and at \(first); keep one",
                    at: pair.key.location)
                continue
            }
            seen[pair.key.text] = pair.key.location
            guard rule.metadata != nil else {
                report(
                    "unknown rule id '\(rule)'\(suggestion(for: rule.rawValue, among: RuleMetadata.all.map(\.id.rawValue))); "
                        + "docs/rules.md lists every rule",
                    at: pair.key.location)
                continue
            }
            guard let text = scalar(pair.value, key: "rules.\(rule)") else { continue }
            guard let severity = RuleSeverity(rawValue: text.text) else {
                report(
                    "'\(text.text)' is not a severity for rule '\(rule)'; use error, warning, note or off",
                    at: text.location)
                continue
            }
            severities[rule] = severity
        }
        return severities
    }

    private mutating func byteCount(_ node: YAMLNode) -> Int? {
        guard let text = scalar(node, key: "maxFileSize") else { return nil }
        guard let value = Int(text.text), value > 0 else {
            report(
                "'maxFileSize' must be a positive number of bytes (such as 16777216), not '\(text.text)'",
                at: text.location)
            return nil
        }
        return value
    }

    private mutating func runtime(_ node: YAMLNode) -> ServingRuntime? {
        guard let text = scalar(node, key: "runtime") else { return nil }
        guard let runtime = ServingRuntime(rawValue: text.text) else {
            let names = ServingRuntime.allCases.map(\.rawValue)
            report(
                "'\(text.text)' is not a runtime\(suggestion(for: text.text, among: names)); use "
                    + names.joined(separator: " or ")
                    + " (fosmvvm: FOSMVVM's YAML store serves the resources; l10nc: l10nc's compiled table)",
                at: text.location)
            return nil
        }
        return runtime
    }

    // MARK: Shapes

    private mutating func scalar(_ node: YAMLNode, key: String) -> YAMLScalar? {
        guard case .scalar(let scalar) = node else {
            report("'\(key)' must be a single value, not \(node.kindName)", at: node.location)
            return nil
        }
        return scalar
    }

    private mutating func strings(_ node: YAMLNode, key: String) -> [YAMLScalar] {
        guard case .sequence(let sequence) = node else {
            report(
                "'\(key)' must be a list (`\(key): [a, b]` or one `- item` per line), not \(node.kindName)",
                at: node.location)
            return []
        }
        var scalars: [YAMLScalar] = []
        for element in sequence.elements {
            guard case .scalar(let scalar) = element else {
                report("the items of '\(key)' must be strings, not \(element.kindName)", at: element.location)
                continue
            }
            scalars.append(scalar)
        }
        return scalars
    }

    // MARK: Reporting

    private func unknownKeyMessage(_ key: String, inProject: Bool = false) -> String {
        let keys =
            inProject
            ? ["name"] + ProjectConfiguration.knownKeys.filter { $0 != "projects" }
            : ProjectConfiguration.knownKeys
        return "unknown key '\(key)'\(suggestion(for: key, among: keys))\(inProject ? " in a project" : ""); "
            + "the keys are \(keys.joined(separator: ", "))"
    }

    /// `" (did you mean 'x'?)"` for a close spelling, else empty.
    private func suggestion(for word: String, among candidates: [String]) -> String {
        guard let best = EditDistance.nearest(to: word, among: candidates) else { return "" }
        return " (did you mean '\(best)'?)"
    }

    private mutating func report(_ message: String, at location: SourceLocation) {
        diagnostics.append(Diagnostic(rule: .invalidConfig, message: message, location: location))
    }
}
