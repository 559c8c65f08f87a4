import Foundation
import Testing

@testable import L10nReporting

@Suite struct PathTests {
    @Test(arguments: [
        ("/work/project", "/work/project/Resources/en.yml", "Resources/en.yml"),
        ("/work/project/", "/work/project/Resources/en.yml", "Resources/en.yml"),
        ("/work/project", "/work/project", "."),
        ("/work/project", "/work/projectile/en.yml", "/work/projectile/en.yml"),
        ("/work/project", "/other/en.yml", "/other/en.yml"),
        ("/work/project", "Resources/en.yml", "Resources/en.yml"),
        ("/work/project", "../en.yml", "../en.yml"),
        ("/work/project", "/work/project/./a/../Resources//en.yml", "Resources/en.yml"),
        ("/work/./project/", "/work/project/en.yml", "en.yml"),
        ("/", "/etc/l10nc.yml", "etc/l10nc.yml"),
        ("relative/dir", "/work/en.yml", "/work/en.yml"),
    ])
    func relativePaths(workingDirectory: String, path: String, expected: String) {
        #expect(WorkingDirectoryPaths(workingDirectory: workingDirectory).relative(path) == expected)
    }

    @Test func artifactURIsAreRelativeToTheSourceRootUnderTheWorkingDirectory() {
        let paths = WorkingDirectoryPaths(workingDirectory: "/work/project")
        let inside = ArtifactURI(path: "/work/project/Resources/en.yml", paths: paths)
        #expect(inside.uri == "Resources/en.yml")
        #expect(inside.uriBaseID == "%SRCROOT%")
        let relative = ArtifactURI(path: "Sources/My App/ViewModel.swift", paths: paths)
        #expect(relative.uri == "Sources/My%20App/ViewModel.swift")
        #expect(relative.uriBaseID == "%SRCROOT%")
        let outside = ArtifactURI(path: "/tmp/a#b?.yml", paths: paths)
        #expect(outside.uri == "file:///tmp/a%23b%3F.yml")
        #expect(outside.uriBaseID == nil)
    }

    @Test(arguments: ["Resources/en.yml", "a b/c:d/ü%.yml", "[x]/{y}/#z?.yml", "de-AT/ñ日本🙂.yml"])
    func percentEncodedPathsParseBackToThePath(path: String) throws {
        let encoded = ArtifactURI.percentEncoded(path)
        #expect(encoded.unicodeScalars.allSatisfy { $0.isASCII && $0.value > 0x20 })
        let url = try #require(URL(string: encoded, relativeTo: URL(string: "file:///root/")))
        #expect(url.path == "/root/" + path)
    }

    @Test func directoryURIEndsInASlash() {
        #expect(ArtifactURI.directoryURI("/work/my project") == "file:///work/my%20project/")
        #expect(ArtifactURI.directoryURI("/") == "file:///")
    }

    /// The byte scan that takes a normal path as it is agrees with normalizing component by
    /// component, for every absolute path of up to eight characters of `/`, `.` and `a`.
    @Test func normalPathsAreRecognizedWithoutSplitting() {
        var paths = ["/"]
        var frontier = ["/"]
        for _ in 0..<7 {
            frontier = frontier.flatMap { path in ["/", ".", "a"].map { path + $0 } }
            paths += frontier
        }
        for path in paths {
            let expected = WorkingDirectoryPaths.componentwiseNormalized(path)
            #expect(WorkingDirectoryPaths.lexicallyNormalized(path) == expected, "\(path)")
            #expect(WorkingDirectoryPaths.isNormal(path) == (path == expected), "\(path)")
        }
    }
}
