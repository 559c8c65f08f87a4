import Foundation
import L10nAgent

/// A copy of Examples/TaskBoard in a temporary folder, with some locales' sections removed from
/// every resource file: what an agent is asked to translate.
struct AgentFixture {
    static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    let root: URL

    init(removing locales: [String] = []) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "l10nc-agent-\(UUID().uuidString)")
        let example = Self.repositoryRoot.appendingPathComponent("Examples/TaskBoard")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for name in ["l10nc.yml", "Sources"] {
            try FileManager.default.copyItem(
                at: example.appendingPathComponent(name), to: root.appendingPathComponent(name))
        }
        for file in resourceFiles {
            let text = try String(contentsOf: file, encoding: .utf8)
            try Data(Self.removing(locales, from: text).utf8).write(to: file)
        }
    }

    var resourceFiles: [URL] {
        let folder = root.appendingPathComponent("Sources/TaskBoard")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".yml") }.sorted().map { folder.appendingPathComponent($0) }
    }

    /// Every file under the root with its bytes.
    func contents() throws -> [String: Data] {
        var result: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: root.path)
        while let path = enumerator?.nextObject() as? String {
            let url = root.appendingPathComponent(path)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
                !isDirectory.boolValue
            {
                result[path] = try Data(contentsOf: url)
            }
        }
        return result
    }

    func text(_ relativePath: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(relativePath), encoding: .utf8)
    }

    func remove() {
        try? FileManager.default.removeItem(at: root)
    }

    /// `text` without the top-level sections of `locales`.
    static func removing(_ locales: [String], from text: String) -> String {
        var kept: [Substring] = []
        var skipping = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if let first = line.first, first != " ", first != "#" {
                skipping = locales.contains { line.hasPrefix($0 + ":") }
            }
            if !skipping { kept.append(line) }
        }
        return kept.joined(separator: "\n")
    }

    /// The workspace over the copy, as `l10nc mcp` started in it has it.
    func workspace() -> AgentWorkspace {
        AgentWorkspace(folder: root.path, environment: [:])
    }
}
