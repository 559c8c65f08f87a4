import Foundation
import Testing

/// Bad invocations and unreadable input end `l10nc` with status 2 and a message on standard
/// error, before any check.
@Suite("Invocation errors")
struct InvocationTests {
    @Test("a resource root that does not exist")
    func missingRoot() throws {
        let run = try #require(
            L10ncRun.run(["check", "--resources", "NoSuchDirectory"], in: ProjectPaths.cleanExample))
        #expect(run.exitStatus == 2)
        #expect(run.standardOutput == "")
        #expect(
            run.standardError
                == "l10nc: error: resource root 'NoSuchDirectory' does not exist; check the path given to --resources "
                + "or in l10nc.yml\n")
    }

    @Test("a configuration file that does not exist")
    func missingConfig() throws {
        let run = try #require(
            L10ncRun.run(["check", "--config", "missing.yml"], in: ProjectPaths.cleanExample))
        #expect(run.exitStatus == 2)
        #expect(run.standardError.hasPrefix("l10nc: error: configuration file 'missing.yml' does not exist"))
    }

    @Test("an unknown flag", arguments: ["check", "stats"])
    func unknownFlag(command: String) throws {
        let run = try #require(L10ncRun.run([command, "--no-such-flag"], in: ProjectPaths.cleanExample))
        #expect(run.exitStatus == 2)
        #expect(run.standardOutput == "")
        #expect(run.standardError.hasPrefix("Error: Unknown option '--no-such-flag'\n"))
    }

    @Test("an unknown output format")
    func unknownFormat() throws {
        let run = try #require(L10ncRun.run(["check", "--format", "xml"], in: ProjectPaths.cleanExample))
        #expect(run.exitStatus == 2)
        #expect(run.standardOutput == "")
    }
}
