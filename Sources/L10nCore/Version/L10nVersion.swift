/// The tool's name and release, as reporters and `l10nc --version` print them.
public enum L10nVersion {
    /// The executable's name, also the SARIF `tool.driver.name`.
    public static let toolName = "l10nc"

    /// The release, a semantic version. Bumped when a release is cut, never per build, so
    /// JSON and SARIF output stays byte-identical between runs of the same release.
    public static let current = "0.1.0"
}
