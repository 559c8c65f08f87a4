import Foundation
import L10nCore
import Testing

@Suite struct RunningExecutableTests {
    @Test func itIsTheProgramThisProcessRuns() throws {
        let path = try #require(RunningExecutable.path)
        #expect(path.hasPrefix("/"))
        // The test runner itself, whatever name it was started by.
        let named = try #require(CommandLine.arguments.first)
        #if os(Linux)
            #expect(path == (try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")))
        #endif
        #expect(
            URL(fileURLWithPath: path).resolvingSymlinksInPath().path
                == URL(fileURLWithPath: named).resolvingSymlinksInPath().path
                || !named.contains("/"))
        #expect(RunningExecutable.folder == PathComponents.folder(of: path))
        #expect(FileManager.default.isExecutableFile(atPath: path))
    }
}
