import Foundation
import L10nCore
import L10nProject
import Testing

/// Renaming a key: its entry in every locale and the Swift string literals that spell it
/// (`ProjectSnapshot.renameEdits(ofKey:to:)`), and the key a literal spells under a position.
@Suite("Key rename")
struct KeyRenameTests {
    static let swift = #"""
        struct CardViewModel {
            @LocalizedString var title
            var banner: LocalizableString { .localized(key: "Shared.banner") }
            var again: LocalizableString { .localized(key: "Shared.banner") }
            var cancel: LocalizableString { .localized(.value(keys: "Shared", "cancel")) }
            var failed: LocalizableString { .localized(for: Self.self, propertyName: "failed") }
            var tab: LocalizableString { .localized(key: "Shared.t\u{61}b") }
        }

        """#

    static let yaml = """
        en:
          CardViewModel:
            title: "Card"
            failed: "Failed"
        de:
          CardViewModel:
            title: "Karte"
            failed: "Fehlgeschlagen"

        """

    static let sharedYAML = """
        en:
          Shared:
            banner: "Hello"
            cancel: "Cancel"
            tab: "Tab"
        de:
          Shared:
            banner: "Hallo"
            cancel: "Abbrechen"
            tab: "Tab"

        """

    static func project(_ directory: URL, swift: String = swift) throws -> ProjectSnapshot {
        try FixPlannerTests.snapshot(
            in: directory,
            files: ["CardViewModel.swift": swift, "CardViewModel.yml": yaml, "Shared.yml": sharedYAML])
    }

    /// The project as its files are now on disk (a renamed resource file keeps its name).
    static func reread(_ directory: URL) throws -> ProjectSnapshot {
        var files: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) {
            files[name] = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
        }
        return try FixPlannerTests.snapshot(in: directory, files: files)
    }

    /// `edits` applied to the files on disk: a resource key's edit replaces the plain key
    /// written at its place.
    static func apply(_ edits: [KeySpellingEdit]) throws {
        for (file, fileEdits) in Dictionary(grouping: edits, by: \.location.file) {
            var lines = try String(contentsOfFile: file, encoding: .utf8).components(separatedBy: "\n")
            for edit in fileEdits.sorted(by: { $0.location > $1.location }) {
                var scalars = Array(lines[edit.location.line - 1].unicodeScalars)
                let start = edit.location.column - 1
                let length = edit.length ?? scalars[start...].prefix { $0 != ":" }.count
                scalars.replaceSubrange(start..<start + length, with: edit.newText.unicodeScalars)
                lines[edit.location.line - 1] = String(String.UnicodeScalarView(scalars))
            }
            try Data(lines.joined(separator: "\n").utf8).write(to: URL(fileURLWithPath: file))
        }
    }

    @Test("a raw key is renamed in every locale and in every literal that spells it")
    func rawKey() throws {
        let directory = FixPlannerTests.folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let snapshot = try Self.project(directory)
        let swiftFile = directory.appendingPathComponent("CardViewModel.swift")
        let edits = try snapshot.renameEdits(ofKey: "Shared.banner", to: "headline")
        #expect(edits.filter { !$0.isInSource }.count == 2)
        let first = try ProjectQueryTests.position(of: "banner\")", in: swiftFile)
        let second = try ProjectQueryTests.position(of: "banner\")", in: swiftFile, occurrence: 1)
        #expect(
            edits.filter(\.isInSource) == [
                KeySpellingEdit(
                    location: SourceLocation(file: swiftFile.path, line: first.line, column: first.column),
                    length: 6,
                    newText: "headline"),
                KeySpellingEdit(
                    location: SourceLocation(file: swiftFile.path, line: second.line, column: second.column),
                    length: 6, newText: "headline"),
            ])
        try Self.apply(edits)
        let renamed = try Self.reread(directory)
        #expect(renamed.diagnostics.isEmpty, "\(renamed.diagnostics)")
        #expect(renamed.schema?.items.contains { $0.key == "Shared.headline" } == true)
        #expect(renamed.entries(ofKey: "Shared.headline").count == 2)
    }

    @Test(
        "a mapping's rename reaches every literal that spells it, split or whole; a property's name is left")
    func mappingAndTypedKeys() throws {
        let directory = FixPlannerTests.folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let snapshot = try Self.project(directory)
        let swiftFile = directory.appendingPathComponent("CardViewModel.swift")
        // `Shared` is spelled by both `"Shared.banner"`, by `"Shared"` of `keys:` and by the
        // escaped literal, whose escape is in another component.
        let mapping = try snapshot.renameEdits(ofKey: "Shared", to: "Common")
        #expect(mapping.filter(\.isInSource).count == 4)
        #expect(mapping.filter { !$0.isInSource }.count == 2)
        try Self.apply(mapping)
        var renamed = try Self.reread(directory)
        #expect(renamed.diagnostics.isEmpty, "\(renamed.diagnostics)")

        // `propertyName: "failed"` spells the last component of a key built from the type.
        let typed = try renamed.renameEdits(ofKey: "CardViewModel.failed", to: "loadFailed")
        #expect(typed.filter(\.isInSource).count == 1)
        try Self.apply(typed)
        renamed = try Self.reread(directory)
        #expect(renamed.diagnostics.isEmpty, "\(renamed.diagnostics)")
        #expect(try String(contentsOf: swiftFile, encoding: .utf8).contains(#"propertyName: "loadFailed""#))

        // The property `title` spells its key: only the entries are renamed.
        let property = try renamed.renameEdits(ofKey: "CardViewModel.title", to: "heading")
        #expect(property.count == 2 && property.allSatisfy { !$0.isInSource })
    }

    @Test("names that are no key, a key that exists, and an escaped literal are refused with the reason")
    func refusals() throws {
        let directory = FixPlannerTests.folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let snapshot = try Self.project(directory)
        for name in ["", "a.b", "two words", "quote\"", "back\\slash", "tab\there"] {
            #expect(throws: KeyRenameError.invalidName(name)) {
                try snapshot.renameEdits(ofKey: "Shared.banner", to: name)
            }
        }
        #expect(throws: KeyRenameError.self) {
            try snapshot.renameEdits(ofKey: "Shared.banner", to: "cancel")
        }
        do {
            _ = try snapshot.renameEdits(ofKey: "Shared.banner", to: "cancel")
        } catch {
            guard case .keyExists(let key, let location) = error else { throw error }
            #expect(key == "Shared.cancel")
            #expect(location.file.hasSuffix("Shared.yml"))
            #expect(error.description.contains("exists already"))
        }
        #expect(throws: KeyRenameError.self) { try snapshot.renameEdits(ofKey: "Shared.tab", to: "tabs") }
        do {
            _ = try snapshot.renameEdits(ofKey: "Shared.tab", to: "tabs")
        } catch {
            guard case .escapedLiteral(let location) = error else { throw error }
            #expect(location.file.hasSuffix("CardViewModel.swift"))
        }
        #expect(try snapshot.renameEdits(ofKey: "Shared.banner", to: "banner").isEmpty)
    }

    @Test("a literal that a protocol extension shares with another conformer is not renamed alone")
    func sharedLiteral() throws {
        let directory = FixPlannerTests.folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let swift = """
            protocol Hinted {}
            extension Hinted {
                var hint: LocalizableString { .localized(for: Self.self, propertyName: "hint") }
            }
            struct CardViewModel: Hinted {
                @LocalizedString var title
            }
            struct ListViewModel: Hinted {
                @LocalizedString var title
            }

