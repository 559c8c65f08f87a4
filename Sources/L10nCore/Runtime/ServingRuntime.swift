/// Which runtime serves a project's resources, set by `runtime:` in `l10nc.yml`.
///
/// The rules report what *that* runtime would get wrong, and nothing it would not: under
/// `.fosmvvm` FOSMVVM's own source decides (its YAML store, how Yams types scalars, what it
/// trims, which keys its wrappers and `LocalizableRef` forms resolve, which members its macro
/// sees); under `.l10nc` the compiled table and `L10nRuntime` decide.
public enum ServingRuntime: String, Sendable, Hashable, Codable, CaseIterable {
    /// FOSMVVM's YAML store and its property wrappers (the default).
    case fosmvvm
    /// l10nc's compiled table and `L10nRuntime`.
    case l10nc

    /// The runtime assumed when the configuration does not name one.
    public static let `default`: ServingRuntime = .fosmvvm
}
