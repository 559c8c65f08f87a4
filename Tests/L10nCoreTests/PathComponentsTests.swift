import Foundation
import L10nCore
import Testing

@Suite struct PathComponentsTests {
    /// Paths of every shape the writers and the agent's watch meet, and a few they should not.
    static let paths = [
        "/", "/a", "/a/", "/a/b", "/a//b", "a//b/", "/a/b/", "./x", "a/b/../c", "///a", "/a/b//", "..",
        "a/.", "/.hidden/x", "~/x", "a/~", "abc", "abc/def", "/work/Examples/Caf\u{E9}/CaféViewModel.yml",
        "/tmp/l10nc-agent-benchmark/Sources/ViewModels/Model1/Model1ViewModel.yml", "relative/path/file.yml/",
    ]

    @Test(arguments: paths)
    func theFolderAndNameAreFoundationsOnes(path: String) {
        #expect(PathComponents.folder(of: path) == (path as NSString).deletingLastPathComponent)
        #expect(PathComponents.name(of: path) == (path as NSString).lastPathComponent)
    }

    /// Foundation stops the process on these (a one-character path without a folder).
    @Test func aBareNameIsInNoFolder() {
        #expect(PathComponents.folder(of: "a") == "")
        #expect(PathComponents.name(of: "a") == "a")
        #expect(PathComponents.folder(of: ".") == "")
        #expect(PathComponents.name(of: "a/") == "a")
        #expect(PathComponents.folder(of: "") == "")
        #expect(PathComponents.name(of: "") == "")
    }
}