            """
        let snapshot = try Self.project(directory, swift: swift)
        #expect(throws: KeyRenameError.self) {
            try snapshot.renameEdits(ofKey: "CardViewModel.hint", to: "tip")
        }
        do {
            _ = try snapshot.renameEdits(ofKey: "CardViewModel.hint", to: "tip")
        } catch {
            guard case .sharedLiteral(_, let other) = error else { throw error }
            #expect(other == "ListViewModel.hint")
        }
    }

    @Test("the key component a literal spells under a position, and the item at a literal")
    func spelledComponent() throws {
        let directory = FixPlannerTests.folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let snapshot = try Self.project(directory)
        let swiftFile = directory.appendingPathComponent("CardViewModel.swift")
        let path = swiftFile.path
        let literal = try ProjectQueryTests.position(of: "\"Shared.banner\"", in: swiftFile)
        let shared = snapshot.spelledKeyComponent(
            atFile: path, line: literal.line, column: literal.column + 3)
        #expect(shared?.key == "Shared")
        #expect(shared?.location.column == literal.column + 1)
        let banner = snapshot.spelledKeyComponent(
            atFile: path, line: literal.line, column: literal.column + 9)
        #expect(banner?.key == "Shared.banner" && banner?.name == "banner")
        let split = try ProjectQueryTests.position(of: "\"cancel\"", in: swiftFile)
        #expect(
            snapshot.spelledKeyComponent(atFile: path, line: split.line, column: split.column + 2)?.key
                == "Shared.cancel")
        let typed = try ProjectQueryTests.position(of: "\"failed\"", in: swiftFile)
        #expect(
            snapshot.spelledKeyComponent(atFile: path, line: typed.line, column: typed.column + 1)?.key
                == "CardViewModel.failed")
        let property = try ProjectQueryTests.position(of: "title", in: swiftFile)
        #expect(
            snapshot.spelledKeyComponent(atFile: path, line: property.line, column: property.column) == nil)
        // Definition and hover find the item from anywhere on the literal, its quotes included.
        for offset in 0..<15 {
            #expect(
                snapshot.schemaItem(atFile: path, line: literal.line, column: literal.column + offset)?.key
                    == "Shared.banner")
        }
        #expect(snapshot.schemaItem(atFile: path, line: literal.line, column: literal.column + 15) == nil)
    }

    @Test("a raw key written in two files: the literal in either finds it, and rename rewrites both")
    func rawKeyInTwoFiles() throws {
        let directory = FixPlannerTests.folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        // The other file sorts first: the key's item is placed there, with both literals.
        let other = """
            struct AlertViewModel {
                var banner: LocalizableString { .localized(key: "Shared.banner") }
            }

