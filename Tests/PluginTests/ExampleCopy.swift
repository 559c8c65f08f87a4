import Foundation

/// A copy of `Examples/TaskBoard` that depends on this repository by absolute path, with a
/// scratch directory of its own.
///
/// The copy lives under the repository's `.build/plugin-tests/`: its scratch directory is
/// kept between runs, so only the first run pays for building `l10nc` (with swift-syntax)
/// for the plugin; the sources are copied afresh every run.
struct ExampleCopy: Sendable {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    let directory: URL
    let scratch: URL

    /// The copy, made once per test run.
    static let shared: Result<ExampleCopy, CopyError> = Result { () throws(CopyError) in try make() }

    static func make() throws(CopyError) -> ExampleCopy {
        let root = repository.appendingPathComponent(".build/plugin-tests")
        let copy = ExampleCopy(
            directory: root.appendingPathComponent("TaskBoard"),
            scratch: root.appendingPathComponent("scratch"))
        let example = repository.appendingPathComponent("Examples/TaskBoard")
        let files = FileManager.default
        do {
            try? files.removeItem(at: copy.directory)
            try files.createDirectory(at: copy.directory, withIntermediateDirectories: true)
            for item in ["Package.swift", "l10nc.yml", "Sources", "Tests"] {
                try files.copyItem(
                    at: example.appendingPathComponent(item), to: copy.directory.appendingPathComponent(item))
            }
            let manifest = copy.directory.appendingPathComponent("Package.swift")
            let text = try String(contentsOf: manifest, encoding: .utf8)
            guard text.contains(#"path: "../..""#) else {
                throw CopyError("Examples/TaskBoard/Package.swift no longer depends on path \"../..\"")
            }
            try text.replacingOccurrences(of: #"path: "../..""#, with: "path: \"\(repository.path)\"")
                .write(to: manifest, atomically: true, encoding: .utf8)
        } catch let error as CopyError {
            throw error
        } catch {
            throw CopyError("could not copy the example to \(copy.directory.path): \(error)")
        }
        return copy
    }

    /// `swift <arguments>` in the copy, with its scratch directory.
    func swift(_ arguments: [String]) throws -> (output: String, status: Int32) {
        let scratchArguments = ["--scratch-path", scratch.path]
        // `swift package <plugin verb>` takes the scratch path before the verb.
        let full =
            arguments.first == "package"
            ? ["package"] + scratchArguments + arguments.dropFirst() : arguments + scratchArguments
        // At the lowest priority: the nested build takes minutes of both cores, and the timing
        // tests of the other suites, running alongside, must not wait for it.
        return try ChildProcess(
            executable: "nice", arguments: ["-n", "19", "swift"] + full, directory: directory
        )
        .run()
    }

    /// A program the copy built.
    func builtProgram(_ name: String, _ arguments: [String]) throws -> (output: String, status: Int32) {
        try ChildProcess(
            executable: scratch.appendingPathComponent("debug/\(name)").path, arguments: arguments,
            directory: directory
        ).run()
    }

    /// Moves the `.yml` files of the copy's `Sources/TaskBoard` to `folder` (made for it) until
    /// `body` returns: the layout of FOSShowcase, whose YAML is outside the view models' target.
    func withYAMLMoved<T>(to folder: String, _ body: () throws -> T) throws -> T {
        let files = FileManager.default
        let target = directory.appendingPathComponent("Sources/TaskBoard")
        let shared = directory.appendingPathComponent(folder)
        let names = try files.contentsOfDirectory(atPath: target.path).filter { $0.hasSuffix(".yml") }
        try files.createDirectory(at: shared, withIntermediateDirectories: true)
        for name in names {
            try files.moveItem(
                at: target.appendingPathComponent(name), to: shared.appendingPathComponent(name))
        }
        defer {
            for name in names {
                try? files.moveItem(
                    at: shared.appendingPathComponent(name), to: target.appendingPathComponent(name))
            }
            // The folder and the parents made for it, up to `Sources`.
            var made = shared
            while made.path != directory.appendingPathComponent("Sources").path,
                (try? files.contentsOfDirectory(atPath: made.path))?.isEmpty == true
            {
                try? files.removeItem(at: made)
                made.deleteLastPathComponent()
            }
        }
        return try body()
    }

    /// Marks the copy's `Package.swift` as changed, which makes SwiftPM plan the build again and
    /// run the build plugins, as `touch Package.swift` does.
    func touchManifest() throws {
        try FileManager.default.setAttributes(
            [.modificationDate: Date()], ofItemAtPath: directory.appendingPathComponent("Package.swift").path)
    }

    /// Removes the copy's `file` until `body` returns.
    func withFileRemoved<T>(_ file: String, _ body: () throws -> T) throws -> T {
        let url = directory.appendingPathComponent(file)
        let data = try Data(contentsOf: url)
        try FileManager.default.removeItem(at: url)
        defer { try? data.write(to: url) }
        return try body()
    }

    /// Replaces `original` with `replacement` in the copy's `file` until `body` returns.
    func withEdit<T>(
        of file: String, replacing original: String, with replacement: String, _ body: () throws -> T
    ) throws -> T {
        let url = directory.appendingPathComponent(file)
        let text = try String(contentsOf: url, encoding: .utf8)
        guard text.contains(original) else { throw CopyError("\(file) has no '\(original)' to replace") }
        try text.replacingOccurrences(of: original, with: replacement).write(
            to: url, atomically: true, encoding: .utf8)
        defer { try? text.write(to: url, atomically: true, encoding: .utf8) }
        return try body()
    }
}
