/// The order Xcode writes the keys of a String Catalog's JSON objects in, so a catalog l10nc
/// writes and one Xcode saves list keys alike and a catalog kept in git shows no reordering.
///
/// Xcode sorts as `localizedStandardCompare` (ICU's root collation, numbers by value), which the
/// keys of sample catalogs confirm (`"(%@)"`, `"[+2]"`, `"%@"`, `"+2"`, `"|"`, `"0.00"`, `"2x2"`,
/// then letters; `"Comment"` before `"COMMENT"` before `"Comment something…"`). This comparator
/// reproduces it for ASCII, which is what l10nc keys, locale identifiers and the format's own
/// keys are made of: white space, then punctuation and symbols in the root collation's order,
/// then digit runs by value, then letters ignoring case; ties broken by case (lowercase first),
/// then by code point. Other characters sort after ASCII letters, by code point: a catalog of
/// such keys is still written in one stable order, which may differ from Xcode's.
public enum XcodeKeyOrder {
    /// Whether `a` sorts before `b`.
    public static func areInIncreasingOrder(_ a: String, _ b: String) -> Bool {
        compare(a, b) < 0
    }

    /// The ASCII punctuation and symbols in CLDR root collation order.
    private static let punctuation = Array("_-,;:!?.'\"()[]{}@*/\\&#%`^+<=>|~$".unicodeScalars)

    private enum Element: Equatable {
        case space(UInt32)
        case symbol(Int)
        case number(digits: Substring)
        case letter(UInt32)
        case other(UInt32)

        var group: Int {
            switch self {
            case .space: 0
            case .symbol: 1
            case .number: 2
            case .letter: 3
            case .other: 4
            }
        }
    }

    private static func elements(_ text: String) -> [Element] {
        var result: [Element] = []
        var index = text.unicodeScalars.startIndex
        let scalars = text.unicodeScalars
        while index < scalars.endIndex {
            let scalar = scalars[index]
            if ("0"..."9").contains(scalar) {
                var end = index
                while end < scalars.endIndex, ("0"..."9").contains(scalars[end]) {
                    end = scalars.index(after: end)
                }
                result.append(.number(digits: Substring(scalars[index..<end])))
                index = end
                continue
            }
            if scalar.properties.isWhitespace, scalar.isASCII {
                result.append(.space(scalar.value))
            } else if let rank = punctuation.firstIndex(of: scalar) {
                result.append(.symbol(rank))
            } else if scalar.isASCII, scalar.properties.isAlphabetic {
                result.append(.letter(scalar.properties.lowercaseMapping.unicodeScalars.first!.value))
            } else if scalar.isASCII {
                result.append(.symbol(punctuation.count + Int(scalar.value)))
            } else {
                result.append(.other(scalar.value))
            }
            index = scalars.index(after: index)
        }
        return result
    }

    private static func compare(_ a: String, _ b: String) -> Int {
        let left = elements(a)
        let right = elements(b)
        for (x, y) in zip(left, right) where x != y {
            if x.group != y.group { return x.group < y.group ? -1 : 1 }
            switch (x, y) {
            case (.space(let p), .space(let q)), (.letter(let p), .letter(let q)),
                (.other(let p), .other(let q)):
                return p < q ? -1 : 1
            case (.symbol(let p), .symbol(let q)):
                return p < q ? -1 : 1
            case (.number(let p), .number(let q)):
                let trimmedP = p.drop { $0 == "0" }
                let trimmedQ = q.drop { $0 == "0" }
                if trimmedP.count != trimmedQ.count { return trimmedP.count < trimmedQ.count ? -1 : 1 }
                if trimmedP != trimmedQ { return trimmedP < trimmedQ ? -1 : 1 }
                return p.count < q.count ? -1 : 1
            default:
                return 0
            }
        }
        if left.count != right.count { return left.count < right.count ? -1 : 1 }
        // Equal but for case: lowercase first, at the first difference.
        for (x, y) in zip(a.unicodeScalars, b.unicodeScalars) where x != y {
            let xLower = x.properties.isLowercase
            let yLower = y.properties.isLowercase
            if xLower != yLower { return xLower ? -1 : 1 }
            return x.value < y.value ? -1 : 1
        }
        return a.unicodeScalars.count == b.unicodeScalars.count
            ? 0 : (a.unicodeScalars.count < b.unicodeScalars.count ? -1 : 1)
    }
}
