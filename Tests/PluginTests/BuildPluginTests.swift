import Foundation
import Testing

/// Builds a copy of Examples/TaskBoard through the L10nBuildPlugin and runs
/// `swift package l10n-check` on it. The first build of a fresh checkout compiles `l10nc`
/// and swift-syntax for the plugin: minutes, once per run.
@Suite("the build plugin and l10n-check on the example", .serialized)
struct BuildPluginTests {
    let copy: ExampleCopy

    init() throws {
        copy = try ExampleCopy.shared.get()
    }

    /// The first `swift build` of the copy, shared by the tests that only read its result.
    static let firstBuild: Result<(output: String, status: Int32), any Error> = Result {
        try ExampleCopy.shared.get().swift(["build"])
    }

    var dashboardResource: String { "Sources/TaskBoard/DashboardViewModel.yml" }

    @Test func theExampleBuildsAndTheTargetGetsTheTable() throws {
        let build = try Self.firstBuild.get()
        #expect(build.status == 0, "\(build.output)")
        #expect(build.output.contains("/TaskBoardLocalization.swift: swift, 5 locales, 101 messages"))
        #expect(!build.output.contains("reads localized text"), "a configured target gets no warning")
        let generated = copy.scratch.appendingPathComponent(
            "plugins/outputs/taskboard/TaskBoard/destination/L10nBuildPlugin/TaskBoardLocalization.swift")
        let source = try String(contentsOf: generated, encoding: .utf8)
        #expect(source.contains("public enum TaskBoardLocalization {"))
        #expect(source.contains("public static func open() throws(TableError) -> LocalizationTable {"))
    }

    @Test func aProgramUsingTheTablePrintsTheDashboardInGerman() throws {
        #expect(try Self.firstBuild.get().status == 0)
        let run = try copy.builtProgram("taskboard-demo", ["dashboard", "de"])
        #expect(run.status == 0)
        #expect(
            run.output
                == #"{"title":"Übersicht","welcome":"Willkommen zurück, Ada! Du hast 3 offene Aufgaben.","#
                + #""tabs":["Überblick","Aktivität","Einstellungen"],"openTaskCount":{"v":3,"sgep":true,"gsepsz":3,"ls":"3"},"#
                + #""userName":"Ada","openTasks":3}"# + "\n")
    }

