import Foundation
import L10nAgent
import L10nCore
import L10nProject
import L10nRuntime
import Testing

/// `l10n_submit`, `l10n_accept` and `l10n_check` on a copy of the example whose German is gone.
@Suite struct AgentSubmitTests {
    /// The example's own translations, as an agent would give them: its translation memory.
    static func memory(_ locale: String) throws -> [String: UnitText] {
        let workspace = ProjectWorkspace(folders: [
            AgentFixture.repositoryRoot.appendingPathComponent("Examples/TaskBoard").path
        ])
        let snapshot = try #require(workspace.projects.first?.engine?.snapshot)
        let target = LocaleIdentifier(locale)!
        var texts: [String: UnitText] = [:]
        for item in snapshot.schema?.items ?? [] {
            guard let key = item.requiredKey else { continue }
            let catalog = snapshot.catalog(holding: key)
            switch catalog.entry(key, in: target)?.value {
            case .string(let scalar)?: texts[key] = .text(scalar.text)
            case .array(let scalars)?: texts[key] = .list(scalars.map(\.text))
            case .mapping(let names)?:
                var variants: [PluralCategory: String] = [:]
                for name in names {
                    if case .string(let scalar)? = catalog.entry(key + "." + name, in: target)?.value {
                        variants[PluralCategory(rawValue: name)!] = scalar.text
                    }
                }
                texts[key] = .plural(variants)
            case nil: break
            }
        }
        return texts
    }

    @Test func everyGapFilledIsCheckedCleanButForReviewAndAcceptClearsTheReview() throws {
        let fixture = try AgentFixture(removing: ["de"])
        defer { fixture.remove() }
        var workspace = fixture.workspace()
        let memory = try Self.memory("de")
        let units = try workspace.gaps(GapsRequest(locale: "de", limit: 100)).units
        #expect(units.count == 20)
        let result = try workspace.submit(
            SubmitRequest(
                translations: units.map {
                    SubmittedTranslation(key: $0.key, locale: "de", text: memory[$0.key]!, base: $0.base)
                }))
        #expect(result.rejected == [])
        #expect(result.accepted.count == 20)
        #expect(result.accepted.allSatisfy { $0.file.hasPrefix("Sources/TaskBoard/") && $0.line > 0 })
        #expect(try workspace.gaps(GapsRequest(locale: "de")).units.isEmpty)
        #expect(try workspace.gaps(GapsRequest(locale: "de", only: .review, limit: 100)).units.count == 20)
        let checked = try workspace.check(CheckRequest())
        #expect(Set(checked.diagnostics.map(\.rule)) == ["needs-review"])
        #expect(checked.diagnostics.count == 20)
        #expect(try fixture.text("l10nc.lock").contains("needsReview:"))
        let status = try workspace.status()
        #expect(status.locales.first { $0.locale == "de" }?.review == 20)

        let accepted = try workspace.accept(AcceptRequest(locales: ["de"]))
        #expect(accepted.accepted == 20)
        #expect(accepted.reviewsLeft == 0)
        #expect(try workspace.check(CheckRequest()).diagnostics == [])
        #expect(try workspace.status().locales.allSatisfy { $0.review == 0 && $0.missing == 0 })
    }

    @Test func aBadBatchIsRejectedItemByItemAndChangesNoByte() throws {
        let fixture = try AgentFixture(removing: ["ru"])
        defer { fixture.remove() }
        var workspace = fixture.workspace()
        let before = try fixture.contents()
        let result = try workspace.submit(
            SubmitRequest(translations: [
                // %{name} dropped.
                SubmittedTranslation(
                    key: "DashboardViewModel.welcome", locale: "ru",
                    text: .plural([
                        .one: "С возвращением! У вас %{count} открытая задача.",
                        .few: "С возвращением! У вас %{count} открытые задачи.",
                        .many: "С возвращением! У вас %{count} открытых задач.",
                        .other: "С возвращением! У вас %{count} открытой задачи.",
                    ])),
                // No `few` nor `many`.
                SubmittedTranslation(
                    key: "TaskCardViewModel.openTasks", locale: "ru",
                    text: .plural([
                        .one: "%{count} открытая подзадача", .other: "%{count} открытой подзадачи",
                    ])),
                SubmittedTranslation(
                    key: "DashboardViewModel.subtitle", locale: "ru", text: .text("Подзаголовок")),
                // Served with another text than the one it was made against.
                SubmittedTranslation(
                    key: "FeedViewModel.loadFailed", locale: "ru", text: .text("Не удалось загрузить ленту."),
                    base: "0123456789abcdef"),
                SubmittedTranslation(key: "DashboardViewModel.title", locale: "en", text: .text("Board")),
                SubmittedTranslation(key: "DashboardViewModel.tabs", locale: "ru", text: .list(["Обзор"])),
                SubmittedTranslation(
                    key: "FeedViewModel.emptyFeed", locale: "ru", text: .text("Пока %{nothing} не произошло.")
                ),
                SubmittedTranslation(
                    key: "DashboardViewModel.title", locale: "ru",
                    text: .text("Панель управления задачами и проектами")),
            ]))
        #expect(result.accepted == [])
        #expect(
            result.rejected.map(\.rule) == [
                "placeholder-drift", "plural-missing-category", "orphan-key", "import-conflict",
                "target-locale",
                "shape-mismatch", "placeholder-drift", "max-length",
            ])
        #expect(result.rejected[1].message.contains("missing: few, many"))
        let after = try fixture.contents()
        #expect(after.keys.sorted() == before.keys.sorted())
        #expect(
            after.filter { before[$0.key] != $0.value }.keys.sorted() == [],
            "a batch of rejections changes no byte")
    }

    @Test func aTextYAMLWouldRetypeIsWrittenQuotedAndCheckAsWritten() throws {
        let fixture = try AgentFixture(removing: ["de"])
        defer { fixture.remove() }
        var workspace = fixture.workspace()
        let result = try workspace.submit(
            SubmitRequest(translations: [
                SubmittedTranslation(key: "TaskCardViewModel.Status.done", locale: "de", text: .text("no")),
                // A placeholder the code does not substitute: check's own rule refuses it.
                SubmittedTranslation(
                    key: "TaskCardViewModel.dueLabel", locale: "de", text: .text("Fällig %{date}")),
            ]))
        #expect(result.accepted.map(\.key) == ["TaskCardViewModel.Status.done"])
        #expect(result.rejected.map(\.rule) == ["placeholder-drift"])
        let yaml = try fixture.text("Sources/TaskBoard/TaskCardViewModel.yml")
        #expect(yaml.contains("done: \"no\""), "\(yaml)")
        let findings = try workspace.check(CheckRequest(files: ["Sources/TaskBoard/TaskCardViewModel.yml"]))
        #expect(!findings.diagnostics.contains { $0.rule == "yaml11-scalar" })
        #expect(findings.diagnostics.contains { $0.rule == "needs-review" })
    }
}
