import L10nTestSupport
import Testing

@testable import L10nScanner

/// `LinkedFiles.component` against the definition, written out plainly here: every name
/// indexed first, then followed from the changed and removed files. The files' names are drawn
/// at random from a few names (so that most changes reach a handful of names and some reach
/// many, past `LinkedFiles.namesLookedUpOneByOne`, where the names are indexed instead).
@Suite struct LinkedFilesTests {
    /// The component as it was defined when the names were sets, every name indexed first.
    static func reference(
        changed: [String], removed: [String], among paths: [String],
        now: (String) -> LinkedFiles.Names?, before: (String) -> LinkedFiles.Names?
    ) -> Set<String> {
        let names = paths.map(now)
        var linking = Set<String>()
        for fileNames in names { linking.formUnion(fileNames?.linkNames ?? []) }
        for path in changed + removed { linking.formUnion(before(path)?.linkNames ?? []) }
        var filesByName: [String: [String]] = [:]
        for (path, fileNames) in zip(paths, names) {
            guard let fileNames else { continue }
            for name in fileNames.linkNames where linking.contains(name) {
                filesByName[name, default: []].append(path)
            }
            for name in fileNames.inheritedNames
            where linking.contains(name) && !fileNames.linkNames.contains(name) {
                filesByName[name, default: []].append(path)
            }
        }
        func all(_ names: LinkedFiles.Names?) -> Set<String> {
            Set((names?.linkNames ?? []) + (names?.inheritedNames ?? []))
        }
        var pending: [String] = []
        var seen = Set<String>()
        var component = Set(changed)
        for path in changed + removed {
            for name in all(now(path)).union(all(before(path)))
            where linking.contains(name) && seen.insert(name).inserted {
                pending.append(name)
            }
        }
        while let name = pending.popLast() {
            for path in filesByName[name] ?? [] where component.insert(path).inserted {
                for linked in all(now(path)) where linking.contains(linked) && seen.insert(linked).inserted {
                    pending.append(linked)
                }
            }
        }
        return component
    }

    @Test(arguments: [(files: 40, names: 400), (files: 60, names: 30), (files: 200, names: 300)])
    func sameAsTheDefinition(files: Int, names: Int) {
        var random = SeededRandom(seed: UInt64(files * 1_000 + names))
        var reachedMany = 0
        var reachedFew = 0
        for round in 0..<200 {
            func someNames(_ count: Int) -> [String] {
                Array(Set((0..<random.next(below: count + 1)).map { _ in "T\(random.next(below: names))" }))
            }
            let paths = (0..<files).map { "File\($0).swift" }
            var current: [String: LinkedFiles.Names] = [:]
            for path in paths where random.next(below: 10) > 0 {
                current[path] = LinkedFiles.Names(linkNames: someNames(3), inheritedNames: someNames(2))
            }
            let changed = Array(
                Set((0..<random.next(below: 4)).map { _ in paths[random.next(below: files)] }))
            let removed = (0..<random.next(below: 3)).map { "Gone\(round)-\($0).swift" }
            var previous: [String: LinkedFiles.Names] = [:]
            for path in changed + removed where random.next(below: 4) > 0 {
                previous[path] = LinkedFiles.Names(linkNames: someNames(3), inheritedNames: someNames(2))
            }
            let component = LinkedFiles.component(
                changed: changed, removed: removed, among: paths, now: { current[$0] },
                before: { previous[$0] })
            let expected = Self.reference(
                changed: changed, removed: removed, among: paths, now: { current[$0] },
                before: { previous[$0] })
            #expect(component == expected, "round \(round)")
            let reached = Set(
                component.flatMap { current[$0].map { $0.linkNames + $0.inheritedNames } ?? [] })
            if reached.count > LinkedFiles.namesLookedUpOneByOne { reachedMany += 1 } else { reachedFew += 1 }
        }
        // Both ways of looking names up are exercised by the rounds of each argument.
        #expect(reachedMany > 0 && reachedFew > 0, "many \(reachedMany), few \(reachedFew)")
    }
}
