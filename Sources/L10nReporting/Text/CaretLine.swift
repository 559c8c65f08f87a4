/// The line under a source line that points at a column with `^`.
enum CaretLine {
    /// Padding that spans the first `column - 1` Unicode scalars of `source` as a terminal
    /// draws them, then `^`.
    ///
    /// Tabs are copied, so the caret lines up whatever the tab width; combining marks and
    /// other zero-width scalars take no cell; East Asian wide characters and emoji take two.
    /// A column past the end of the line puts the caret just after the last character.
    static func pointing(atColumn column: Int, of source: String) -> String {
        // ASCII takes one cell a character (a tab is copied): no scalar properties to look up.
        let prefix = source.utf8.prefix(max(0, column - 1))
        if prefix.count == column - 1, prefix.allSatisfy({ $0 < 0x80 }) {
            return String(decoding: prefix.map { $0 == 0x09 ? 0x09 : 0x20 }, as: UTF8.self) + "^"
        }
        var padding = ""
        var remaining = column - 1
        for scalar in source.unicodeScalars {
            guard remaining > 0 else { break }
            remaining -= 1
            if scalar == "\t" {
                padding += "\t"
            } else {
                padding += String(repeating: " ", count: cellWidth(of: scalar))
            }
        }
        return padding + "^"
    }

    static func cellWidth(of scalar: Unicode.Scalar) -> Int {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        return isWide(scalar) ? 2 : 1
    }

    /// The East Asian Wide and Fullwidth blocks and the emoji blocks (Unicode's
    /// EastAsianWidth.txt, main ranges): the standard library does not expose the property.
    private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
            true
        default:
            false
        }
    }
}
