import L10nCore
import L10nRuntime

/// CLDR locale data (`Locales/plurals.yml`, `Locales/parentLocales.yml`) that cannot be used.
///
/// Every case means the tools cannot check plurals or resolve fallback chains, so the CLI
/// reports it in one line and stops rather than guessing.
public enum LocaleDataError: Error, Sendable, Hashable, CustomStringConvertible {
    /// No directory with the locale data was found where the tools look for it.
    case directoryNotFound(searched: [String])
    /// A data file that exists but cannot be read.
    case unreadable(path: String, reason: String)
    /// A data file that is not valid YAML; the reader's error diagnostics.
    case invalidYAML(path: String, diagnostics: [Diagnostic])
    /// A value of the wrong kind, an unknown key, an invalid locale tag or a duplicate entry.
    case invalidEntry(location: SourceLocation, message: String)
    /// A plural rule that does not parse; `location` points at the offending character.
    case invalidRule(location: SourceLocation, error: PluralRuleSyntaxError)

    private static let regenerate = "regenerate the data with `python3 Locales/generate_locale_data.py`"

    public var description: String {
        switch self {
        case .directoryNotFound(let searched):
            "no CLDR locale data (plurals.yml) found in \(searched.map { "'\($0)'" }.joined(separator: ", ")); "
                + "pass the directory that holds plurals.yml and parentLocales.yml explicitly"
        case .unreadable(let path, let reason):
            "cannot read locale data '\(path)': \(reason); check that the file exists and is readable"
        case .invalidYAML(let path, let diagnostics):
            "locale data '\(path)' is not valid YAML (\(diagnostics.map { "\($0.location): \($0.message)" }.joined(separator: "; "))); "
                + Self.regenerate
        case .invalidEntry(let location, let message):
            "\(location): \(message); \(Self.regenerate)"
        case .invalidRule(let location, let error):
            "\(location): \(error); \(Self.regenerate)"
        }
    }
}
