import L10nChecker
import L10nProject
import Testing

/// The one path test of which project a path belongs to (`--project-for`, `l10nc lsp`, `l10nc mcp`).
@Suite struct ProjectFoldersTests {
    static func project(sources: [String], resources: [String]) -> ProjectConfiguration {
        var project = ProjectConfiguration()
        project.sources = sources
        project.resources = resources
        return project
    }

    @Test func aFolderHoldsWhatIsBelowItComponentByComponent() {
        let folders = ProjectFolders(
            Self.project(sources: ["Sources/App"], resources: ["Sources/App/Resources/"]), relativeTo: "/work"
        )
        #expect(folders.roots == ["/work/Sources/App", "/work/Sources/App/Resources"])
        #expect(folders.contains("/work/Sources/App/CardViewModel.yml", relativeTo: "/"))
        #expect(folders.contains("Sources/App/CardViewModel.yml", relativeTo: "/work"))
        #expect(folders.contains("./Sources/Kit/../App/Card.swift", relativeTo: "/work"))
        #expect(folders.contains("/work/Sources/App", relativeTo: "/"))
        // A sibling whose name starts the same is not inside.
        #expect(!folders.contains("/work/Sources/AppKit/Card.yml", relativeTo: "/"))
        #expect(!folders.contains("/work/Sources", relativeTo: "/"))
    }

    /// Made absolute, a path is normalized as `exclude:` paths are (`PathComponents.normalized`):
    /// `..` above the root stays at the root, `.` and repeated slashes go.
    @Test(arguments: [
        ("Sources/./App//", "/work", "/work/Sources/App"), ("../../../x", "/work", "/x"),
        ("/a/../../b/", "/ignored", "/b"), (".", "/work", "/work"), ("", "/work", "/work"),
    ])
    func absolutePaths(path: String, directory: String, expected: String) {
        #expect(ProjectFolders.absolute(path, relativeTo: directory) == expected)
    }

    @Test func aFolderOverlapsWhatHoldsItToo() {
        let folders = ProjectFolders(
            Self.project(sources: ["App/Sources"], resources: ["Shared/Resources"]), relativeTo: "/repo")
        #expect(folders.overlaps("App", relativeTo: "/repo"))
        #expect(folders.overlaps("/repo/Shared/Resources/de", relativeTo: "/"))
        #expect(!folders.overlaps("Other", relativeTo: "/repo"))
        #expect(!folders.overlaps("/repo/Ap", relativeTo: "/"))
    }
}
