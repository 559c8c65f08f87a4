import L10nChecker
import L10nCore
import L10nProject

/// The cache file every run reads (`check-cache-v1.index`): the settings it was made with,
/// each input file's stamp and digest, a summary of the last scan, each resource file's
/// locales and type names, and the parts as last laid out, each with the fingerprint of its
/// inputs and its findings.
///
/// The schema items of each namespace and the analysis of each Swift file are blobs named by
/// their digest (`BlobStore`), read only when a part or a Swift file changed; what the index
/// needs of the Swift files to link them is in a companion file (`CachedSourceAnalyses`), whose
/// checksum the index records, so a companion from another run is not used.
struct CheckCacheIndex: Sendable {
    static let kind = "check cache index"

    /// The tool and the settings: a cache of another tool build or other settings is stale as
    /// a whole.
    var settings: ContentDigest
    /// When the stamps were taken (wall clock, nanoseconds).
    var takenAt: Int64 = 0
    var files: [String: StampedDigest] = [:]
    /// The listing `files` was made from; `nil` when its paths are not `files`' keys.
    var listing: Listing?
    var scan: ScanSummary?
    var resources: [String: ResourceRecord] = [:]
    /// The parts as last laid out; `nil` before a first run.
    var layout: LayoutRecord?
    var sourcesChecksum: ContentDigest?
    /// Runs that wrote blobs since the stores were last pruned.
    var runsSincePruning = 0
    /// The rest (the scan, the resources, the companion's checksum, the parts) being decoded on
    /// another thread, when the index was decoded files first (`init(decodingFilesOf:)`):
    /// `completeRest()` waits for it.
    private var pendingRest: BackgroundValue<Result<Rest, CacheFormatError>>?

    init(settings: ContentDigest) {
        self.settings = settings
    }

    /// The files as listed: what a run that finds the same folders (`ListedFolders`) takes
    /// instead of listing the roots again.
    struct Listing: Sendable {
        /// Every path of `files`, in the order listed: the resource files, then the Swift
        /// files (each sorted), then the lock.
        var paths: [String]
        /// `files`' records in the order of `paths`, when known (always, once the index is read).
        var records: [StampedDigest] = []
        var resourceCount: Int
        var sourceCount: Int
        var folders: ListedFolders

        var resources: ArraySlice<String> { paths[..<resourceCount] }
        var sources: ArraySlice<String> { paths[resourceCount..<resourceCount + sourceCount] }
    }

    struct StampedDigest: Sendable {
        var stamp: FileStamp
        var digest: ContentDigest
    }

    struct ScanSummary: Sendable {
        /// The digest of every Swift file's path and digest, in path order.
        var inputs: ContentDigest
        /// The scan's diagnostics, as JSON.
        var diagnostics: [UInt8]
        /// The sources' `// l10nc:ignore` comments, as JSON.
        var ignoreComments: [UInt8]
        /// The schema's unread scopes (`UnreadScope`), as JSON: every part's findings depend on
        /// those that hold findings back.
        var unreadScopes: [UInt8]
        var scannedFileCount: Int
        /// Whether the scan parsed files the prefilter skipped, for declarations others refer
        /// to: then a Swift change is resolved by a whole scan, never by parts.
        var usedSecondPass: Bool
        var namespaces: [String: NamespaceSummary]
    }

    /// What the index keeps of the schema items whose key starts with one name.
    struct NamespaceSummary: Sendable {
        /// The digest of the items' JSON, the name of its blob.
        var digest: ContentDigest
        /// The other first key components its items read (compound pieces, array keys).
        var links: [String]
        var typeNames: [String]
        var requiredKeyCount: Int

        /// What the layout depends on.
        var shape: NamespaceShape { NamespaceShape(links: links, typeNames: typeNames) }
    }

    struct ResourceRecord: Sendable {
        var digest: ContentDigest
        var locales: [String]
        /// Where each of `locales` is written in the file, as `line:column` (each locale's
        /// places joined by `,`): what an `unlisted-locale` finding names.
        var localePlaces: [String]
        var typeNames: [String]
        /// The keys written after a syntax error (`ResourceFile.keysAfterStop`): the part of the
        /// project that holds the file holds those namespaces too.
        var keysAfterStop: [String]

        /// What the layout reads of the file at `path`.
        func summary(path: String) -> ProjectLayout.ResourceSummary {
            .init(path: path, locales: locales, namespaces: typeNames, keysAfterStop: keysAfterStop)
        }
    }

    /// The parts as the last run laid them out and checked them (`PartState`), each keyed by
    /// the digest of its inputs (`PartInputs.fingerprint`): kept while no file is added or
    /// removed, no resource file's locales or type names change, and no namespace's links or
    /// type names change, so that a run after an edit fingerprints the touched parts only.
    typealias LayoutRecord = PartState<ContentDigest, PartRecord>

