import ArgumentParser
import Foundation
import L10nChecker
import L10nCore

/// `l10nc init`: writes an `l10nc.yml` found from the package itself.
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write an l10nc.yml for an existing package, found from the package itself.",
        usage: "l10nc init [<options>]",
        discussion: """
            Searches the package for the Swift files that declare localized properties (their \
            SwiftPM targets become `sources`), the YAML files shaped as FOSMVVM resources \
            (locale → type → text; their folders become `resources`), the locales those hold, the \
            default locale (the one with the most texts) and the runtime the view models import \
            (FOSMVVM or L10nRuntime). It prints what it found and writes l10nc.yml in the package \
            root; after that, `l10nc check` needs no flags.

            Hidden folders, build folders and other packages inside this one are not searched, nor \
            are the test targets under Tests/ unless --include-tests is given. An existing \
            l10nc.yml is never overwritten.

            Exit status: 0 written (or printed with --dry-run), 2 when l10nc.yml exists or nothing \
            to configure was found.
            """)

    @Option(help: ArgumentHelp("The package root to search and write into.", valueName: "dir"))
    var path: String = "."

    @Flag(help: "Search the test targets under Tests/ too.")
    var includeTests = false

    @Flag(help: "Print the configuration instead of writing it.")
    var dryRun = false

    func run() throws {
        let destination = (path as NSString).appendingPathComponent(ProjectConfiguration.defaultFileName)
        if !dryRun && FileManager.default.fileExists(atPath: destination) {
            InputError(
                "\(destination) already exists and init never overwrites it; edit it, or move it away and run init again"
            ).exit()
        }
        let layout: PackageLayout
        do {
            layout = try PackageLayoutFinder(root: path, includeTests: includeTests).find()
        } catch {
            error.exit()
        }
        let text = InitialConfiguration(layout: layout).text
        if dryRun {
            print(text, terminator: "")
            return
        }
        print(summary(of: layout), terminator: "")
        do {
            try Self.create(destination, contents: text)
        } catch {
            error.exit()
        }
        print("wrote \(destination); run `l10nc check` next")
    }

    private func summary(of layout: PackageLayout) -> String {
        var rows: [(String, String)] = []
        if !layout.sources.isEmpty {
            rows.append(
                (
                    "sources",
                    layout.sources.joined(separator: ", ")
                        + " (\(InitialConfiguration.count(layout.viewModelFileCount, "view-model file")))"
                ))
        } else {
            rows.append(("sources", "none found: only the resources will be checked"))
        }
        if !layout.resources.isEmpty {
            rows.append(
                (
                    "resources",
                    layout.resources.joined(separator: ", ")
                        + " (\(InitialConfiguration.count(layout.resourceFileCount, "file")))"
                ))
        } else {
            rows.append(("resources", "none found: every key the sources need will be reported missing"))
        }
        if !layout.locales.isEmpty {
            rows.append(
                (
                    "locales",
                    layout.locales.map { "\($0.locale) (\(InitialConfiguration.count($0.keys, "text")))" }
                        .joined(separator: ", ")
                ))
        }
        rows.append(("default", "\(layout.defaultLocale) (\(layout.defaultLocaleReason))"))
        rows.append(("runtime", "\(layout.runtime.rawValue) (\(layout.runtimeReason))"))
        if !layout.projects.isEmpty {
            rows.append(
                (
                    "projects",
                    layout.projects.map(\.name).joined(separator: ", ")
                        + " (one per bundle, each checked on its own)"
                ))
        }
        if !layout.leftOut.isEmpty {
            rows.append(("left out", layout.leftOut.joined(separator: "; ")))
        }
        let width = rows.map(\.0.count).max() ?? 0
        return "found in \(path):\n"
            + rows.map {
                "  " + $0.0.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + $0.1 + "\n"
            }
            .joined()
    }

    /// Creates `path` with `contents`, failing if it exists (even if it appeared since the
    /// check above).
    private static func create(_ path: String, contents: String) throws(InputError) {
        do {
            try AtomicFileWriter.write(Array(contents.utf8), to: path, replacing: false)
        } catch .exists {
            throw InputError("\(path) already exists and init never overwrites it")
        } catch {
            throw InputError(error.description)
        }
    }
}
