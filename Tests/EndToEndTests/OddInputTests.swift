import Foundation
import L10nTestSupport
import Testing

/// Issue 30, case 5: one odd file (a name that is not UTF-8, a link to nothing, a folder named
/// like a file, a file nobody may read) is one `unreadable-file` finding at its path, in every
/// format and every command that reads the project; the rest of the project is checked.
@Suite("Odd inputs")
struct OddInputTests {
    /// A project with one ordinary finding: `subtitle` is missing in `de`.
    static func project() throws -> URL {
        try FirstHourInputTests.text([
            "l10nc.yml":
                "sources: [Sources/App]\nresources: [Sources/App]\ndefaultLocale: en\nlocales: [en, de]\n",
            "Sources/App/CardViewModel.swift": """
            import FOSMVVM

            @ViewModel struct CardViewModel {
                @LocalizedString var title
                @LocalizedString var subtitle
            }

            """,
            "Sources/App/CardViewModel.yml": """
            en:
              CardViewModel:
                title: "Card"
                subtitle: "Details"
            de:
              CardViewModel:
                title: "Karte"

            """,
        ])
    }

    /// The ordinary finding, which must survive any odd file.
    static let ordinaryFinding =
        "'CardViewModel.subtitle', needed by property 'subtitle', is missing in locale 'de'"

    enum Kind: String, CaseIterable, Sendable, CustomTestStringConvertible {
        case nonUTF8Resource, nonUTF8Source, danglingResource, danglingSource, folderResource, folderSource

        var testDescription: String { rawValue }

        /// Puts the odd file into the project's `Sources/App`.
        func make(in root: URL) throws {
            let folder = root.appendingPathComponent("Sources/App")
            switch self {
            case .nonUTF8Resource:
                try OddFile.create(
                    in: folder, name: OddFile.latin1Name("ViewModel", "yml"),
                    contents: Array("en:\n  CafeViewModel:\n    title: \"Café\"\n".utf8))
            case .nonUTF8Source:
                try OddFile.create(
                    in: folder, name: OddFile.latin1Name("ViewModel", "swift"),
                    contents: Array("struct CafeViewModel {}\n".utf8))
            case .danglingResource:
                try OddFile.danglingLink(in: folder, name: "GoneViewModel.yml", to: "Missing.yml")
            case .danglingSource:
                try OddFile.danglingLink(in: folder, name: "Gone.swift", to: "Missing.swift")
            case .folderResource:
                try FileManager.default.createDirectory(
                    at: folder.appendingPathComponent("Strings.yml"), withIntermediateDirectories: false)
            case .folderSource:
                try FileManager.default.createDirectory(
                    at: folder.appendingPathComponent("Helpers.swift"), withIntermediateDirectories: false)
            }
        }

        /// The path the finding is at, as l10nc shows it.
        var path: String {
            switch self {
            case .nonUTF8Resource: "Sources/App/Caf\\xE9ViewModel.yml"
            case .nonUTF8Source: "Sources/App/Caf\\xE9ViewModel.swift"
            case .danglingResource: "Sources/App/GoneViewModel.yml"
            case .danglingSource: "Sources/App/Gone.swift"
            case .folderResource: "Sources/App/Strings.yml"
            case .folderSource: "Sources/App/Helpers.swift"
            }
        }

        /// Words of its message.
        var words: String {
            switch self {
            case .nonUTF8Resource, .nonUTF8Source: "is not valid UTF-8 (byte 0xE9 is shown as \\xE9)"
            case .danglingResource: "a symbolic link to 'Missing.yml', which does not exist"
            case .danglingSource: "a symbolic link to 'Missing.swift', which does not exist"
            case .folderResource, .folderSource: "this is a folder, not a file"
            }
        }
    }