    struct PartRecord: Sendable {
        var diagnosticCount: Int
        /// The part's findings after the policy, as JSON.
        var diagnostics: [UInt8]
        var coverageNeeded: Int
        /// The locales counted (`CoverageTally.translated`), sorted: most parts count the same
        /// ones, and share one list.
        var coverageLocales: [String]
        /// Per locale of `coverageLocales`, its translated count.
        var coverageCounts: [Int]
        var leafKeyCount: Int

        init(
            diagnosticCount: Int, diagnostics: [UInt8], coverageNeeded: Int, coverageLocales: [String],
            coverageCounts: [Int], leafKeyCount: Int
        ) {
            self.diagnosticCount = diagnosticCount
            self.diagnostics = diagnostics
            self.coverageNeeded = coverageNeeded
            self.coverageLocales = coverageLocales
            self.coverageCounts = coverageCounts
            self.leafKeyCount = leafKeyCount
        }

        init(diagnosticCount: Int, diagnostics: [UInt8], coverage: CoverageTally, leafKeyCount: Int) {
            let locales = coverage.translated.keys.sorted()
            self.init(
                diagnosticCount: diagnosticCount, diagnostics: diagnostics, coverageNeeded: coverage.needed,
                coverageLocales: locales, coverageCounts: locales.map { coverage.translated[$0]! },
                leafKeyCount: leafKeyCount)
        }

        /// The translated counts by locale.
        var coverageTranslated: [String: Int] {
            Dictionary(uniqueKeysWithValues: zip(coverageLocales, coverageCounts))
        }
    }

    private static func write(_ stamp: FileStamp, to writer: inout ArchiveWriter) {
        writer.write(stamp.size)
        writer.write(stamp.modifiedNanoseconds)
        writer.write(stamp.changedNanoseconds)
        writer.write(stamp.inode)
        writer.write(stamp.device)
    }

    private static func readStamp(_ reader: inout ArchiveReader) throws(CacheFormatError) -> FileStamp {
        FileStamp(
            size: try reader.readInt64(), modifiedNanoseconds: try reader.readInt64(),
            changedNanoseconds: try reader.readInt64(), inode: try reader.readUInt64(),
            device: try reader.readUInt64())
    }

    /// The file: the files' section (`filesSection()`, given sealed when it was encoded
    /// already on another thread) and the rest's.
    func encoded(filesSection: [UInt8]? = nil) -> [UInt8] {
        CacheEnvelope.seal(
            kind: Self.kind,
            sealedSections: [filesSection ?? self.filesSection().sealed(), restSection().sealed()]
        ).bytes
    }

    /// The settings, the time the files were stamped, the listing and each file's stamp and
    /// digest: all known once the files are stamped, so a run encodes this section on another
    /// thread while it goes on.
    func filesSection() -> ArchiveWriter {
        var writer = ArchiveWriter()
        // Each file's path, its stamp and digest.
        writer.reserveCapacity(strings: files.count + 64, bytes: files.count * 48)
        writer.write(settings)
        writer.write(takenAt)
        // The files in the order listed, when that is known: reading them back gives the
        // listing too.
        let listing = listing.flatMap { $0.paths.count == files.count ? $0 : nil }
        writer.write(listing != nil)
        if let listing {
            writer.write(listing.resourceCount)
            writer.write(listing.sourceCount)
            writer.write(listing.folders.vouches)
            writer.write(listing.folders.paths.count)
            for (path, stamp) in zip(listing.folders.paths, listing.folders.stamps) {
                writer.write(path)
                Self.write(stamp, to: &writer)
            }
        }
        writer.write(files.count)
        func write(_ path: String, _ file: StampedDigest) {
            writer.write(path)
            Self.write(file.stamp, to: &writer)
            writer.write(file.digest)
        }
        if let listing, listing.records.count == listing.paths.count {
            for (path, record) in zip(listing.paths, listing.records) { write(path, record) }
        } else if let listing {
            for path in listing.paths { write(path, files[path]!) }
        } else {
            for (path, file) in files { write(path, file) }
        }
        return writer
    }

