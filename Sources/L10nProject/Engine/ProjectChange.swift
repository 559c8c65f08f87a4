/// A change to one file of a project, as a front end learns of it: a file written, created
/// or deleted on disk (the engine reads what is there now), or an editor's unsaved buffer,
/// whose contents replace the file's on disk until the file is changed on disk again.
public enum ProjectChange: Sendable, Hashable {
    /// The file on disk changed, appeared or disappeared; any unsaved contents are dropped.
    case onDisk(path: String)
    /// In-memory contents that replace the file's (the file need not exist on disk).
    case unsaved(path: String, contents: [UInt8])

    /// The file the change is about.
    public var path: String {
        switch self {
        case .onDisk(let path), .unsaved(let path, _): path
        }
    }
}
