import BenchmarkSupport
import Foundation
import L10nChecker
import L10nRuntime

/// The project the command and engine benchmarks run on: `CheckProjectGenerator`'s view
/// models in its ten locales, each locale's plural categories taken from the repository's CLDR
/// data, written afresh into a directory.
public enum BenchmarkProject {
    /// Writes the project into `directory` (what was there is removed first).
    ///
    /// - Parameters:
    ///   - viewModelCount: 2,000 is the `CheckBenchmark` project; `--scale N` multiplies it.
    ///   - repositoryRoot: the checkout, whose `Locales/` holds the CLDR data.
    public static func write(
        to directory: String, viewModelCount: Int = 2_000, repositoryRoot: URL
    ) throws -> (generator: CheckProjectGenerator, project: CheckProjectGenerator.Summary) {
        let localeData = try LocaleDataStore(directory: repositoryRoot.appendingPathComponent("Locales"))
        let generator = CheckProjectGenerator(
            viewModelCount: viewModelCount,
            locales: CheckProjectGenerator.tenLocales { identifier in
                localeData.pluralCategories(for: LocaleIdentifier(identifier)!).sorted().map(\.rawValue)
            })
        try? FileManager.default.removeItem(atPath: directory)
        return (generator, try generator.write(to: directory))
    }
}
