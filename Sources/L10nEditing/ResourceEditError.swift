import L10nCore

/// Why an edit of a resource file could not be made. Each message says what to do.
public enum ResourceEditError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file could not be read or written.
    case io(path: String, reason: String)
    /// The file changed on disk after it was read; writing would lose those changes.
    case changedOnDisk(path: String)
    /// The file does not parse, so its byte positions cannot be trusted.
    case unparsable(path: String, reason: String)
    /// A key to insert is already there.
    case keyExists(path: String, key: String)
    /// A key to change or remove is not there.
    case keyNotFound(path: String, key: String)
    /// A level of the key path holds a string or array, so a key cannot go below it.
    case notAMapping(path: String, key: String)
    /// The file is written in a form the editor does not change in place (a flow mapping, a
    /// key that does not start its line).
    case unsupportedLayout(path: String, key: String, reason: String)
    /// The edited bytes, read back, do not mean what the edits planned (`ResourceDocument.verify()`):
    /// a bug of l10nc's editor, caught before the file was written.
    case meaningChanged(path: String, difference: String)

    public var description: String {
        switch self {
        case .io(let path, let reason):
            "\(path): \(reason)"
        case .changedOnDisk(let path):
            "\(path) changed on disk since it was read; nothing was written. Run the command again."
        case .unparsable(let path, let reason):
            "\(path) does not parse (\(reason)); fix the YAML syntax first, then run the command again."
        case .keyExists(let path, let key):
            "\(path): '\(key)' is already defined; nothing was inserted."
        case .keyNotFound(let path, let key):
            "\(path): '\(key)' is not defined in this file."
        case .notAMapping(let path, let key):
            "\(path): '\(key)' holds a value, not a mapping, so no key can be added below it; fix its shape first."
        case .unsupportedLayout(let path, let key, let reason):
            "\(path): '\(key)' cannot be edited in place (\(reason)); edit it by hand."
        case .meaningChanged(let path, let difference):
            "internal error: the planned edit of \(path) would not mean what was planned (\(difference)); "
                + "nothing was written. This is a bug of l10nc: please report it with the file."
        }
    }
}

extension ResourceEditError {
    /// A failed atomic write, as the edit's error.
    init(_ error: AtomicWriteError) {
        switch error {
        case .cannotWrite(let path, let reason): self = .io(path: path, reason: reason)
        case .exists(let path): self = .io(path: path, reason: "the file exists")
        }
    }
}
