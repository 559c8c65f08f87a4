import Foundation
import Testing

@testable import L10nRuntime

@Suite struct MemoTableTests {
    @Test func aValueIsComputedOnceAndSharedByCopies() {
        let table = MemoTable<String, Int>()
        let copy = table
        var computed = 0
        #expect(
            table.value(for: "de") {
                computed += 1; return 1
            } == 1)
        #expect(
            copy.value(for: "de") {
                computed += 1; return 2
            } == 1)
        #expect(computed == 1)
        #expect(copy["de"] == 1 && copy["fr"] == nil)
    }

    @Test func tablesNeverMakeTheirHoldersDifferent() {
        let one = MemoTable<String, Int>()
        let other = MemoTable<String, Int>()
        one["x"] = 1
        #expect(one == other)
        #expect(one.hashValue == other.hashValue)
        // The holder: a locale inheritance that has walked chains equals one that has not.
        let walked = LocaleInheritance.cldr
        _ = walked.chain(for: LocaleIdentifier("es-MX")!)
        #expect(walked == LocaleInheritance(parents: walked.parents))
    }

    @Test func aFullTableForgetsRatherThanGrows() {
        let table = MemoTable<Int, Int>(capacity: 4)
        for key in 0..<4 { table[key] = key }
        #expect((0..<4).allSatisfy { table[$0] == $0 })
        table[4] = 4
        #expect(table[4] == 4)
        #expect((0..<4).allSatisfy { table[$0] == nil })
    }

    @Test func chainsAreTheSameWhenRemembered() {
        let inheritance = LocaleInheritance.cldr
        for tag in ["es-MX", "zh-TW", "iw", "nn", "sr-Latn", "pt-BR", "en-GB", "de"] {
            let locale = LocaleIdentifier(tag)!
            let first = inheritance.chain(for: locale)
            #expect(inheritance.chain(for: locale) == first)
            #expect(LocaleInheritance(parents: inheritance.parents).chain(for: locale) == first)
        }
    }

    @Test func threadsShareOneTable() async {
        let table = MemoTable<Int, Int>()
        await withTaskGroup(of: Void.self) { group in
            for worker in 0..<8 {
                group.addTask {
                    for key in 0..<200 { #expect(table.value(for: key) { key * 2 } == key * 2, "\(worker)") }
                }
            }
        }
    }
}
