import Foundation
import L10nChecker
import L10nCore
import L10nProject
import L10nRuntime
import L10nScanner
import L10nYAML

/// Finds a package's view models, their YAML resources and locales, for `l10nc init`.
///
/// The search covers the package root, skipping hidden directories, build folders, other
/// packages inside it (a directory with its own `Package.swift`) and, unless asked, the
/// test targets under `Tests/`, whose YAML often repeats the app's keys. A Swift file counts
/// when the scanner finds a localized declaration in it; a YAML file counts when it has the
/// shape of a FOSMVVM resource: a mapping whose keys are all locale identifiers and whose
/// values hold mappings (`en: { DashboardViewModel: { title: … } }`), which leaves out
/// `docker-compose.yml`, `.swiftlint.yml` and other configuration.
struct PackageLayoutFinder {
    /// The package root, as given (paths in the layout are relative to it).
    var root: String
    var includeTests: Bool

    func find() throws(InputError) -> PackageLayout {
        var candidates = try candidateFiles()
        // The framework that declares the property wrappers (FOSMVVM's own package) uses them in
        // its own types; those are the API's, not an app's view models with resources to check.
        let frameworks = frameworkTargets(among: candidates.swift)
        for target in frameworks.sorted() {
            candidates.leftOut.append(
                "\(target) (it declares @LocalizedString itself: the framework, not view models)")
        }
        let (sourceFiles, neededKeys, unreadableSources) = try viewModelFiles(
            among: candidates.swift.filter { !frameworks.contains(Self.sourceRoot(of: $0)) })
        candidates.leftOut += unreadableSources
        var resourceFiles: [String] = []
        var keysByLocale: [LocaleIdentifier: Set<String>] = [:]
        for path in candidates.yaml {
            // A file that cannot be read is said, not passed over: `check` will report it.
            if case .failure(let unreadable) = Result(catching: { () throws(UnreadableFile) in
                try RegularFile.read(absolute(path))
            }) {
                candidates.leftOut.append("\(path) (\(unreadable.reason))")
                continue
            }
            guard let keys = Self.localeKeys(ofResourceAt: absolute(path)) else { continue }
            resourceFiles.append(path)
            keysByLocale.merge(keys) { $0.union($1) }
        }
        guard !sourceFiles.isEmpty || !resourceFiles.isEmpty else {
            // The folder is named in words and by its absolute path, and the sentence goes on
            // after it: "under ." followed by a full stop read as a path ("under ..").
            throw InputError(
                "found no view-model sources (Swift files with @LocalizedString and friends) and no "
                    + "localization YAML (locale → type → text) in \(searchedFolder)"
                    + (candidates.leftOut.isEmpty
                        ? "" : "; left out: " + candidates.leftOut.joined(separator: ", "))
                    + "; run `l10nc init` in the package root (the folder that holds Package.swift) or give it "
                    + "with --path, or write l10nc.yml by hand (docs/configuration.md)")
        }
        let locales = keysByLocale.map { PackageLayout.LocaleCount(locale: $0.key, keys: $0.value.count) }
            .sorted { $0.locale < $1.locale }
        let (defaultLocale, defaultReason) = Self.defaultLocale(
            among: keysByLocale, neededKeys: neededKeys)
        let (runtime, runtimeReason) = runtime(ofViewModelFiles: sourceFiles)
        let bundles = Self.bundles(sourceFiles: sourceFiles, resourceFiles: resourceFiles)
        var checkedSources = sourceFiles
        if !bundles.projects.isEmpty {
            // Every source the summary names belongs to a project: the view models of a target
            // with no YAML of its own (FOSUtilities' FOSTestingUITests) belong to none, so they
            // are left out and said, not listed as if they were checked.
            let unbundled = Set(bundles.unbundledSources)
            checkedSources = sourceFiles.filter { !unbundled.contains($0) }
            for root in Self.outermost(Set(bundles.unbundledSources.map(Self.sourceRoot))) {
                candidates.leftOut.append(
                    "\(root) (its view models have no YAML of their own, so no project holds them; "
                        + "add their resources and a project for them to l10nc.yml)")
            }
        }
        var layout = PackageLayout(
            sources: Self.outermost(Set(checkedSources.map(Self.sourceRoot))),
            viewModelFileCount: checkedSources.count,
            resources: Self.outermost(Set(resourceFiles.map(Self.directory))),
            resourceFileCount: resourceFiles.count,
            locales: locales, defaultLocale: defaultLocale, defaultLocaleReason: defaultReason,
            runtime: runtime, runtimeReason: runtimeReason, leftOut: candidates.leftOut)
        layout.projects = bundles.projects
        return layout
    }

