import Foundation
import L10nCore
import L10nProject
import Testing

@testable import L10nLanguageServer

/// The cached check's findings are made with the paths `check` prints (relative to where it
/// runs); the server publishes them as the engines have them, absolute, messages included.
@Suite struct CachedFirstFindingsTests {
    @Test func placesAndTheMessagesThatNameThemBecomeAbsolute() {
        let first = SourceLocation(file: "Sources/App/de.yml", line: 18, column: 5)
        let duplicate = Diagnostic(
            rule: .duplicateKey,
            message:
                "key 'A.title' in locale 'de' is defined twice, here and at \(first); keep one definition",
            location: SourceLocation(file: "Sources/App/de.yml", line: 3, column: 5),
            related: [Diagnostic.Related(message: "first defined here", location: first)])
        let moved = CachedFirstFindings.absolute(duplicate, base: "/work/project/")
        #expect(moved.location.file == "/work/project/Sources/App/de.yml")
        #expect(moved.related.map(\.location.file) == ["/work/project/Sources/App/de.yml"])
        #expect(
            moved.message
                == "key 'A.title' in locale 'de' is defined twice, here and at "
                + "/work/project/Sources/App/de.yml:18:5; keep one definition")
    }

    @Test func aPlaceWhoseTextEndsAnothersIsReplacedOnce() {
        let inner = SourceLocation(file: "de.yml", line: 1, column: 1)
        let outer = SourceLocation(file: "Other/de.yml", line: 1, column: 1)
        let diagnostic = Diagnostic(
            rule: .duplicateKey, message: "at \(outer) and \(inner) and \(inner)", location: inner,
            related: [Diagnostic.Related(message: "also at \(outer)", location: outer)])
        let moved = CachedFirstFindings.absolute(diagnostic, base: "/p/")
        #expect(moved.message == "at /p/Other/de.yml:1:1 and /p/de.yml:1:1 and /p/de.yml:1:1")
        #expect(moved.related.first?.message == "also at /p/Other/de.yml:1:1")
    }

    @Test func absolutePlacesStayAndParentFoldersFold() {
        let diagnostic = Diagnostic(
            rule: .missingKey, message: "missing",
            location: SourceLocation(file: "../Shared/./en.yml", line: 2, column: 1),
            related: [
                Diagnostic.Related(
                    message: "needed here", location: SourceLocation(file: "/abs/A.swift", line: 1, column: 1)
                )
            ])
        let moved = CachedFirstFindings.absolute(diagnostic, base: "/work/project/")
        #expect(moved.location.file == "/work/Shared/en.yml")
        #expect(moved.related.first?.location.file == "/abs/A.swift")
    }
}
