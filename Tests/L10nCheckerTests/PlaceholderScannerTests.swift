import Testing

@testable import L10nChecker

/// `PlaceholderScanner` works on UTF-8 bytes; these tests hold it to the scalar-by-scalar scan
/// it replaced (kept below as the reference), on seeded random texts.
@Suite struct PlaceholderScannerTests {
    @Test func matchesTheScalarScanOnRandomTexts() {
        let alphabet: [String] = ["%", "%", "{", "}", "a", "Z", "_", " ", "é", "日", "😀", "\r\n"]
        var state: UInt64 = 15
        func next() -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int(truncatingIfNeeded: (z ^ (z >> 31)) >> 1)
        }
        for _ in 0..<20_000 {
            let text = (0..<(next() % 14)).map { _ in alphabet[next() % alphabet.count] }.joined()
            #expect(PlaceholderScanner.occurrences(in: text) == reference(text), "\(text.debugDescription)")
        }
        #expect(
            PlaceholderScanner.occurrences(in: "é %{a} 😀%{b}") == [
                .init(name: "a", offset: 2), .init(name: "b", offset: 8),
            ])
    }

    private func reference(_ text: String) -> [PlaceholderScanner.Occurrence] {
        let scalars = Array(text.unicodeScalars)
        var result: [PlaceholderScanner.Occurrence] = []
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "%", index + 1 < scalars.count else {
                index += 1
                continue
            }
            if scalars[index + 1] == "%" {
                index += 2
            } else if scalars[index + 1] == "{" {
                var end = index + 2
                while end < scalars.count, scalars[end] != "}" { end += 1 }
                guard end < scalars.count else { return result }
                let name = String(String.UnicodeScalarView(scalars[(index + 2)..<end]))
                if !name.isEmpty { result.append(.init(name: name, offset: index)) }
                index = end + 1
            } else {
                index += 1
            }
        }
        return result
    }
}