    /// The scan, the resources, the companion's checksum and the parts: read on another thread
    /// while the files are (`init(decoding:)`).
    private func restSection() -> ArchiveWriter {
        var writer = ArchiveWriter()
        // About 40 bytes per resource file and 160 per part.
        writer.reserveCapacity(
            strings: files.count + (scan?.namespaces.count ?? 0) + 64,
            bytes: resources.count * 40 + (layout?.keys.count ?? 0) * 160)
        writer.write(scan != nil)
        if let scan {
            writer.write(scan.inputs)
            writer.write(bytes: scan.diagnostics)
            writer.write(bytes: scan.ignoreComments)
            writer.write(bytes: scan.unreadScopes)
            writer.write(scan.scannedFileCount)
            writer.write(scan.usedSecondPass)
            writer.write(scan.namespaces.count)
            for (name, namespace) in scan.namespaces {
                writer.write(name)
                writer.write(namespace.digest)
                writer.write(namespace.links)
                writer.write(namespace.typeNames)
                writer.write(namespace.requiredKeyCount)
            }
        }
        writer.write(resources.count)
        // Most files hold the locales of the one before, written at the same places.
        var lastLocales: [String] = []
        var lastPlaces: [String] = []
        for (path, resource) in resources {
            writer.write(path)
            writer.write(resource.digest)
            writer.write(resource.locales, repeating: &lastLocales)
            writer.write(resource.localePlaces, repeating: &lastPlaces)
            writer.write(resource.typeNames)
            writer.write(resource.keysAfterStop)
        }
        writer.write(sourcesChecksum != nil)
        if let sourcesChecksum { writer.write(sourcesChecksum) }
        writer.write(runsSincePruning)
        writer.write(layout != nil)
        if let layout {
            writer.write(layout.locales)
            writer.write(layout.knownTypeCount)
            writer.write(layout.keys.count)
            var lastLocales: [String] = []
            for (position, part) in layout.partition.parts.enumerated() {
                writer.write(part.files)
                for isKnown in layout.namesKnownType[position] { writer.write(isKnown) }
                writer.write(part.namespaces)
                writer.write(layout.keys[position])
                let record = layout.results[position]
                writer.write(record.diagnosticCount)
                writer.write(bytes: record.diagnostics)
                writer.write(record.coverageNeeded)
                // Each part counts the same locales, most often: written once.
                writer.write(record.coverageLocales, repeating: &lastLocales)
                for count in record.coverageCounts { writer.write(count) }
                writer.write(record.leafKeyCount)
            }
        }
        return writer
    }

    init(decoding bytes: [UInt8]) throws(CacheFormatError) {
        try self.init(decodingFilesOf: bytes)
        try completeRest()
    }

    /// Decodes the files on this thread, and starts the rest (the scan, the resources, the
    /// parts) on another, each section's texts read by its own reader: a run stamps the files
    /// while the rest is decoded, then calls `completeRest()`.
    init(decodingFilesOf bytes: [UInt8]) throws(CacheFormatError) {
        let sections = try CacheEnvelope.open(kind: Self.kind, bytes: bytes).sections
        guard sections.count == 2 else { throw .damaged("it has \(sections.count) sections, not two") }
        let restSection = sections[1]
        let later = BackgroundValue { () -> Result<Rest, CacheFormatError> in
            Result { () throws(CacheFormatError) -> Rest in
                var reader = try restSection.reader()
                var rest = try Self.decodeScan(&reader)
                rest.layout = try Self.decodeLayout(&reader)
                guard reader.isAtEnd else { throw .damaged("it has bytes after its end") }
                return rest
            }
        }
        var reader: ArchiveReader
        do {
            reader = try sections[0].reader()
        } catch {
            _ = later.value
            throw error
        }
        settings = try reader.readDigest()
        takenAt = try reader.readInt64()
        var listing: Listing?
        if try reader.readBool() {
            let resourceCount = try reader.readCount()
            let sourceCount = try reader.readCount()
            let vouches = try reader.readBool()
            let folderCount = try reader.readCount()
            var paths: [String] = []
            var stamps: [FileStamp] = []
            for _ in 0..<folderCount {
                paths.append(try reader.readString())
                stamps.append(try Self.readStamp(&reader))
            }
            listing = Listing(
                paths: [], resourceCount: resourceCount, sourceCount: sourceCount,
                folders: ListedFolders(paths: paths, stamps: stamps, vouches: vouches))
        }
        let fileCount = try reader.readCount()
        files.reserveCapacity(fileCount)
        listing?.paths.reserveCapacity(fileCount)
        listing?.records.reserveCapacity(fileCount)
        for _ in 0..<fileCount {
            let path = try reader.readString()
            let stamp = try Self.readStamp(&reader)
            let record = StampedDigest(stamp: stamp, digest: try reader.readDigest())
            files[path] = record
            listing?.paths.append(path)
            listing?.records.append(record)
        }
        if let read = listing {
            guard read.resourceCount + read.sourceCount <= read.paths.count, files.count == read.paths.count
            else { throw .damaged("its listing does not add up") }
            self.listing = read
        }
        guard reader.isAtEnd else {
            _ = later.value
            throw .damaged("its files run past their section")
        }
        pendingRest = later
    }

