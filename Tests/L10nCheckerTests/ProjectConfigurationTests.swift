import Foundation
import L10nChecker
import L10nCore
import Testing

@Suite struct ProjectConfigurationTests {
    @Test func readsEverySettingWithPathsRelativeToTheConfigFile() {
        let text = """
            sources: [Sources, ../Shared/Models]
            resources:
              - Resources
            defaultLocale: en_gb
            locales: [en-GB, de-AT]
            exclude: [Sources/Generated]
            maxFileSize: 1048576
            rules:
              orphan-key: error
              untranslated: note
              empty-value: off
            """
        let result = ProjectConfiguration.parse(bytes: Array(text.utf8), path: "app/l10nc.yml")
        #expect(result.diagnostics.isEmpty)
        let configuration = result.configuration
        #expect(configuration.sources == ["app/Sources", "Shared/Models"])
        #expect(configuration.resources == ["app/Resources"])
        #expect(configuration.exclude == ["app/Sources/Generated"])
        #expect(configuration.defaultLocale == locale("en-GB"))
        #expect(configuration.locales == [locale("en-GB"), locale("de-AT")])
        #expect(configuration.maxFileSize == 1_048_576)
        #expect(configuration.readerLimits.maxFileSize == 1_048_576)
        #expect(ProjectConfiguration().readerLimits == .default)
        #expect(configuration.rules == [.orphanKey: .error, .untranslated: .note, .emptyValue: .off])
        let check = configuration.checkConfiguration
        #expect(check.defaultLocale == locale("en-GB"))
        #expect(check.isEnabled(.untranslated))
        #expect(!check.isEnabled(.emptyValue))
    }