    @Test(
        "check in text: one finding at the odd file's path, and the project's own", arguments: Kind.allCases)
    func text(kind: Kind) throws {
        let root = try Self.project()
        defer { OddFile.removeTree(root) }
        try kind.make(in: root)
        let run = try #require(L10ncRun.run(["check"], in: root))
        #expect(run.exitStatus == 1)
        #expect(run.standardError == "")
        let lines = run.standardOutput.split(separator: "\n").map(String.init)
        let odd = lines.filter { $0.hasPrefix(kind.path + ":1:1: error: ") }
        #expect(odd.count == 1, "\(run.standardOutput)")
        #expect(odd.allSatisfy { $0.contains(kind.words) && $0.hasSuffix("[unreadable-file]") })
        #expect(lines.filter { $0.hasSuffix("[unreadable-file]") }.count == 1)
        #expect(run.standardOutput.contains(Self.ordinaryFinding))
        #expect(!run.standardOutput.contains("\u{FFFD}"))
    }

    @Test(
        "check in JSON, SARIF and GitHub: output a CI can parse, with both findings", arguments: Kind.allCases
    )
    func machineFormats(kind: Kind) throws {
        let root = try Self.project()
        defer { OddFile.removeTree(root) }
        try kind.make(in: root)

        let json = try #require(L10ncRun.run(["check", "--format", "json"], in: root))
        #expect(json.exitStatus == 1)
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        let diagnostics = try #require(document["diagnostics"] as? [[String: Any]])
        let odd = diagnostics.filter { ($0["rule"] as? String) == "unreadable-file" }
        #expect(odd.count == 1)
        let location = try #require(odd.first?["location"] as? [String: Any])
        #expect(location["file"] as? String == kind.path)
        #expect((odd.first?["message"] as? String)?.contains(kind.words) == true)
        #expect(diagnostics.contains { ($0["message"] as? String)?.hasPrefix(Self.ordinaryFinding) == true })

        let sarif = try #require(L10ncRun.run(["check", "--format", "sarif"], in: root))
        #expect(sarif.exitStatus == 1)
        #expect(sarif.standardOutput.contains("\"ruleId\" : \"unreadable-file\""))

        let github = try #require(L10ncRun.run(["check", "--format", "github"], in: root))
        #expect(github.exitStatus == 1)
        #expect(
            github.standardOutput.split(separator: "\n").contains {
                $0.hasPrefix("::error file=\(kind.path),line=1,col=1,title=unreadable-file::")
            })
    }

    @Test(
        "check's SARIF with an odd file validates against the SARIF 2.1.0 schema", PythonTool.jsonSchema,
        arguments: Kind.allCases)
    func sarifValidates(kind: Kind) throws {
        let root = try Self.project()
        defer { OddFile.removeTree(root) }
        try kind.make(in: root)
        let sarif = try #require(L10ncRun.run(["check", "--format", "sarif"], in: root))
        let validation = try SARIFSchemaCheck.validate(sarif.standardOutput)
        #expect(validation.status == 0, "\(validation.message)")
    }

    @Test("every command that reads the project goes on past the odd files")
    func everyCommand() throws {
        let root = try Self.project()
        defer { OddFile.removeTree(root) }
        for kind in Kind.allCases { try kind.make(in: root) }
        let output = root.appendingPathComponent("out").path
        let commands: [[String]] = [
            ["check"], ["compile", "--output", output + ".l10n"], ["stats"], ["fix", "--dry-run"],
            ["export", "--format", "po", "--output", output], ["lock"], ["extract"],
        ]
        for command in commands {
            let run = try #require(L10ncRun.run(command, in: root))
            #expect(run.exitStatus != 2, "\(command): \(run.standardError)")
            #expect(!run.standardError.contains("cannot read"), "\(command): \(run.standardError)")
        }
        // The export's German file goes back in: `import` reads the project too.
        let imported = try #require(L10ncRun.run(["import", output + "/de.po"], in: root))
        #expect(imported.exitStatus != 2, "\(imported.standardError)")
        #expect(!imported.standardError.contains("cannot read"), "\(imported.standardError)")
        // The checks that report findings say each odd file once.
        let check = try #require(L10ncRun.run(["check", "--format", "json"], in: root))
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(check.standardOutput.utf8)) as? [String: Any])
        let paths = (document["diagnostics"] as? [[String: Any]] ?? [])
            .filter { ($0["rule"] as? String) == "unreadable-file" }
            .compactMap { ($0["location"] as? [String: Any])?["file"] as? String }
        #expect(paths == Kind.allCases.map(\.path).sorted())
    }

    @Test(
        "a file without read permission is one finding, read as a user the permissions apply to",
        .enabled(
            if: OddFile.unprivilegedLauncher != nil,
            "running as root without setpriv: root reads a file of mode 000, so there is nothing to test"))
    func unreadableFile() throws {
        let root = try Self.project()
        defer { OddFile.removeTree(root) }
        let locked = root.appendingPathComponent("Sources/App/LockedViewModel.yml")
        try Data("en:\n  LockedViewModel:\n    title: \"x\"\n".utf8).write(to: locked)
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: locked.path)
        let launcher = try #require(OddFile.unprivilegedLauncher)
        for format in ["text", "json"] {
            let run = try #require(L10ncRun.run(["check", "--format", format], in: root, launcher: launcher))
            #expect(run.exitStatus == 1, "\(format): \(run.standardError)")
            #expect(run.standardError == "")
            #expect(run.standardOutput.contains("permission denied: this user cannot read the file"))
            #expect(run.standardOutput.contains(Self.ordinaryFinding))
            if format == "text" {
                #expect(
                    run.standardOutput.contains(
                        "Sources/App/LockedViewModel.yml:1:1: error: permission denied"))
            } else {
                #expect(
                    (try? JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8))) != nil,
                    "\(run.standardOutput)")
            }
        }
    }

    @Test(
        "l10nc runs for a user who cannot search the folder it is in (Foundation's Bundle.main stops there)",
        .enabled(
            if: OddFile.ignoresPermissions && OddFile.unprivilegedLauncher != nil,
            "only root can start a program in a folder its user cannot search"))
    func executableInAFolderTheUserCannotSearch() throws {
        let root = try Self.project()
        defer { OddFile.removeTree(root) }
        let hidden = FileManager.default.temporaryDirectory.appendingPathComponent(
            "l10nc-hidden-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: hidden, withIntermediateDirectories: true)
        defer { OddFile.removeTree(hidden) }
        let copy = hidden.appendingPathComponent("l10nc")
        try FileManager.default.copyItem(at: try #require(L10ncRun.executable), to: copy)
        try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: hidden.path)
        let launcher = try #require(OddFile.unprivilegedLauncher)
        // The missing German subtitle is an error for `check`; `stats` counts it.
        for (arguments, status) in [(["check"], 1), (["check", "--format", "json"], 1), (["stats"], 0)] {
            let run = try #require(L10ncRun.run(arguments, in: root, launcher: launcher, binary: copy))
            #expect(!run.standardError.contains("crashed"), "\(arguments): \(run.standardError)")
            #expect(run.exitStatus == Int32(status), "\(arguments): \(run.standardError)")
        }
    }

    @Test("init without --sources in a package with a link to nothing says what it left out, not a flag")
    func initWithDanglingLink() throws {
        let root = try FirstHourInputTests.text([
            "Package.swift": "// swift-tools-version: 6.0\n",
            "Sources/App/CardViewModel.swift": "struct CardViewModel {\n    @LocalizedString var title\n}\n",
            "Sources/App/CardViewModel.yml": "en:\n  CardViewModel:\n    title: \"Card\"\n",
        ])
        defer { OddFile.removeTree(root) }
        let folder = root.appendingPathComponent("Sources/App")
        try OddFile.danglingLink(in: folder, name: "Gone.swift", to: "Missing.swift")
        try OddFile.danglingLink(in: folder, name: "GoneViewModel.yml", to: "Missing.yml")
        let run = try #require(L10ncRun.run(["init"], in: root))
        #expect(run.exitStatus == 0, "\(run.standardError)")
        #expect(!(run.standardOutput + run.standardError).contains("--sources"))
        #expect(
            run.standardOutput.contains(
                "Sources/App/Gone.swift (it is a symbolic link to 'Missing.swift', which does not exist)"))
        #expect(
            run.standardOutput.contains(
                "Sources/App/GoneViewModel.yml (it is a symbolic link to 'Missing.yml', which does not exist)"
            ))
        let configuration = try String(contentsOf: root.appendingPathComponent("l10nc.yml"), encoding: .utf8)
        #expect(configuration.contains("sources:\n  - Sources/App\n"))
    }
}
