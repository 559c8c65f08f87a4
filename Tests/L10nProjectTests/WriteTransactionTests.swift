import Foundation
import L10nCore
import L10nEditing
import L10nRuntime
import Testing

@testable import L10nProject

/// The one write path: a transaction is previewed, checked, and committed all or nothing.
@Suite("Write transaction")
struct WriteTransactionTests {
    static func folder(_ files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "l10nc-transaction-\(UUID().uuidString)")
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return root
    }

    static let english = "en:\n  CardViewModel:\n    # the card's title\n    title: \"Title\"\n"
    static let german = "de:\n  CardViewModel:\n    title: \"Titel\"\n"

    /// Three changes: an edit of each resource and a new lock.
    static func transaction(in root: URL) throws -> WriteTransaction {
        var transaction = WriteTransaction()
        try transaction.apply([
            .resource(
                file: root.appendingPathComponent("en.yml").path,
                .insert(.string("Sub"), at: ["en", "CardViewModel", "subtitle"])),
            .resource(
                file: root.appendingPathComponent("de.yml").path,
                .insert(.string("Unter"), at: ["de", "CardViewModel", "subtitle"])),
        ])
        var lock = TranslationLock(defaultLocale: LocaleIdentifier("en")!)
        lock.recordPlaceholder("Unter", key: "CardViewModel.subtitle", locale: LocaleIdentifier("de")!)
        try transaction.write(lock, to: root.appendingPathComponent("l10nc.lock").path)
        return transaction
    }

    static func contents(_ root: URL) throws -> [String: String] {
        var files: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: root.path) {
            files[name] = try String(contentsOf: root.appendingPathComponent(name), encoding: .utf8)
        }
        return files
    }

    @Test("commit writes every file and the lock, keeps modes, leaves nothing beside them")
    func commits() throws {
        let root = try Self.folder(["en.yml": Self.english, "de.yml": Self.german])
        defer { try? FileManager.default.removeItem(at: root) }
        chmod(root.appendingPathComponent("de.yml").path, 0o640)
        let transaction = try Self.transaction(in: root)
        #expect(try transaction.changes().count == 3)
        let written = try transaction.commit()
        #expect(written.count == 3)
        let files = try Self.contents(root)
        #expect(files.keys.sorted() == ["de.yml", "en.yml", "l10nc.lock"])
        #expect(files["en.yml"] == Self.english + "    subtitle: \"Sub\"\n")
        #expect(files["de.yml"] == Self.german + "    subtitle: \"Unter\"\n")
        #expect(files["l10nc.lock"]?.contains("CardViewModel.subtitle") == true)
        var status = stat()
        stat(root.appendingPathComponent("de.yml").path, &status)
        #expect(status.st_mode & 0o777 == 0o640)
    }

    @Test(
        "a failure at any rename puts back every file already replaced and removes a created lock",
        arguments: 0..<3)
    func undoesOnFailure(failingAt index: Int) throws {
        let root = try Self.folder(["en.yml": Self.english, "de.yml": Self.german])
        defer { try? FileManager.default.removeItem(at: root) }
        var transaction = try Self.transaction(in: root)
        transaction.injectedFailure = index
        #expect(throws: WriteTransactionError.self) { try transaction.commit() }
        #expect(try Self.contents(root) == ["en.yml": Self.english, "de.yml": Self.german])
    }

    @Test("a file changed on disk since it was read: nothing is written")
    func changedOnDisk() throws {
        let root = try Self.folder(["en.yml": Self.english, "de.yml": Self.german])
        defer { try? FileManager.default.removeItem(at: root) }
        let transaction = try Self.transaction(in: root)
        let edited = Self.german + "    # edited meanwhile\n"
        try Data(edited.utf8).write(to: root.appendingPathComponent("de.yml"))
        #expect(throws: WriteTransactionError.changedOnDisk(path: root.appendingPathComponent("de.yml").path))
        {
            try transaction.commit()
        }
        #expect(try Self.contents(root) == ["en.yml": Self.english, "de.yml": edited])
    }

    @Test("a file reached through a symbolic link is written where the link points; the link stays")
    func throughLink() throws {
        let root = try Self.folder(["shared/en.yml": Self.english])
        defer { try? FileManager.default.removeItem(at: root) }
        let link = root.appendingPathComponent("en.yml")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "shared/en.yml")
        var transaction = WriteTransaction()
        try transaction.apply([
            .resource(file: link.path, .insert(.string("Sub"), at: ["en", "CardViewModel", "subtitle"]))
        ])
        try transaction.commit()
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "shared/en.yml")
        #expect(
            try String(contentsOf: root.appendingPathComponent("shared/en.yml"), encoding: .utf8)
                == Self.english + "    subtitle: \"Sub\"\n")
    }

    @Test("edits of several fixes are made together or not at all")
    func editsAreAtomic() throws {
        let root = try Self.folder(["en.yml": Self.english])
        defer { try? FileManager.default.removeItem(at: root) }
        var transaction = WriteTransaction()
        let path = root.appendingPathComponent("en.yml").path
        #expect(throws: ResourceEditError.self) {
            try transaction.apply([
                .resource(file: path, .insert(.string("Sub"), at: ["en", "CardViewModel", "subtitle"])),
                .resource(file: path, .remove(["en", "CardViewModel", "missing"])),
            ])
        }
        #expect(transaction.isEmpty)
    }
}
