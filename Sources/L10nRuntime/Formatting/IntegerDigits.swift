import Foundation

/// A locale's way of writing integers (digit glyphs, grouping separator and sizes, minimum
/// grouping, negative sign), learned once from Foundation's formatter and then applied
/// without calling ICU: formatting an integer is the hottest path of the encoder.
///
/// Learned only when the fast output matches Foundation's on a set of probe values; for a
/// locale it cannot reproduce, `learn` returns `nil` and the caller uses Foundation.
struct IntegerDigits: Sendable {
    let digits: [[UInt8]]
    let separator: [UInt8]
    let primaryGroup: Int
    let secondaryGroup: Int
    /// CLDR minimumGroupingDigits: Spanish writes `1234` but `12 345`.
    let minimumGrouping: Int
    let grouping: Bool
    let negativePrefix: [UInt8]
    let negativeSuffix: [UInt8]

    static func learn(style: IntegerFormatStyle<Int>, grouping: Bool) -> IntegerDigits? {
        let plain = Array(style.grouping(.never).format(1_234_567_890))
        guard plain.count == 10 else { return nil }
        let digits = (0..<10).map { Array(String(plain[($0 + 9) % 10]).utf8) }
        let digitSet = Set(plain)
        var separator: [UInt8] = []
        var primary = 3
        var secondary = 3
        var minimumGrouping = 1
        if grouping {
            let grouped = style.format(1_234_567_890)
            var groups: [Int] = []
            var current = 0
            var separators = Set<String>()
            var pendingSeparator = ""
            for character in grouped {
                if digitSet.contains(character) {
                    if !pendingSeparator.isEmpty {
                        separators.insert(pendingSeparator)
                        groups.append(current)
                        current = 0
                        pendingSeparator = ""
                    }
                    current += 1
                } else {
                    pendingSeparator.append(character)
                }
            }
            groups.append(current)
            guard separators.count == 1, groups.count >= 3 else { return nil }
            separator = Array(separators.first!.utf8)
            primary = groups[groups.count - 1]
            secondary = groups[groups.count - 2]
            minimumGrouping = style.format(1000) == style.grouping(.never).format(1000) ? 2 : 1
        }
        let negative = Array(style.format(-1))
        guard let one = negative.firstIndex(of: plain[0]) else { return nil }
        let candidate = IntegerDigits(
            digits: digits, separator: separator, primaryGroup: primary, secondaryGroup: secondary,
            minimumGrouping: minimumGrouping, grouping: grouping,
            negativePrefix: Array(String(negative[..<one]).utf8),
            negativeSuffix: Array(String(negative[(one + 1)...]).utf8))
        let probes = [
            0, 7, 42, 999, 1000, 1234, 9999, 10_000, 12_345, 123_456, 1_234_567, 12_345_678, -1, -1234,
            -98_765,
            -987_654_321, Int.max, Int.min,
        ]
        for probe in probes {
            var bytes: [UInt8] = []
            candidate.append(probe, to: &bytes)
            guard String(decoding: bytes, as: UTF8.self) == style.format(probe) else { return nil }
        }
        return candidate
    }

    func append(_ value: Int, to output: inout [UInt8]) {
        if value < 0 { output.append(contentsOf: negativePrefix) }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { decimal in
            var magnitude = value.magnitude
            var count = 0
            repeat {
                decimal[count] = UInt8(magnitude % 10)
                magnitude /= 10
                count += 1
            } while magnitude > 0
            let grouped = grouping && count >= primaryGroup + minimumGrouping
            for position in stride(from: count - 1, through: 0, by: -1) {
                output.append(contentsOf: digits[Int(decimal[position])])
                guard grouped, position > 0 else { continue }
                if position == primaryGroup
                    || (position > primaryGroup && (position - primaryGroup) % secondaryGroup == 0)
                {
                    output.append(contentsOf: separator)
                }
            }
        }
        if value < 0 { output.append(contentsOf: negativeSuffix) }
    }
}
