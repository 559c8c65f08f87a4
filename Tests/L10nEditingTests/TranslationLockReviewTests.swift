import Foundation
import L10nCore
import L10nEditing
import L10nRuntime
import Testing

/// An agent's texts (`l10n_submit`) in `l10nc.lock`: to review until accepted or replaced.
@Suite struct TranslationLockReviewTests {
    typealias Base = TranslationLockTests

    @Test func submissionsAreRecordedAsMadeFromTodaysSourceAndToReview() throws {
        var lock = TranslationLock(defaultLocale: Base.en)
        lock.recordPlaceholder("Tasks", key: "T.title", locale: Base.fr)
        lock.recordSubmission("Tâches", key: "T.title", locale: Base.fr, sourceText: "Tasks")
        #expect(lock.needsTranslation.isEmpty, "the agent's text replaced the copy fix wrote")
        #expect(lock.translations["T.title"]?[Base.fr] == ContentFingerprint(text: "Tasks"))
        #expect(lock.sources[ContentFingerprint(text: "Tasks")] == "Tasks")

        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "l10nc-lock-review-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("l10nc.lock").path
        try lock.text.write(toFile: path, atomically: false, encoding: .utf8)
        #expect(
            lock.text.contains("needsReview:\n  T.title:\n    fr: \(ContentFingerprint(text: "Tâches"))\n"))
        let read = try #require(try TranslationLock.read(path: path))
        #expect(read == lock)

        let inventory = Base.inventory(Base.original)
        let findings = read.reviewTexts(in: inventory.catalog) { _ in .warning }
        #expect(findings.map(\.rule) == [.needsReview])
        #expect(findings.first?.location.line == 16)
        #expect(findings.first?.message.contains("`l10nc fix --accept T.title --locale fr`") == true)
        #expect(read.isUnderReview("T.title", in: Base.fr, catalog: inventory.catalog))
        #expect(!read.isUnderReview("T.title", in: Base.de, catalog: inventory.catalog))
    }

    @Test func acceptingClearsTheReviewAndCountsOnce() {
        var lock = TranslationLock(defaultLocale: Base.en)
        let inventory = Base.inventory(Base.original)
        lock.recordSubmission("Tâches", key: "T.title", locale: Base.fr, sourceText: "Tasks")
        lock.recordSubmission("Aufgaben", key: "T.title", locale: Base.de, sourceText: "Tasks")
        // Only French: German stays to review.
        #expect(lock.accept(from: inventory, keys: ["T.title"], locales: [Base.fr]) == 1)
        #expect(lock.needsReview["T.title"]?.keys.sorted() == [Base.de])
        #expect(lock.accept(from: inventory, keys: [], locales: []) >= 1)
        #expect(lock.needsReview.isEmpty)
        #expect(!lock.text.contains("needsReview"), "a lock with nothing to review reads as before")
    }

    @Test func anotherTextEndsTheReviewAndARenameCarriesIt() {
        var lock = TranslationLock(defaultLocale: Base.en)
        lock.recordSubmission("Des tâches", key: "T.title", locale: Base.fr, sourceText: "Tasks")
        let inventory = Base.inventory(Base.original)
        // The file holds "Tâches": a person replaced the agent's text.
        #expect(lock.reviewTexts(in: inventory.catalog) { _ in .warning }.isEmpty)
        var renamed = lock
        renamed.renameKey("T.title", to: "T.heading", locales: [Base.fr])
        #expect(renamed.needsReview["T.heading"]?[Base.fr] == ContentFingerprint(text: "Des tâches"))
        #expect(renamed.needsReview["T.title"] == nil)
        lock.recordNew(from: inventory)
        #expect(lock.needsReview.isEmpty, "the next `l10nc lock` forgets the replaced text")
    }
}
