import Foundation
import Testing

/// `l10nc compile` then `l10nc lookup` on a tiny project whose table holds `es` and `es-419`
/// (and Chinese in both scripts): requests for locales the table does not hold are served by
/// CLDR's chain (issue 12), and plural variants follow the number as shown.
@Suite("locale negotiation through compile and lookup", .serialized)
struct LocaleNegotiationLookupTests {
    /// A project written to a temporary directory: one view model, one resource file.
    static let project: URL = {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "l10nc-negotiation-\(UUID().uuidString)")
        let sources = root.appendingPathComponent("Sources/App")
        try! FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try! """
        import FOSMVVM

        @ViewModel
        struct GreetingViewModel {
            @LocalizedString var title
            @LocalizedString var color
            @LocalizedSubs(substitutions: \\.itemCount) var items
            var itemCount: [String: LocalizableInt] { ["count": .init(value: 2)] }
        }
        """.write(
            to: sources.appendingPathComponent("GreetingViewModel.swift"), atomically: true, encoding: .utf8)
        try! """
        en:
          GreetingViewModel:
            title: "Welcome"
            color: "color"
            items:
              one: "%{count} item"
              other: "%{count} items"
        es:
          GreetingViewModel:
            title: "Bienvenido (es)"
            color: "color (es)"
        es-419:
          GreetingViewModel:
            title: "Bienvenido (419)"
        zh:
          GreetingViewModel:
            title: "欢迎"
            color: "颜色"
        zh-Hant:
          GreetingViewModel:
            title: "歡迎"
            color: "顏色"
        he:
          GreetingViewModel:
            title: "ברוך הבא"
            color: "צבע"
        """.write(
            to: sources.appendingPathComponent("GreetingViewModel.yml"), atomically: true, encoding: .utf8)
        return root
    }()

    static let table: String = {
        let path = project.appendingPathComponent("app.l10n").path
        let result = L10ncRun.run(
            [
                "compile", "--sources", "Sources", "--resources", "Sources", "--default-locale", "en",
                "--locales", "en",
                "--output", path,
            ], in: project)
        precondition(result?.exitStatus == 0, "compile failed: \(result?.standardError ?? "did not run")")
        return path
    }()

    func lookup(_ locale: String, _ key: String, _ extra: [String] = []) throws -> String {
        let result = try #require(
            L10ncRun.run(
                ["lookup", "--table", Self.table, "--locale", locale] + extra + [key], in: Self.project))
        #expect(result.exitStatus == 0, "\(result.standardError)")
        return result.standardOutput.trimmingCharacters(in: .newlines)
    }

    @Test func esMXIsServedByEs419() throws {
        #expect(try lookup("es-MX", "GreetingViewModel.title") == "Bienvenido (419)")
        #expect(try lookup("es_AR", "GreetingViewModel.title") == "Bienvenido (419)")
        #expect(try lookup("es-ES", "GreetingViewModel.title") == "Bienvenido (es)")
        // The compiled chain of es-419 continues with es before the default.
        #expect(try lookup("es-MX", "GreetingViewModel.color") == "color (es)")
    }

    @Test func traditionalChineseNeverGetsSimplified() throws {
        #expect(try lookup("zh-TW", "GreetingViewModel.title") == "歡迎")
        #expect(try lookup("zh-HK", "GreetingViewModel.title") == "歡迎")
        #expect(try lookup("zh-CN", "GreetingViewModel.title") == "欢迎")
        #expect(try lookup("zh-Hans-SG", "GreetingViewModel.title") == "欢迎")
    }

    @Test func aliasesAndTheDefault() throws {
        #expect(try lookup("iw", "GreetingViewModel.title") == "ברוך הבא")
        #expect(try lookup("de-DE", "GreetingViewModel.title") == "Welcome")
    }

    @Test func pluralsFollowTheShownNumber() throws {
        #expect(try lookup("en", "GreetingViewModel.items", ["--arg", "count=1"]) == "1 item")
        #expect(try lookup("en", "GreetingViewModel.items", ["--arg", "count=1.0"]) == "1.0 items")
        #expect(try lookup("en", "GreetingViewModel.items", ["--arg", "count=2"]) == "2 items")
    }
}
