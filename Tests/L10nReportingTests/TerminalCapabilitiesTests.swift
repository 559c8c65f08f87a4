import Foundation
import L10nReporting
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite struct TerminalCapabilitiesTests {
    @Test func terminalWithPlainEnvironmentGetsColors() {
        #expect(TerminalCapabilities.shouldUseColor(isTerminal: true, environment: [:]))
        #expect(
            TerminalCapabilities.shouldUseColor(isTerminal: true, environment: ["TERM": "xterm-256color"]))
    }

    @Test(arguments: ["", "1", "0", "false"])
    func anyValueOfNoColorDisablesColors(value: String) {
        #expect(!TerminalCapabilities.shouldUseColor(isTerminal: true, environment: ["NO_COLOR": value]))
    }

    @Test func dumbTerminalGetsNoColors() {
        #expect(!TerminalCapabilities.shouldUseColor(isTerminal: true, environment: ["TERM": "dumb"]))
    }

    @Test func nonTerminalNeverGetsColors() {
        #expect(!TerminalCapabilities.shouldUseColor(isTerminal: false, environment: [:]))
        #expect(!TerminalCapabilities.shouldUseColor(isTerminal: false, environment: ["TERM": "xterm"]))
    }

    @Test func pipeIsNotATerminal() {
        let pipe = Pipe()
        let descriptor = pipe.fileHandleForWriting.fileDescriptor
        #expect(!TerminalCapabilities.shouldUseColor(fileDescriptor: descriptor, environment: [:]))
    }

    @Test func pseudoTerminalIsATerminalUnlessNoColorIsSet() {
        // The master side of a new pseudo-terminal: a real terminal device without one
        // attached to the test process.
        let descriptor = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        guard descriptor >= 0 else {
            Issue.record("cannot open /dev/ptmx: errno \(errno)")
            return
        }
        defer { close(descriptor) }
        #expect(
            TerminalCapabilities.shouldUseColor(fileDescriptor: descriptor, environment: ["TERM": "xterm"]))
        #expect(
            !TerminalCapabilities.shouldUseColor(fileDescriptor: descriptor, environment: ["NO_COLOR": "1"]))
    }
}
