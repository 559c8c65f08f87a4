import Foundation

/// What the reporters need from their surroundings, gathered by the CLI.
public struct ReporterOptions: Sendable {
    /// ANSI colors in the text output; decide with `TerminalCapabilities.shouldUseColor`.
    public var colors: Bool
    /// The directory paths are made relative to in the json, sarif and github formats.
    public var workingDirectory: String
    /// Where the text output reads the source line shown under a finding.
    public var sourceLines: any SourceLineProvider

    public init(
        colors: Bool = false,
        workingDirectory: String = FileManager.default.currentDirectoryPath,
        sourceLines: any SourceLineProvider = FileSourceLineProvider()
    ) {
        self.colors = colors
        self.workingDirectory = workingDirectory
        self.sourceLines = sourceLines
    }
}
