import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where the running l10nc executable is, symbolic links followed: the CLDR data, the MCP
/// server and the rules reference are found beside it, and the check cache is keyed to it.
///
/// Not `Bundle.main`: on Linux, Foundation stops the process when it cannot resolve the
/// executable's path (a tool run by a user who cannot search one of its folders, as CI runs
/// the write tests as `nobody`), where the kernel's `/proc/self/exe` always names it.
public enum RunningExecutable {
    /// The executable's absolute path, links followed; `nil` only when neither the system nor
    /// the command line names it.
    public static let path: String? = locate()

    /// The folder holding the executable.
    public static var folder: String? { path.map(PathComponents.folder(of:)) }

    private static func locate() -> String? {
        #if os(Linux)
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
            if count > 0 {
                let bytes = buffer[..<count].map { UInt8(bitPattern: $0) }
                return String(decoding: bytes, as: UTF8.self)
            }
        #elseif canImport(Darwin)
            var size: UInt32 = 0
            _ = _NSGetExecutablePath(nil, &size)
            var buffer = [CChar](repeating: 0, count: Int(size) + 1)
            if _NSGetExecutablePath(&buffer, &size) == 0, let resolved = realpath(buffer, nil) {
                defer { free(resolved) }
                return String(cString: resolved)
            }
        #endif
        // The command line's name, made absolute against the working folder when it is a
        // path; a bare name was found on the search path, which is not searched here.
        guard let first = CommandLine.arguments.first, first.contains("/") else { return nil }
        let absolute =
            first.hasPrefix("/") ? first : FileManager.default.currentDirectoryPath + "/" + first
        guard let resolved = realpath(absolute, nil) else { return absolute }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