    /// One project per bundle when the resources belong to several: each test target
    /// (`Tests/X`) that holds YAML is its own bundle, the rest of the package another. No
    /// project for one bundle. With projects, `unbundledSources` are the view-model files of a
    /// target that holds no YAML: its code reads its own bundle, which has none of the keys, so
    /// no project's resources are its resources.
    private static func bundles(sourceFiles: [String], resourceFiles: [String]) -> (
        projects: [PackageLayout.Project], unbundledSources: [String]
    ) {
        func bundle(_ path: String) -> String {
            let components = path.split(separator: "/")
            return components.count > 2 && components[0] == "Tests" ? String(components[1]) : ""
        }
        let bundles = Set(resourceFiles.map(bundle))
        guard bundles.count > 1 else { return ([], []) }
        let projects = bundles.sorted().map { name in
            PackageLayout.Project(
                name: name.isEmpty ? "Main" : name,
                sources: outermost(Set(sourceFiles.filter { bundle($0) == name }.map(sourceRoot))),
                resources: outermost(Set(resourceFiles.filter { bundle($0) == name }.map(directory))))
        }
        return (projects, sourceFiles.filter { !bundles.contains(bundle($0)) })
    }

    // MARK: Walking the package

    private struct Candidates {
        var swift: [String] = []
        var yaml: [String] = []
        var leftOut: [String] = []
    }