    /// Waits for the rest started by `init(decodingFilesOf:)`, and takes it.
    mutating func completeRest() throws(CacheFormatError) {
        guard let pending = pendingRest else { return }
        pendingRest = nil
        let decoded = try pending.value.get()
        scan = decoded.scan
        resources = decoded.resources
        layout = decoded.layout
        sourcesChecksum = decoded.sourcesChecksum
        runsSincePruning = decoded.runsSincePruning
    }

    /// What the index holds besides the files.
    private struct Rest: Sendable {
        var scan: ScanSummary?
        var resources: [String: ResourceRecord] = [:]
        var layout: LayoutRecord?
        var sourcesChecksum: ContentDigest?
        var runsSincePruning = 0
    }

    private static func decodeScan(_ reader: inout ArchiveReader) throws(CacheFormatError) -> Rest {
        var decoded = Rest()
        if try reader.readBool() {
            let inputs = try reader.readDigest()
            let diagnostics = Array(reader.bytes[try reader.readByteRange()])
            let ignoreComments = Array(reader.bytes[try reader.readByteRange()])
            let unreadScopes = Array(reader.bytes[try reader.readByteRange()])
            let scannedFileCount = try reader.readInt()
            let usedSecondPass = try reader.readBool()
            var namespaces: [String: NamespaceSummary] = [:]
            let count = try reader.readCount()
            namespaces.reserveCapacity(count)
            for _ in 0..<count {
                let name = try reader.readString()
                namespaces[name] = NamespaceSummary(
                    digest: try reader.readDigest(), links: try reader.readStrings(),
                    typeNames: try reader.readStrings(), requiredKeyCount: try reader.readInt())
            }
            decoded.scan = ScanSummary(
                inputs: inputs, diagnostics: diagnostics, ignoreComments: ignoreComments,
                unreadScopes: unreadScopes, scannedFileCount: scannedFileCount,
                usedSecondPass: usedSecondPass, namespaces: namespaces)
        }
        let resourceCount = try reader.readCount()
        decoded.resources.reserveCapacity(resourceCount)
        var lastLocales: [String] = []
        var lastPlaces: [String] = []
        for _ in 0..<resourceCount {
            let path = try reader.readString()
            decoded.resources[path] = ResourceRecord(
                digest: try reader.readDigest(), locales: try reader.readStrings(repeating: &lastLocales),
                localePlaces: try reader.readStrings(repeating: &lastPlaces),
                typeNames: try reader.readStrings(),
                keysAfterStop: try reader.readStrings())
        }
        decoded.sourcesChecksum = try reader.readBool() ? try reader.readDigest() : nil
        decoded.runsSincePruning = try reader.readInt()
        return decoded
    }

    private static func decodeLayout(_ reader: inout ArchiveReader) throws(CacheFormatError) -> LayoutRecord?
    {
        var layout: LayoutRecord?
        if try reader.readBool() {
            let locales = try reader.readStrings()
            let knownTypeCount = try reader.readInt()
            let partCount = try reader.readCount()
            var parts: [ProjectPartition.Part] = []
            var namesKnownTypes: [[Bool]] = []
            var keys: [ContentDigest] = []
            var results: [PartRecord] = []
            parts.reserveCapacity(partCount)
            namesKnownTypes.reserveCapacity(partCount)
            keys.reserveCapacity(partCount)
            results.reserveCapacity(partCount)
            var lastLocales: [String] = []
            for _ in 0..<partCount {
                let files = try reader.readStrings()
                var namesKnownType: [Bool] = []
                namesKnownType.reserveCapacity(files.count)
                for _ in files { namesKnownType.append(try reader.readBool()) }
                parts.append(ProjectPartition.Part(files: files, namespaces: try reader.readStrings()))
                namesKnownTypes.append(namesKnownType)
                keys.append(try reader.readDigest())
                let count = try reader.readInt()
                let diagnostics = Array(reader.bytes[try reader.readByteRange()])
                let needed = try reader.readInt()
                let locales = try reader.readStrings(repeating: &lastLocales)
                var counts: [Int] = []
                counts.reserveCapacity(locales.count)
                for _ in locales { counts.append(try reader.readInt()) }
                results.append(
                    PartRecord(
                        diagnosticCount: count, diagnostics: diagnostics, coverageNeeded: needed,
                        coverageLocales: locales, coverageCounts: counts, leafKeyCount: try reader.readInt()))
            }
            layout = LayoutRecord(
                locales: locales, knownTypeCount: knownTypeCount, partition: ProjectPartition(parts: parts),
                namesKnownType: namesKnownTypes, keys: keys, results: results)
        }
        return layout
    }
}
