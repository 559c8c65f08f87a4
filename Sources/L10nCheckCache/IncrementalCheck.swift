import Foundation
import L10nChecker
import L10nCore
import L10nEditing
import L10nRuntime
import L10nScanner
import L10nYAML

/// `l10nc check --cache DIR`: the check of a whole project, re-doing only what the files
/// changed since the last run touch.
///
/// Each run stats every input file; a file whose stamp is the one recorded (and was settled
/// when recorded) keeps its digest, any other is read and hashed (BLAKE2b). When a Swift file
/// changed, only it is parsed again, and only the files linked to it by type names
/// (`SourceFileAnalysis.linkNames`) are resolved again, from their cached analyses. The
/// project is split into parts (`ProjectPartition`); a part whose fingerprint (its files'
/// digests, its schema items, the settings) is in the cache keeps its findings, and only the
/// other parts are read and checked. The findings are those of a check without cache, byte for
/// byte.
public struct IncrementalCheck: Sendable {
    public var configuration: ProjectConfiguration
    /// The configuration file's own findings.
    public var configurationDiagnostics: [Diagnostic]
    public var warningsAsErrors: Bool
    public var cacheDirectory: String
    /// Everything besides the files' contents that shaped `configuration` (the configuration
    /// file's bytes, the command-line flags, the working directory): a cache made with other
    /// settings is not used.
    public var settings: [UInt8]
    /// The lock's path (`nil` without a configuration file); its contents are part of every
    /// part's fingerprint.
    public var lockPath: String?
    /// Reads the lock, when some part must be checked again.
    public var readLock: @Sendable () -> TranslationLock?

    public init(
        configuration: ProjectConfiguration, configurationDiagnostics: [Diagnostic], warningsAsErrors: Bool,
        cacheDirectory: String, settings: [UInt8], lockPath: String?,
        readLock: @escaping @Sendable () -> TranslationLock?
    ) {
        self.configuration = configuration
        self.configurationDiagnostics = configurationDiagnostics
        self.warningsAsErrors = warningsAsErrors
        self.cacheDirectory = cacheDirectory
        self.settings = settings
        self.lockPath = lockPath
        self.readLock = readLock
    }

    /// What a run found, with the figures of the summary line.
    public struct Outcome: Sendable {
        public var diagnostics: [Diagnostic]
        public var files: Int
        public var types: Int
        public var keys: Int
        public var locales: Int
        /// Notes for standard error: a cache that was not used, or could not be written.
        public var notes: [String]
        /// Parts whose findings came from the cache, and parts checked again.
        public var reusedParts: Int
        public var checkedParts: Int
        /// Whether the parts were laid out again, rather than kept as the last run laid them out.
        public var laidOut: Bool
        /// Whether the roots were listed, rather than the last run's listing kept (its folders
        /// unchanged).
        public var listed: Bool
        /// Swift files parsed, and Swift files resolved again (the changed files and those
        /// linked to them); a whole scan resolves every file.
        public var parsedSources: Int
        public var resolvedSources: Int
        /// Each phase of the run and its wall time in seconds, in order.
        public var phases: [(name: String, seconds: Double)]
        /// The cache being written on another thread, when the run changed it; its value (waited
        /// for) is the notes about it, for standard error. Wait for it before the process ends:
        /// `run(writingInBackground: false)` does.
        public var pendingWrite: BackgroundValue<[String]>?
    }

    var indexFile: String { path("check-cache-v1.index") }
    var sourcesFile: String { path("check-cache-v1.sources") }
    var items: BlobStore { BlobStore(directory: path("items-v1")) }
    var analyses: BlobStore { BlobStore(directory: path("analyses-v1")) }
    private func path(_ name: String) -> String { (cacheDirectory as NSString).appendingPathComponent(name) }

    /// Why the cache directory cannot hold a cache (it is a file, or cannot be made), as a
    /// note for standard error; `nil` when it can. The caller then checks without the cache.
    public func unusableDirectory() -> String? {
        do {
            try FileManager.default.createDirectory(atPath: cacheDirectory, withIntermediateDirectories: true)
        } catch {
            return
                "l10nc: could not write the check cache in \(cacheDirectory): \(Self.sentence(error)); "
                + "checking without it"
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: cacheDirectory, isDirectory: &isDirectory),
            isDirectory.boolValue
        else {
            return
                "l10nc: could not write the check cache in \(cacheDirectory): it is not a directory; checking "
                + "without it"
        }
        return nil
    }

    /// The check's outcome, or `nil` when an input cannot be read: the caller then runs the
    /// check without cache, which reports that input as it always does.
    ///
    /// - Parameter writingInBackground: whether the outcome comes before the cache is written
    ///   (`Outcome.pendingWrite`, which the caller waits for once it reported the findings:
    ///   a re-check writes the cache while `check` prints), rather than after.
    public func run(writingInBackground: Bool = false) -> Outcome? {
        var run = IncrementalCheckRun(check: self)
        var outcome = run.perform()
        if !writingInBackground, let write = outcome?.pendingWrite {
            outcome?.notes += write.value
            outcome?.pendingWrite = nil
        }
        // The run's tables (the index read and the one to write: tens of thousands of texts and
        // records) are freed on another thread: that took as long as decoding them, and the
        // caller need not wait for it (a command that ends first does not free them at all).
        BackgroundRelease.release(consume run)
        return outcome
    }
}

extension IncrementalCheck {
    /// An error's description as a clause to go on with: Foundation's end with a period.
    static func sentence(_ error: any Error) -> String {
        var text = error.localizedDescription
        while text.hasSuffix(".") { text.removeLast() }
        return text
    }
}