    @Test func projectsTakeTheTopLevelSettingsAsDefaultsAndOverrideThem() {
        let text = """
            defaultLocale: en
            locales: [en, de]
            rules:
              orphan-key: error
            projects:
              - name: AppTests
                sources: [Tests/AppTests]
                resources: [Tests/AppTests/TestYAML]
              - name: KitTests
                resources: [Tests/KitTests/TestYAML]
                locales: [en]
                runtime: l10nc
            """
        let result = ProjectConfiguration.parse(bytes: Array(text.utf8), path: "pkg/l10nc.yml")
        #expect(result.diagnostics.isEmpty)
        let projects = result.configuration.projects
        #expect(projects.map(\.name) == ["AppTests", "KitTests"])
        #expect(projects.map(\.sources) == [["pkg/Tests/AppTests"], []])
        #expect(
            projects.map(\.resources) == [["pkg/Tests/AppTests/TestYAML"], ["pkg/Tests/KitTests/TestYAML"]])
        #expect(projects.map(\.locales) == [[locale("en"), locale("de")], [locale("en")]])
        #expect(projects.map(\.runtime) == [nil, .l10nc])
        #expect(projects.allSatisfy { $0.defaultLocale == locale("en") && $0.rules == [.orphanKey: .error] })
        #expect(result.configuration.checkedProjects == projects)
        // A file without a list is one project, as before.
        let single = ProjectConfiguration.parse(bytes: Array("resources: [R]".utf8), path: "l10nc.yml")
        #expect(single.configuration.checkedProjects == [single.configuration])
    }

    @Test func aBadProjectListIsReportedWhereItIsWrong() {
        let text = """
            projects:
              - sources: [A]
              - name: B
                resourcez: [B]
              - name: B
                resources: [C]
              - name: C
                projects: []
            """
        let result = ProjectConfiguration.parse(bytes: Array(text.utf8), path: "l10nc.yml")
        #expect(
            result.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.message)" } == [
                "2:5 this project has no name; add `name: …` (`--project NAME` selects it)",
                "4:5 unknown key 'resourcez' (did you mean 'resources'?) in a project; the keys are name, sources, "
                    + "resources, defaultLocale, locales, exclude, rules, maxFileSize, runtime, localePolicy, sharedResource",
                "5:11 two projects are named 'B', here and at l10nc.yml:3:11; rename one",
                "8:5 unknown key 'projects' in a project; the keys are name, sources, resources, defaultLocale, "
                    + "locales, exclude, rules, maxFileSize, runtime, localePolicy, sharedResource",
            ])
        #expect(result.configuration.projects.map(\.name) == ["B", "C"])
    }

    @Test func pathsOfAConfigInTheWorkingDirectoryStayAsWritten() {
        let result = ProjectConfiguration.parse(
            bytes: Array("sources: [./Sources]\n".utf8), path: "l10nc.yml")
        #expect(result.configuration.sources == ["Sources"])
        let absolute = ProjectConfiguration.parse(
            bytes: Array("sources: [Sources]\n".utf8), path: "/p/l10nc.yml")
        #expect(absolute.configuration.sources == ["/p/Sources"])
    }

    @Test func unknownKeysAndBadValuesAreReportedAtTheirPosition() {
        let text = """
            sources: Sources
            defaultLocale: en
            locales: [en, de-AT, "x y"]
            exclud: [Generated]
            rules:
              orphan-key: error
              missing-keys: off
              empty-value: loud
            maxFileSize: big
            """
        let result = ProjectConfiguration.parse(bytes: Array(text.utf8), path: "l10nc.yml")
        #expect(
            result.diagnostics.map(\.summary) == [
                "invalid-config l10nc.yml:1:10", "invalid-config l10nc.yml:3:22",
                "invalid-config l10nc.yml:4:1",
                "invalid-config l10nc.yml:7:3", "invalid-config l10nc.yml:8:16",
                "invalid-config l10nc.yml:9:14",
            ])
        #expect(result.hasErrors)
        #expect(result.diagnostics.allSatisfy { $0.severity == .error })
        let messages = result.diagnostics.map(\.message)
        #expect(
            messages[0]
                == "'sources' must be a list (`sources: [a, b]` or one `- item` per line), not a string")
        #expect(messages[1].hasPrefix("'x y' is not a BCP 47 locale identifier"))
        #expect(
            messages[2]
                == "unknown key 'exclud' (did you mean 'exclude'?); the keys are sources, resources, "
                + "defaultLocale, locales, exclude, rules, maxFileSize, runtime, localePolicy, sharedResource, projects"
        )
        #expect(messages[3].hasPrefix("unknown rule id 'missing-keys' (did you mean 'missing-key'?)"))
        #expect(
            messages[4] == "'loud' is not a severity for rule 'empty-value'; use error, warning, note or off")
        #expect(messages[5].hasPrefix("'maxFileSize' must be a positive number of bytes"))
        // The valid settings are still read.
        #expect(result.configuration.defaultLocale == locale("en"))
        #expect(result.configuration.rules == [.orphanKey: .error])
        #expect(result.configuration.locales == [locale("en"), locale("de-AT")])
    }

    @Test func runtimeIsReadAndCarriedToTheCheckConfiguration() {
        #expect(ProjectConfiguration().checkConfiguration.runtime == .fosmvvm)
        for runtime in ServingRuntime.allCases {
            let result = ProjectConfiguration.parse(
                bytes: Array("runtime: \(runtime.rawValue)\n".utf8), path: "l10nc.yml")
            #expect(result.diagnostics.isEmpty)
            #expect(result.configuration.runtime == runtime)
            #expect(result.configuration.checkConfiguration.runtime == runtime)
        }
    }

    @Test func aBadRuntimeIsReportedAtItsValueWithASuggestion() {
        let result = ProjectConfiguration.parse(bytes: Array("runtime: fosmvm\n".utf8), path: "l10nc.yml")
        #expect(result.diagnostics.map(\.summary) == ["invalid-config l10nc.yml:1:10"])
        #expect(
            result.diagnostics.first?.message.hasPrefix(
                "'fosmvm' is not a runtime (did you mean 'fosmvvm'?); use fosmvvm or l10nc") == true)
        #expect(result.configuration.runtime == nil)
        let list = ProjectConfiguration.parse(bytes: Array("runtime: [l10nc]\n".utf8), path: "l10nc.yml")
        #expect(list.diagnostics.map(\.summary) == ["invalid-config l10nc.yml:1:10"])
        let misspelledKey = ProjectConfiguration.parse(
            bytes: Array("runtme: l10nc\n".utf8), path: "l10nc.yml")
        #expect(misspelledKey.diagnostics.first?.message.contains("(did you mean 'runtime'?)") == true)
    }

    @Test func duplicateSettingsAndANonMappingDocument() {
        let duplicate = ProjectConfiguration.parse(
            bytes: Array("defaultLocale: en\ndefaultLocale: de\n".utf8), path: "l10nc.yml")
        #expect(duplicate.diagnostics.map(\.summary) == ["invalid-config l10nc.yml:2:1"])
        #expect(duplicate.configuration.defaultLocale == locale("en"))
        let list = ProjectConfiguration.parse(bytes: Array("- en\n".utf8), path: "l10nc.yml")
        #expect(list.diagnostics.map(\.summary) == ["invalid-config l10nc.yml:1:1"])
    }

    @Test func yamlSyntaxErrorsAreReported() {
        let result = ProjectConfiguration.parse(bytes: Array("sources: [a\n".utf8), path: "l10nc.yml")
        // What keeps the file from being read is a mistake in the configuration.
        #expect(result.diagnostics.map(\.rule) == [.invalidConfig])
        #expect(result.diagnostics.first?.location == SourceLocation(file: "l10nc.yml", line: 2, column: 1))
    }

    @Test func loadsFromDiskAndThrowsForAMissingFile() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("l10nc-checker-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("l10nc.yml").path
        try Data("resources: [Resources]\nrules: {untranslated: warning}\n".utf8).write(
            to: URL(fileURLWithPath: path))
        let result = try ProjectConfiguration.load(path: path)
        #expect(result.diagnostics.isEmpty)
        #expect(result.configuration.resources == [directory.appendingPathComponent("Resources").path])
        #expect(result.configuration.rules == [.untranslated: .warning])

        let missing = directory.appendingPathComponent("none.yml").path
        #expect(throws: ConfigurationError.notFound(path: missing)) {
            try ProjectConfiguration.load(path: missing)
        }
        #expect(throws: ConfigurationError.self) { try ProjectConfiguration.load(path: directory.path) }
    }
}
