import Foundation
import L10nCore

/// A directory of files named by the BLAKE2b digest of their contents: the schema items of a
/// namespace, the analysis of a Swift file. A blob is written once and read only when its
/// name is in the index, so a run writes and reads only what changed; a blob whose bytes do
/// not match its name (cut short, damaged) is treated as missing.
struct BlobStore: Sendable {
    let directory: String

    func path(of digest: ContentDigest) -> String {
        (directory as NSString).appendingPathComponent(digest.description)
    }

    /// The blob named `digest`, if it is there and intact.
    func read(_ digest: ContentDigest) -> [UInt8]? {
        guard let data = FileManager.default.contents(atPath: path(of: digest)) else { return nil }
        let bytes = [UInt8](data)
        return ContentDigest(bytes) == digest ? bytes : nil
    }

    /// Stores `bytes` (unless a blob of the same name is there) and returns its name.
    /// `prepare()` must have made the directory.
    @discardableResult
    func write(_ bytes: [UInt8]) throws(BlobStoreError) -> ContentDigest {
        let digest = ContentDigest(bytes)
        // Written in place: a reader of a half-written blob finds that its bytes do not match
        // its name, and does without it. An existing blob of this name holds these bytes.
        let descriptor = open(path(of: digest), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        if descriptor < 0 {
            // A blob a killed run left half-written does not match its name: replaced.
            if errno == EEXIST {
                if read(digest) != nil { return digest }
                // Not removable (a folder of that name, say): an error, not another attempt.
                guard unlink(path(of: digest)) == 0 else {
                    throw BlobStoreError(path: path(of: digest), reason: String(cString: strerror(errno)))
                }
                return try write(bytes)
            }
            throw BlobStoreError(path: path(of: digest), reason: String(cString: strerror(errno)))
        }
        defer { close(descriptor) }
        guard AtomicFileWriter.writeAll(bytes, to: descriptor) else {
            let reason = String(cString: strerror(errno))
            unlink(path(of: digest))
            throw BlobStoreError(path: path(of: digest), reason: reason)
        }
        return digest
    }

    /// Makes the store's directory.
    func prepare() throws(BlobStoreError) {
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw BlobStoreError(path: directory, reason: IncrementalCheck.sentence(error))
        }
    }

    /// Removes the blobs not named in `kept`.
    func prune(keeping kept: Set<ContentDigest>) {
        let names = Set(kept.map(\.description))
        guard let existing = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        for name in existing where !names.contains(name) {
            try? FileManager.default.removeItem(atPath: (directory as NSString).appendingPathComponent(name))
        }
    }
}
