import L10nCore
import L10nRuntime

/// What `l10nc init` found in a package: where the view models and their resources are,
/// which locales the resources hold, and why each setting was chosen.
struct PackageLayout: Sendable, Equatable {
    /// One locale of the resources and how many texts it holds.
    struct LocaleCount: Sendable, Equatable {
        var locale: LocaleIdentifier
        var keys: Int
    }

    /// Directories of Swift sources that declare localized properties (SwiftPM target
    /// directories where the package has them), relative to the package root, sorted.
    var sources: [String]
    /// How many Swift files declare localized properties.
    var viewModelFileCount: Int
    /// Directories that hold localization YAML, relative to the package root, sorted; none
    /// is inside another.
    var resources: [String]
    /// How many YAML files have the shape locale → type → text.
    var resourceFileCount: Int
    /// Every locale of the resources, sorted by identifier.
    var locales: [LocaleCount]
    var defaultLocale: LocaleIdentifier
    /// Why `defaultLocale` was chosen, for the summary.
    var defaultLocaleReason: String
    var runtime: ServingRuntime
    /// Why `runtime` was chosen, for the summary.
    var runtimeReason: String
    /// Directories left out of the search, with the reason (test targets, other packages).
    var leftOut: [String]
    /// One entry per bundle when the resources belong to several (each test target with its
    /// own YAML, beside the package's own): `init` then writes a `projects:` list, since the
    /// bundles' keys would clash in one catalog. Empty for one bundle.
    var projects: [Project] = []

    /// The sources and resources of one bundle.
    struct Project: Sendable, Equatable {
        var name: String
        var sources: [String]
        var resources: [String]
    }
}
