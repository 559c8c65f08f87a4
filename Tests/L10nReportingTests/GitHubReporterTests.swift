import L10nCore
import Testing

@testable import L10nReporting

@Suite struct GitHubReporterTests {
    @Test func rendersOneCommandPerFindingThenTheSummary() {
        let output = GitHubReporter(workingDirectory: "/work/project").render(SampleReport.report)
        #expect(
            output == """
                ::notice file=Resources/empty.yml,line=1,col=1,title=empty-file::the file holds no content
                ::error file=Resources/en.yml,line=3,col=3,title=duplicate-key::duplicate key `title`%0Anote: Resources/en.yml:2:3: first defined here
                ::warning file=Resources/en.yml,line=3,col=10,title=yaml11-scalar::`no` reads as false in YAML 1.1%0Afix-it: "no"
                checked 2 files, 1 type, 3 keys, 1 locale: 1 error, 1 warning, 1 note in 0.04 s

                """)
    }

    @Test func escapesMessagesAndProperties() {
        let diagnostic = Diagnostic(
            rule: "odd:rule,id", severity: .error, message: "100% broken\r\nsecond line, with: colon",
            location: SourceLocation(file: "/work/project/dir,with:odd%/en.yml", line: 2, column: 4))
        #expect(
            GitHubReporter(workingDirectory: "/work/project").command(for: diagnostic)
                == "::error file=dir%2Cwith%3Aodd%25/en.yml,line=2,col=4,title=odd%3Arule%2Cid::"
                + "100%25 broken%0D%0Asecond line, with: colon")
    }

    @Test func escapingReplacesPercentFirst() {
        #expect(WorkflowCommandEscaping.data("%0A") == "%250A")
        #expect(WorkflowCommandEscaping.property("a:%,b") == "a%3A%25%2Cb")
    }

    @Test func escapingCatchesEveryKindOfLineBreak() {
        // "\r\n" is a single Character; each of its scalars must still be escaped.
        #expect(WorkflowCommandEscaping.data("a\r\nb\nc\rd") == "a%0D%0Ab%0Ac%0Dd")
        #expect(WorkflowCommandEscaping.property("a\r\nb") == "a%0D%0Ab")
        #expect(WorkflowCommandEscaping.data("x: y, z") == "x: y, z")
    }

    @Test func relatedLocationsUseRelativePathsToo() {
        let diagnostic = Diagnostic(
            rule: .placeholderDrift, message: "drift",
            location: SourceLocation(file: "/work/project/de.yml", line: 1, column: 2),
            related: [
                .init(
                    message: "en uses %{name}",
                    location: SourceLocation(file: "/work/project/en.yml", line: 5, column: 9)),
                .init(message: "outside", location: SourceLocation(file: "/tmp/x.yml", line: 1, column: 1)),
            ])
        #expect(
            GitHubReporter(workingDirectory: "/work/project/").command(for: diagnostic)
                == "::error file=de.yml,line=1,col=2,title=placeholder-drift::drift"
                + "%0Anote: en.yml:5:9: en uses %25{name}%0Anote: /tmp/x.yml:1:1: outside")
    }

    @Test func positionsBelowOneAreLeftOut() {
        let diagnostic = Diagnostic(
            rule: .resourceTooLarge, message: "too large",
            location: SourceLocation(file: "big.yml", line: 0, column: 0))
        #expect(
            GitHubReporter(workingDirectory: "/w").command(for: diagnostic)
                == "::error file=big.yml,title=resource-too-large::too large")
    }
}
