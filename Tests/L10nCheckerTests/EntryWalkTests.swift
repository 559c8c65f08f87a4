import Testing

@testable import L10nChecker

/// `EntryWalk` decides orphans on key bytes; these tests hold that to the string rule it
/// replaced (`isHighestOrphan` on strings), on seeded random ASCII keys and needed sets, dotted
/// and empty components included.
@Suite struct EntryWalkTests {
    @Test func orphansOnBytesMatchOrphansOnStrings() {
        let components = ["T", "U", "a", "b", "one", "other", "", "x.y"]
        var state: UInt64 = 15
        func next() -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int(truncatingIfNeeded: (z ^ (z >> 31)) >> 1)
        }
        func randomKey() -> String {
            (0...(next() % 4)).map { _ in components[next() % components.count] }.joined(separator: ".")
        }
        var compared = 0
        var orphans = 0
        for _ in 0..<300 {
            let needed = Set((0..<(1 + next() % 6)).map { _ in randomKey() })
            var prefixes = Set<String>()
            for key in needed {
                var prefix = ""
                for component in key.split(separator: ".", omittingEmptySubsequences: false).dropLast() {
                    prefix = prefix.isEmpty ? String(component) : prefix + "." + component
                    prefixes.insert(prefix)
                }
            }
            let shared = EntryWalk.Shared(
                needs: .orphans, neededKeys: needed, neededPrefixes: prefixes,
                neededKeyBytes: ByteKeySet(needed), neededPrefixBytes: ByteKeySet(prefixes), fileTypes: [])
            for _ in 0..<40 {
                var key = randomKey()
                let onStrings = EntryWalk.isHighestOrphan(key, shared)
                let onBytes = key.withUTF8 { EntryWalk.isHighestOrphan($0, shared) }
                #expect(onBytes == onStrings, "key \(key.debugDescription), needed \(needed.sorted())")
                compared += 1
                if onStrings { orphans += 1 }
            }
        }
        #expect(compared == 12_000)
        // Both answers occur, so the comparison means something.
        #expect(orphans > 1_000 && orphans < 11_000, "\(orphans) orphans")
    }

    @Test func byteKeySetsSayWhenTheyAreExact() {
        #expect(ByteKeySet(["T.a", "U"]).isASCII)
        #expect(!ByteKeySet(["T.é"]).isASCII)
        var key = "T.a"
        #expect(key.withUTF8 { ByteKeySet(["T.a", "U"]).contains($0) })
        key = "T.b"
        #expect(!key.withUTF8 { ByteKeySet(["T.a", "U"]).contains($0) })
        key = ""
        #expect(key.withUTF8 { ByteKeySet([""]).contains($0) })
    }
}