    private func candidateFiles() throws(InputError) -> Candidates {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: root, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw InputError("\(root) is not a directory: give the package root")
        }
        guard let enumerator = manager.enumerator(atPath: root) else {
            throw InputError("\(root) cannot be listed")
        }
        var found = Candidates()
        while let relative = enumerator.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            let isDirectory = (enumerator.fileAttributes?[.type] as? FileAttributeType) == .typeDirectory
            if isDirectory {
                if name.hasPrefix(".") || name.hasPrefix(".build") {
                    enumerator.skipDescendants()
                } else if relative == "Tests" && !includeTests {
                    found.leftOut.append("Tests (test targets; --include-tests searches them too)")
                    enumerator.skipDescendants()
                } else if manager.fileExists(atPath: absolute(relative + "/Package.swift")) {
                    found.leftOut.append("\(relative) (another package: run init there)")
                    enumerator.skipDescendants()
                }
                continue
            }
            guard !name.hasPrefix(".") else { continue }
            switch (name as NSString).pathExtension.lowercased() {
            case "swift" where name != "Package.swift": found.swift.append(relative)
            case "yml", "yaml":
                if name != ProjectConfiguration.defaultFileName { found.yaml.append(relative) }
            default: break
            }
        }
        found.swift.sort()
        found.yaml.sort()
        return found
    }

    /// The searched folder as a message names it: "the current folder (/abs/path)" for `.`,
    /// else the path as given with its absolute form when that differs.
    private var searchedFolder: String {
        let absolute = URL(fileURLWithPath: root).standardizedFileURL.path
        if (root as NSString).standardizingPath == "." || root.isEmpty {
            return "the current folder (\(absolute))"
        }
        return root == absolute ? "the folder \(root)" : "the folder \(root) (\(absolute))"
    }

    private func absolute(_ relative: String) -> String {
        (root as NSString).appendingPathComponent(relative)
    }

    // MARK: Sources

    /// The files, among `paths`, in which the scanner finds a localized declaration, the keys
    /// they need, and the files it cannot read, each with why (for the summary's "left out").
    private func viewModelFiles(among paths: [String]) throws(InputError) -> ([String], Set<String>, [String])
    {
        guard !paths.isEmpty else { return ([], [], []) }
        let scan: ScanResult
        do {
            // The candidate folders read as a project of sources only, as every command reads one.
            scan = try ProjectReader(configuration: ProjectConfiguration(sources: paths.map(absolute)))
                .scanSources()
        } catch {
            throw InputError(error.description)
        }
        let localized = Set(scan.schema.localizedFiles)
        let unreadable = Set(scan.diagnostics.filter { $0.rule == .unreadableFile }.map(\.location.file))
        let leftOut = paths.filter { unreadable.contains(absolute($0)) }.map { path in
            do throws(UnreadableFile) {
                _ = try RegularFile.read(absolute(path))
                return "\(path) (it could not be read)"
            } catch {
                return "\(path) (\(error.reason))"
            }
        }
        return (
            paths.filter { localized.contains(absolute($0)) },
            Set(scan.schema.items.compactMap(\.requiredKey)),
            leftOut
        )
    }

    /// The targets (`Sources/X`) whose Swift files declare the localized property wrappers
    /// themselves (`typealias LocalizedString = …` or `struct LocalizedString`).
    private func frameworkTargets(among paths: [String]) -> Set<String> {
        var targets = Set<String>()
        for path in paths where !targets.contains(Self.sourceRoot(of: path)) {
            guard case .bytes(let bytes)? = try? RegularFile.read(absolute(path)) else { continue }
            let text = String(decoding: bytes, as: UTF8.self)
            if text.range(of: #"(typealias|struct|class)\s+LocalizedString\b"#, options: .regularExpression)
                != nil
            {
                targets.insert(Self.sourceRoot(of: path))
            }
        }
        return targets
    }

    /// `Sources/Feature` for `Sources/Feature/Sub/X.swift` (the SwiftPM target), else the
    /// file's directory.
    private static func sourceRoot(of path: String) -> String {
        let components = path.split(separator: "/").map(String.init)
        if components.count > 2, ["Sources", "Tests"].contains(components[0]) {
            return components[0] + "/" + components[1]
        }
        return directory(of: path)
    }

    private static func directory(of path: String) -> String {
        let directory = (path as NSString).deletingLastPathComponent
        return directory.isEmpty ? "." : directory
    }

    /// The runtime the view models are written for, from their imports.
    private func runtime(ofViewModelFiles paths: [String]) -> (ServingRuntime, String) {
        var importsFOSMVVM = false
        var importsL10nRuntime = false
        for path in paths {
            guard let text = try? String(contentsOfFile: absolute(path), encoding: .utf8) else { continue }
            for line in text.split(separator: "\n") {
                let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
                guard let index = words.firstIndex(of: "import"), index + 1 < words.count,
                    words[..<index].allSatisfy({ $0.hasPrefix("@") })
                else { continue }
                switch words[index + 1] {
                case "FOSMVVM": importsFOSMVVM = true
                case "L10nRuntime": importsL10nRuntime = true
                default: break
                }
            }
        }
        if importsL10nRuntime && !importsFOSMVVM {
            return (.l10nc, "the view models import L10nRuntime")
        }
        if importsFOSMVVM {
            return (.fosmvvm, "the view models import FOSMVVM")
        }
        return (.default, "the default: FOSMVVM's YAML store serves the resources")
    }

    // MARK: Resources

    /// The text keys (`Type.property`) per locale when the file has the shape of a
    /// localization resource, else `nil`.
    static func localeKeys(ofResourceAt path: String) -> [LocaleIdentifier: Set<String>]? {
        guard let read = try? YAMLReader().read(path: path), case .mapping(let mapping)? = read.root,
            !mapping.pairs.isEmpty
        else { return nil }
        var keys: [LocaleIdentifier: Set<String>] = [:]
        var holdsTypes = false
        for pair in mapping.pairs {
            // A locale's language is two or three letters; `services:` or `version:` is not one.
            guard let locale = LocaleIdentifier(pair.key.text), (2...3).contains(locale.language.count)
            else { return nil }
            if case .mapping(let types) = pair.value, !types.pairs.isEmpty { holdsTypes = true }
            collectKeys(of: pair.value, prefix: "", into: &keys[locale, default: []])
        }
        return holdsTypes ? keys : nil
    }

    /// The dotted keys of the texts under `node`; a plural mapping (`one:`/`other:`…) is one
    /// text, so that a language with more plural forms does not look more complete.
    private static func collectKeys(of node: YAMLNode, prefix: String, into keys: inout Set<String>) {
        guard case .mapping(let mapping) = node else {
            keys.insert(prefix)
            return
        }
        let names = Set(mapping.pairs.map(\.key.text))
        if !prefix.isEmpty, names.contains("other"), names.allSatisfy({ PluralCategory(rawValue: $0) != nil })
        {
            keys.insert(prefix)
            return
        }
        for pair in mapping.pairs {
            collectKeys(
                of: pair.value, prefix: prefix.isEmpty ? pair.key.text : prefix + "." + pair.key.text,
                into: &keys)
        }
    }

    /// The source language: the locale that holds the most of the keys the sources need (or
    /// of all texts, without sources); `en` first among equals.
    private static func defaultLocale(
        among keysByLocale: [LocaleIdentifier: Set<String>], neededKeys: Set<String>
    ) -> (LocaleIdentifier, String) {
        let english = ProjectConfiguration.fallbackDefaultLocale
        let measure = neededKeys.isEmpty ? "texts" : "of the keys the sources need"
        let scored = keysByLocale.map { locale, keys in
            (locale: locale, score: neededKeys.isEmpty ? keys.count : keys.intersection(neededKeys).count)
        }
        let ranked = scored.sorted {
            if $0.score != $1.score { return $0.score > $1.score }
            if ($0.locale == english) != ($1.locale == english) { return $0.locale == english }
            return $0.locale < $1.locale
        }
        guard let best = ranked.first else { return (english, "no resources yet, so English") }
        if ranked.count == 1 { return (best.locale, "the only locale") }
        if ranked[1].score == best.score {
            let tieBreak =
                best.locale == english
                ? "English, among locales that hold" : "first by name of the locales that hold"
            return (
                best.locale, "\(tieBreak) the most \(measure); change it if the source language is another"
            )
        }
        return (best.locale, "the locale that holds the most \(measure)")
    }

    /// The directories that are not inside another one of them, sorted.
    static func outermost(_ directories: Set<String>) -> [String] {
        let sorted = directories.sorted()
        return sorted.filter { directory in
            !sorted.contains { other in
                other != directory && (other == "." || directory.hasPrefix(other + "/"))
            }
        }
    }
}
