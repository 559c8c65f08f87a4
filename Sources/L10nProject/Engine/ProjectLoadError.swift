import L10nChecker
import L10nEditing
import L10nRuntime
import L10nScanner
import L10nYAML

/// Input that keeps a project from being analyzed at all: a resource or source root that
/// cannot be read, CLDR data that does not load, a lock that is invalid or of another default
/// locale. A front end reports it in one line (the CLI exits with status 2); problems inside
/// the files are findings instead.
public enum ProjectLoadError: Error, Sendable, CustomStringConvertible {
    case resources(ResourceInputError)
    case sources(ScanError)
    case localeData(LocaleDataError)
    case lock(TranslationLockError)
    /// The lock records translations of another default locale's texts.
    case lockOfAnotherLocale(path: String, recorded: LocaleIdentifier, expected: LocaleIdentifier)

    public var description: String {
        switch self {
        case .resources(let error): error.description
        case .sources(let error): error.description
        case .localeData(let error): "CLDR locale data: \(error.description)"
        case .lock(let error): error.description
        case .lockOfAnotherLocale(let path, let recorded, let expected):
            "\(path) records translations of '\(recorded)' text, but the default locale is '\(expected)'; "
                + "delete it and run `l10nc lock`"
        }
    }
}
