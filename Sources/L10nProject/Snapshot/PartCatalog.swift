import Foundation
import L10nCore
import L10nYAML

/// The catalog of one part of a project, given, or read again from the part's files the first
/// time it is asked for.
///
/// A `ProjectEngine` checks every part when it is built and then keeps only what the checks
/// found: holding every part's catalog (and the file bytes it reads verbatim texts from) was
/// most of an engine's memory, and an editor's queries read the catalogs of a few parts. A
/// part read again reads its files as they are then, from the unsaved contents the engine had
/// for them, else from disk: a file changed on disk since is read as it now is (an editor
/// reports the change, and the engine checks it again).
final class PartCatalog: @unchecked Sendable {
    // Safety: `loaded` is read and written only while `lock` is held; the rest is immutable.
    private let lock = NSLock()
    private var loaded: Catalog?
    private let files: [String]
    private let overlay: [String: [UInt8]]
    private let reader: ProjectReader?

    /// A catalog that is kept.
    init(_ catalog: Catalog) {
        loaded = catalog
        files = catalog.files.map(\.path)
        overlay = [:]
        reader = nil
    }

    /// A catalog read from `files` when first asked for (`overlay` holds the unsaved contents
    /// of some of them); `catalog`, when given, is kept until then.
    init(files: [String], overlay: [String: [UInt8]], reader: ProjectReader, keeping catalog: Catalog? = nil)
    {
        self.files = files
        self.overlay = overlay.filter { files.contains($0.key) }
        self.reader = reader
        loaded = catalog
    }

    var catalog: Catalog {
        lock.lock()
        defer { lock.unlock() }
        if let loaded { return loaded }
        let catalog = reader?.read(files, overlay: overlay).catalog ?? Catalog()
        loaded = catalog
        return catalog
    }

    /// The part's files and the unsaved contents among them, to read them together with other
    /// parts' (a snapshot's whole catalog).
    var filesToRead: (files: [String], overlay: [String: [UInt8]]) { (files, overlay) }
}