            """
        let snapshot = try FixPlannerTests.snapshot(
            in: directory,
            files: [
                "CardViewModel.swift": Self.swift, "AlertViewModel.swift": other,
                "CardViewModel.yml": Self.yaml,
                "Shared.yml": Self.sharedYAML,
            ])
        for file in ["AlertViewModel.swift", "CardViewModel.swift"] {
            let swiftFile = directory.appendingPathComponent(file)
            let literal = try ProjectQueryTests.position(of: "\"Shared.banner\"", in: swiftFile)
            #expect(
                snapshot.schemaItem(atFile: swiftFile.path, line: literal.line, column: literal.column + 9)?
                    .key
                    == "Shared.banner", "\(file)")
            #expect(
                snapshot.spelledKeyComponent(
                    atFile: swiftFile.path, line: literal.line, column: literal.column + 9)?
                    .key == "Shared.banner", "\(file)")
        }
        // References: each literal, not only the item's first place.
        #expect(
            snapshot.swiftPlaces(needing: "Shared.banner").map {
                ($0.file as NSString).lastPathComponent + ":\($0.line)"
            } == ["AlertViewModel.swift:2", "CardViewModel.swift:3", "CardViewModel.swift:4"])
        let edits = try snapshot.renameEdits(ofKey: "Shared.banner", to: "headline")
        #expect(edits.filter(\.isInSource).count == 3)
        try Self.apply(edits)
        let renamed = try Self.reread(directory)
        #expect(renamed.diagnostics.isEmpty, "\(renamed.diagnostics)")
        #expect(renamed.entries(ofKey: "Shared.headline").count == 2)
    }
}