    /// The keys the property wrappers compute at run time are the keys the scanner extracts
    /// from the same sources, less the formatted values (no key) and the optional compound
    /// pattern (looked up only where a locale has one).
    @Test func theRuntimeLooksUpTheKeysTheScannerExtracts() throws {
        #expect(try Self.firstBuild.get().status == 0)
        let runtime = try copy.builtProgram("taskboard-demo", ["keys"])
        #expect(runtime.status == 0)
        let runtimeKeys = runtime.output.split(separator: "\n").map(String.init)
        let extract = try ChildProcess(
            executable: L10ncBinary.path, arguments: ["extract", "--format", "json"],
            directory: copy.directory
        ).run()
        #expect(extract.status == 0)
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(extract.output.utf8)) as? [String: Any])
        let entries = try #require(document["keys"] as? [[String: Any]])
        #expect(entries.count == 23)
        let required = entries.compactMap { $0["requiredKey"] as? String }
        #expect(runtimeKeys.count == 20)
        #expect(runtimeKeys == required.sorted())
        let unlooked = entries.filter { $0["requiredKey"] is NSNull }.compactMap { $0["key"] as? String }
        #expect(
            unlooked.sorted() == [
                "DashboardViewModel.openTaskCount", "TaskCardViewModel.dueDate", "UserNameViewModel.fullName",
            ])
    }

    /// The example's own tests encode every view model in every locale with `.throwError`.
    @Test func theExampleTestsPassAgainstTheCompiledTable() throws {
        let test = try copy.swift(["test"])
        #expect(test.status == 0, "\(test.output)")
        #expect(test.output.contains("Test run with 7 tests in 1 suite passed"))
    }

    @Test func theCommandPluginChecksTheExample() throws {
        let check = try copy.swift(["package", "l10n-check"])
        #expect(check.status == 0, "\(check.output)")
        // The package's l10nc.yml describes the project: one check of it.
        #expect(check.output.contains("l10n-check: l10nc.yml\n"))
        #expect(check.output.contains("20 keys, 5 locales: 0 errors, 0 warnings, 0 notes"))
        // The check keeps its cache in the plugin's work directory, and says the same again.
        let caches =
            FileManager.default.enumerator(atPath: copy.scratch.path)?
            .compactMap { $0 as? String }.filter {
                $0.hasSuffix("check-cache/l10nc.yml/check-cache-v1.index")
            } ?? []
        #expect(!caches.isEmpty, "no check cache under \(copy.scratch.path)")
        let again = try copy.swift(["package", "l10n-check"])
        #expect(again.status == 0, "\(again.output)")
        #expect(again.output.contains("20 keys, 5 locales: 0 errors, 0 warnings, 0 notes"))
    }

    @Test func theCommandPluginPassesItsArgumentsOn() throws {
        let check = try copy.swift(["package", "l10n-check", "--target", "TaskBoard", "--format", "json"])
        #expect(check.status == 0, "\(check.output)")
        #expect(check.output.contains(#""errors" : 0"#))
        let unknown = try copy.swift(["package", "l10n-check", "--target", "TaskBored"])
        #expect(unknown.status != 0)
        #expect(unknown.output.contains("no source module target 'TaskBored' in this package"))
    }

    /// An unclosed placeholder in `de` fails the build and the check at its line and column;
    /// fixed, the build passes again.
    @Test func aBrokenResourceFailsTheBuildAtItsLine() throws {
        let location = copy.directory.appendingPathComponent(dashboardResource).path + ":13:32: error: "
        try copy.withEdit(
            of: dashboardResource,
            replacing: #"Willkommen zurück, %{name}! Du hast %{count} offene Aufgabe.""#,
            with: #"Willkommen zurück, %{name! Du hast %{count} offene Aufgabe.""#
        ) {
            let build = try copy.swift(["build"])
            #expect(build.status != 0)
            #expect(build.output.contains(location), "\(build.output)")
            // Once: the compiler's own parse of the message does not report it again.
            #expect(build.output.components(separatedBy: "[malformed-placeholder]").count == 2)
            let check = try copy.swift(["package", "l10n-check"])
            #expect(check.status != 0)
            #expect(check.output.contains(location), "\(check.output)")
        }
        let fixed = try copy.swift(["build"])
        #expect(fixed.status == 0, "\(fixed.output)")
    }

    /// A finding at warning severity is shown at its line and does not fail the build.
    @Test func aWarningIsShownAndTheBuildPasses() throws {
        try copy.withEdit(
            of: dashboardResource, replacing: "    title: \"Übersicht\"\n",
            with: "    title: \"Übersicht\"\n    subtitle: \"Alles auf einen Blick\"\n"
        ) {
            let build = try copy.swift(["build"])
            #expect(build.status == 0, "\(build.output)")
            #expect(
                build.output.contains(
                    copy.directory.appendingPathComponent(dashboardResource).path + ":12:5: warning: "),
                "\(build.output)")
            #expect(build.output.contains("[orphan-key]"))
        }
    }

    /// FOSShowcase's layout: the YAML in `Sources/Resources`, outside the target that uses the
    /// plugin and shared by several targets; `l10nc.yml` says where it is, and both plugins follow.
    @Test func theYAMLOutsideTheTargetIsFoundThroughTheConfiguration() throws {
        try copy.withYAMLMoved(to: "Sources/Resources") {
            try copy.withEdit(
                of: "l10nc.yml", replacing: "resources:\n  - Sources/TaskBoard\n",
                with: "resources:\n  - Sources/Resources\n"
            ) {
                let build = try copy.swift(["build"])
                #expect(build.status == 0, "\(build.output)")
                #expect(build.output.contains("/TaskBoardLocalization.swift: swift, 5 locales, 101 messages"))
                let check = try copy.swift(["package", "l10n-check"])
                #expect(check.status == 0, "\(check.output)")
                #expect(check.output.contains("20 keys, 5 locales: 0 errors, 0 warnings, 0 notes"))
                let targeted = try copy.swift(["package", "l10n-check", "--target", "TaskBoard"])
                #expect(targeted.status == 0, "\(targeted.output)")
                #expect(targeted.output.contains("20 keys, 5 locales: 0 errors, 0 warnings, 0 notes"))
            }
        }
    }

    /// The same layout without `l10nc.yml` (issue 31, item 5): the plugin has nothing to run, and
    /// says so at the target's first localized property, naming the target, where the YAML is and
    /// `l10nc init`, before the compiler's "cannot find 'TaskBoardLocalization' in scope"; doing
    /// what it says makes the build pass.
    @Test func aTargetWithLocalizedPropertiesButNoResourcesGetsAWarning() throws {
        try copy.withYAMLMoved(to: "Sources/Resources/ViewModels") {
            try copy.withFileRemoved("l10nc.yml") {
                // SwiftPM runs build plugins again only for a new plan, which a removed l10nc.yml
                // does not make (the target's files may be listed as an earlier test left them).
                try copy.touchManifest()
                let build = try copy.swift(["build"])
                let first = try firstLocalizedProperty()
                #expect(
                    build.output.contains(
                        "warning: target 'TaskBoard' reads localized text (@LocalizedString at "
                            + "Sources/TaskBoard/\(first.file):\(first.line)), but L10nBuildPlugin found no l10nc.yml (in Sources/TaskBoard or the package's folder) "
                            + "and no .yml/.yaml resources in Sources/TaskBoard, so it compiles no table and "
                            + "'TaskBoardLocalization' is not generated; the package's YAML is in "
                            + "Sources/Resources/ViewModels; run `l10nc init` in the package's folder"),
                    "\(build.output)")
                let check = try copy.swift(["package", "l10n-check"])
                #expect(
                    check.output.contains(
                        "l10n-check: no target of TaskBoard holds .yml/.yaml resources and the package has no "
                            + "l10nc.yml; nothing to check (run `l10nc init` in the package's folder"),
                    "\(check.output)")
                // What the warning says to do: `l10nc init`, `touch Package.swift`, build.
                let initialize = try ChildProcess(
                    executable: L10ncBinary.path, arguments: ["init"], directory: copy.directory
                ).run()
                #expect(initialize.status == 0, "\(initialize.output)")
                try copy.touchManifest()
                let fixed = try copy.swift(["build"])
                #expect(fixed.status == 0, "\(fixed.output)")
                #expect(fixed.output.contains("/TaskBoardLocalization.swift: swift, 5 locales, 101 messages"))
            }
        }
    }

    /// The first line of the copy's `TaskBoard` sources (in path order) with `@LocalizedString`:
    /// the file's name and the line.
    private func firstLocalizedProperty() throws -> (file: String, line: Int) {
        let target = copy.directory.appendingPathComponent("Sources/TaskBoard")
        let names = try FileManager.default.contentsOfDirectory(atPath: target.path)
            .filter { $0.hasSuffix(".swift") }.sorted()
        for name in names {
            let file = target.appendingPathComponent(name)
            let lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
            if let index = lines.firstIndex(where: { $0.contains("@LocalizedString") }) {
                return (name, index + 1)
            }
        }
        throw CopyError("no @LocalizedString in \(target.path)")
    }
}
