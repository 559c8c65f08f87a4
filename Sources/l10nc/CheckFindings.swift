import Foundation
import L10nCheckCache
import L10nChecker
import L10nCore
import L10nReporting

/// What `check` reports: from a whole `ProjectAnalysis`, or with `--cache` from an
/// `IncrementalCheck` that re-checks only what changed.
struct CheckFindings {
    /// The whole analysis; `nil` when the findings came from the cache.
    private(set) var analysis: ProjectAnalysis?
    private var figures: (files: Int, types: Int, keys: Int, locales: Int, elapsedSeconds: Double)

    var diagnostics: [Diagnostic] {
        didSet { analysis?.diagnostics = diagnostics }
    }
    /// The check cache being written while the findings are reported (`finishCacheWrite()`).
    private var pendingCacheWrite: BackgroundValue<[String]>?

    init(inputs: InputOptions, output: OutputOptions, cache: String?) throws(InputError) {
        let start = ContinuousClock.now
        let resolved = try inputs.resolveProjects()
        // A configuration with errors: its findings alone, as cargo stops at a manifest error;
        // every other finding would follow from a wrong setting.
        if resolved.diagnostics.contains(where: { $0.severity == .error }) {
            diagnostics = resolved.diagnostics.sorted()
            figures = (0, 0, 0, 0, (ContinuousClock.now - start).seconds)
            return
        }
        if resolved.projects.count > 1 {
            // Several bundles: each project is checked on its own (a key may be defined once in
            // each) and the findings of all are reported together, the file's own once.
            var found: [Diagnostic] = []
            var totals = (files: 0, types: 0, keys: 0, locales: 0)
            for (index, project) in resolved.projects.enumerated() {
                let analysis = try ProjectAnalysis(
                    project: project, configurationDiagnostics: index == 0 ? resolved.diagnostics : [],
                    inputs: inputs, warningsAsErrors: output.warningsAsErrors)
                found += analysis.diagnostics
                let summary = analysis.report().summary
                totals.files += summary.files
                totals.types += summary.types
                totals.keys += summary.keys
                totals.locales = max(totals.locales, summary.locales)
            }
            diagnostics = found.sorted()
            figures = (
                totals.files, totals.types, totals.keys, totals.locales, (ContinuousClock.now - start).seconds
            )
            return
        }
        // One project: the options were resolved above, and are not again (each resolution
        // reads the configuration and looks for files under the roots).
        let loaded = ConfigurationLoadResult(
            configuration: resolved.projects.first ?? ProjectConfiguration(),
            diagnostics: resolved.diagnostics)
        if let cache, output.format != .sarif,
            let outcome = try Self.incremental(inputs, output, cache: cache, loaded: loaded)
        {
            var notes = outcome.notes
            if ProcessInfo.processInfo.environment["L10NC_CACHE_STATS"] != nil {
                notes.append(
                    "l10nc: check cache: \(outcome.reusedParts) parts reused, \(outcome.checkedParts) checked; "
                        + "\(outcome.parsedSources) Swift files parsed, \(outcome.resolvedSources) resolved; "
                        + (outcome.listed ? "roots listed, " : "listing kept, ")
                        + (outcome.laidOut ? "parts laid out again; " : "layout kept; ")
                        + outcome.phases.map { "\($0.name) \(Int(($0.seconds * 1000).rounded())) ms" }
                        .joined(separator: ", "))
            }
            for note in notes { FileHandle.standardError.write(Data((note + "\n").utf8)) }
            pendingCacheWrite = outcome.pendingWrite
            diagnostics = outcome.diagnostics
            figures = (
                outcome.files, outcome.types, outcome.keys, outcome.locales,
                (ContinuousClock.now - start).seconds
            )
            return
        }
        let analysis = try ProjectAnalysis(
            project: loaded.configuration, configurationDiagnostics: loaded.diagnostics, inputs: inputs,
            warningsAsErrors: output.warningsAsErrors)
        self.analysis = analysis
        diagnostics = analysis.diagnostics
        let report = analysis.report()
        figures = (
            report.summary.files, report.summary.types, report.summary.keys, report.summary.locales,
            report.summary.elapsedSeconds
        )
    }

    /// Waits for the check cache to be written, and tells what went wrong with it: called once
    /// the findings are reported, before the process ends.
    func finishCacheWrite() {
        guard let pendingCacheWrite else { return }
        let start = ContinuousClock.now
        var notes = pendingCacheWrite.value
        if ProcessInfo.processInfo.environment["L10NC_CACHE_STATS"] != nil {
            let waited = ((ContinuousClock.now - start) / .microseconds(100)).rounded() / 10
            notes.append("l10nc: check cache: waited \(waited) ms for the cache to be written")
        }
        for note in notes {
            FileHandle.standardError.write(Data((note + "\n").utf8))
        }
    }

    func report() -> Report {
        Report(
            diagnostics: diagnostics, files: figures.files, types: figures.types, keys: figures.keys,
            locales: figures.locales, elapsedSeconds: figures.elapsedSeconds)
    }

    /// `nil` when an input cannot be read: the whole analysis then reports it as usual.
    private static func incremental(
        _ inputs: InputOptions, _ output: OutputOptions, cache: String, loaded: ConfigurationLoadResult
    ) throws(InputError) -> IncrementalCheck.Outcome? {
        let settings = CheckCacheSettings(
            warningsAsErrors: output.warningsAsErrors, configurationPath: inputs.configurationPath,
            defaultLocale: inputs.defaultLocale, locales: inputs.locales, maxFileSize: inputs.maxFileSize,
            runtime: inputs.runtime, sources: inputs.sources, resources: inputs.resources,
            excludedPaths: inputs.excludedPaths)
        // The lock is read lazily, from inside the run, which cannot throw: an invalid lock ends
        // the check (nothing is written yet).
        let check = settings.incrementalCheck(
            configuration: loaded.configuration, configurationDiagnostics: loaded.diagnostics,
            cacheDirectory: cache, whenLockInvalid: { InputError($0.description).exit() })
        if let problem = check.unusableDirectory() {
            FileHandle.standardError.write(Data((problem + "\n").utf8))
            return nil
        }
        return check.run(writingInBackground: true)
    }
}
