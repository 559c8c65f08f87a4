import Foundation
import L10nCore

/// The folders of a list of files, each opened once, so that a file is stat'ed by its name in
/// its folder (`FileStamp.init(name:inFolder:)`): a run stats every file of the project, and
/// the kernel's walk of each path's folders was a third of that.
final class FolderHandles: @unchecked Sendable {
    /// Per file: its folder's descriptor (-1: stat'ed by its path), and where its name starts
    /// in its path's UTF-8.
    private var descriptors: [Int32] = []
    private var nameStarts: [Int] = []
    // Read only after `init`, from any thread.
    private var opened: [Int32] = []

    /// - Parameter paths: sorted, as listed, so that the files of one folder come together.
    init(paths: [String]) {
        descriptors.reserveCapacity(paths.count)
        nameStarts.reserveCapacity(paths.count)
        var lastFolder: Substring?
        var lastDescriptor: Int32 = -1
        for path in paths {
            guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else {
                descriptors.append(-1)
                nameStarts.append(0)
                continue
            }
            let folder = path[..<slash]
            if folder != lastFolder {
                lastFolder = folder
                lastDescriptor =
                    folder.isEmpty ? -1 : open(String(folder), O_RDONLY | O_DIRECTORY | O_CLOEXEC)
                if lastDescriptor >= 0 { opened.append(lastDescriptor) }
            }
            descriptors.append(lastDescriptor)
            nameStarts.append(path.utf8.distance(from: path.utf8.startIndex, to: slash) + 1)
        }
    }

    deinit {
        for descriptor in opened { close(descriptor) }
    }

    /// The stamp of the file at `index` of the paths given, which is `path`.
    func stamp(of path: String, at index: Int) -> FileStamp? {
        let descriptor = descriptors[index]
        guard descriptor >= 0 else { return FileStamp(path: path) }
        let start = nameStarts[index]
        return path.withCString { FileStamp(name: $0 + start, inFolder: descriptor) }
    }
}
