import Foundation
import L10nAgent
import Testing

/// `l10n_gaps`: the units of a locale in stable pages.
@Suite struct AgentGapsTests {
    @Test func pagesThroughEveryMissingUnitOnceAndAgainTheSame() throws {
        let fixture = try AgentFixture(removing: ["de"])
        defer { fixture.remove() }
        var workspace = fixture.workspace()
        var keys: [String] = []
        var cursor: String?
        var pages: [GapsPage] = []
        repeat {
            let page = try workspace.gaps(GapsRequest(locale: "de", limit: 3, cursor: cursor))
            pages.append(page)
            keys += page.units.map(\.key)
            cursor = page.nextCursor
        } while cursor != nil
        #expect(keys.count == 20)
        #expect(keys == keys.sorted())
        #expect(Set(keys).count == keys.count)
        #expect(pages.allSatisfy { $0.units.allSatisfy { $0.state == .missing && $0.target == nil } })
        // The same request gives the same page while the project does not change.
        let again = try workspace.gaps(GapsRequest(locale: "de", limit: 3, cursor: pages[0].nextCursor))
        #expect(again == pages[1])
        // Other locales have nothing missing.
        #expect(try workspace.gaps(GapsRequest(locale: "ru")).units.isEmpty)
    }

    @Test func aUnitCarriesWhatATranslatorNeeds() throws {
        let fixture = try AgentFixture(removing: ["ru"])
        defer { fixture.remove() }
        var workspace = fixture.workspace()
        let units = try workspace.gaps(GapsRequest(locale: "ru", limit: 100)).units
        let welcome = try #require(units.first { $0.key == "DashboardViewModel.welcome" })
        #expect(welcome.pluralCategories == ["one", "few", "many", "other"])
        #expect(
            welcome.source
                == .plural([
                    .one: "Welcome back, %{name}! You have %{count} open task.",
                    .other: "Welcome back, %{name}! You have %{count} open tasks.",
                ]))
        #expect(welcome.placeholders.map(\.name) == ["count", "name"])
        #expect(welcome.placeholders.first { $0.name == "count" }?.type != nil)
        #expect(welcome.base == "none")
        let title = try #require(units.first { $0.key == "DashboardViewModel.title" })
        #expect(title.notes.maxLength == 24)
        #expect(title.notes.usedBy.map(\.location) == ["Sources/TaskBoard/DashboardViewModel.swift:6"])
        let tabs = try #require(units.first { $0.key == "DashboardViewModel.tabs" })
        #expect(tabs.source == .list(["Overview", "Activity", "Settings"]))
    }

    @Test func theDefaultLocaleAndAForeignCursorAreRefusedWithWhy() throws {
        let fixture = try AgentFixture(removing: ["de"])
        defer { fixture.remove() }
        var workspace = fixture.workspace()
        #expect {
            try workspace.gaps(GapsRequest(locale: "en"))
        } throws: { error in
            (error as? AgentError)?.description.contains("'en' is the default locale") == true
        }
        let page = try workspace.gaps(GapsRequest(locale: "de", limit: 2))
        #expect {
            try workspace.gaps(GapsRequest(locale: "ru", limit: 2, cursor: page.nextCursor))
        } throws: { error in
            (error as? AgentError)?.description.contains("continues the units of 'de'") == true
        }
        #expect(throws: AgentError.self) { try workspace.gaps(GapsRequest(locale: "de", limit: 0)) }
    }
}
