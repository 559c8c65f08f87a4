import Foundation
import Testing

/// `l10nc compile` on the TaskBoard example, then `l10nc lookup` on the table it wrote.
@Suite("compile and lookup on the example", .serialized)
struct CompileLookupTests {
    static let example = ProjectPaths.cleanExample

    /// Runs `l10nc` in `directory`; standard output, standard error and the exit status.
    static func run(_ arguments: [String], in directory: URL = example) throws -> (
        output: String, error: String, status: Int32
    ) {
        let result = try #require(L10ncRun.run(arguments, in: directory))
        return (result.standardOutput, result.standardError, result.exitStatus)
    }

    static let table: String = {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "taskboard-\(UUID().uuidString).l10n"
        ).path
        let result = try? run(["compile", "--output", path])
        precondition(result?.status == 0, "compile failed: \(result?.error ?? "did not run")")
        return path
    }()

    func lookup(_ locale: String, _ key: String, _ extra: [String] = []) throws -> String {
        let result = try Self.run(["lookup", "--table", Self.table, "--locale", locale] + extra + [key])
        #expect(result.status == 0, "\(result.error)")
        return result.output.trimmingCharacters(in: .newlines)
    }

    @Test func compileWritesATableAndSaysWhat() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "tb-\(UUID().uuidString).l10n"
        ).path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try Self.run(["compile", "--output", path])
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("wrote \(path): table, 5 locales, "))
        let again = path + ".2"
        defer { try? FileManager.default.removeItem(atPath: again) }
        _ = try Self.run(["compile", "--output", again])
        #expect(FileManager.default.contentsEqual(atPath: path, andPath: again))
    }

    @Test func plainAndSubstitutedMessages() throws {
        #expect(try lookup("de", "DashboardViewModel.title") == "Übersicht")
        #expect(
            try lookup("en_US", "FeedViewModel.loadFailed")
                == "The feed could not be loaded. Pull to try again.")
        #expect(
            try lookup("de-AT", "DashboardViewModel.welcome", ["--arg", "name=Ada", "--arg", "count=3"])
                == "Willkommen zurück, Ada! Du hast 3 offene Aufgaben.")
        #expect(try lookup("en", "DashboardViewModel.tabs", ["--index", "2"]) == "Settings")
        #expect(try lookup("en", "TaskCardViewModel.Status.doing") == "In progress")
    }

    @Test(arguments: [
        (1, "1 открытая подзадача"), (3, "3 открытые подзадачи"), (5, "5 открытых подзадач"),
        (21, "21 открытая подзадача"),
    ])
    func russianPlurals(count: Int, expected: String) throws {
        #expect(try lookup("ru", "TaskCardViewModel.openTasks", ["--arg", "count=\(count)"]) == expected)
    }

    @Test(arguments: [
        (0, "لا توجد مهام فرعية مفتوحة"), (1, "مهمة فرعية مفتوحة واحدة"), (2, "مهمتان فرعيتان مفتوحتان"),
        (3, "3 مهام فرعية مفتوحة"), (11, "11 مهمة فرعية مفتوحة"), (100, "100 مهمة فرعية مفتوحة"),
    ])
    func arabicPlurals(count: Int, expected: String) throws {
        #expect(try lookup("ar", "TaskCardViewModel.openTasks", ["--arg", "count=\(count)"]) == expected)
    }

    @Test func compoundsJoinOrFollowTheLocalePattern() throws {
        let pieces = [
            "--piece", "firstName=UserNameViewModel.firstName", "--piece",
            "lastName=UserNameViewModel.lastName",
            "--separator", "UserNameViewModel.nameSeparator",
        ]
        #expect(try lookup("en", "UserNameViewModel.fullName", pieces) == "Ada Lovelace")
        #expect(try lookup("ru", "UserNameViewModel.fullName", pieces) == "Ада Лавлейс")
        #expect(try lookup("ja", "UserNameViewModel.fullName", pieces) == "ラブレスエイダ")
    }

    @Test func missingKeysAndBadTablesHaveTheirExitStatus() throws {
        let missing = try Self.run(["lookup", "--table", Self.table, "--locale", "en", "Nope.key"])
        #expect(missing.status == 1)
        #expect(missing.error.contains("no message for 'Nope.key'"))
        let notATable = try Self.run([
            "lookup", "--table", Self.example.appendingPathComponent("l10nc.yml").path, "--locale", "en",
            "X.y",
        ])
        #expect(notATable.status == 2)
        #expect(
            notATable.error.hasPrefix(
                "l10nc: error: cannot read table '\(Self.example.appendingPathComponent("l10nc.yml").path)': "
                    + "the file is not an l10nc table"))
        // An unreadable path is named once, not twice.
        let absent = try Self.run(["lookup", "--table", "/nonexistent.l10n", "--locale", "en", "X.y"])
        #expect(absent.status == 2)
        #expect(absent.error.components(separatedBy: "/nonexistent.l10n").count == 2)
    }
}
