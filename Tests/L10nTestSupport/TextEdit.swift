import Foundation

/// A change to one line of a file (or, for a renamed word, to the whole file) of the kind a
/// developer makes while typing in a view model or its YAML. The random-edit tests of the
/// check cache and of the project engine make these and compare the result with a whole
/// check; each adds the changes to files (added, deleted, renamed, reverted) it tests.
public enum TextEdit: CaseIterable, Sendable {
    /// A quoted text gets a placeholder, or loses its first one.
    case placeholderToggled
    /// A word (a key, a property, a type, a text) is renamed everywhere in the file.
    case wordRenamed
    case lineRemoved
    case lineRepeated
    /// An ignore comment at the end of a YAML line.
    case ignoreCommentAdded
    /// A plural category or a wrapper misspelt, a value's type changed.
    case tokenSwapped

    /// The text edit that a random test's number `kind` stands for: 0 to 4 and 8. The other
    /// numbers are each test's own, for changes to whole files (added, deleted, reverted) or
    /// for no change.
    public init?(kind: Int) {
        switch kind {
        case 0: self = .placeholderToggled
        case 1: self = .wordRenamed
        case 2: self = .lineRemoved
        case 3: self = .lineRepeated
        case 4: self = .ignoreCommentAdded
        case 8: self = .tokenSwapped
        default: return nil
        }
    }

    /// The file's bytes after this edit at `line` (an index of `lines`), with what was done;
    /// `nil` where the edit does not apply (an empty file, a line without a word, an ignore
    /// comment outside YAML).
    public func applied(
        to lines: [[UInt8]], line: Int, fileName: String, random: inout SeededRandom
    ) -> (bytes: [UInt8], description: String)? {
        guard !lines.isEmpty else { return nil }
        var lines = lines
        var text = String(decoding: lines[line], as: UTF8.self)
        switch self {
        case .placeholderToggled:
            if let open = text.range(of: "%{"), let close = text[open.upperBound...].firstIndex(of: "}") {
                text.removeSubrange(open.lowerBound...close)
            } else if let quote = text.lastIndex(of: "\"") {
                text.insert(contentsOf: " %{extra}", at: quote)
            } else {
                text += " extra"
            }
        case .wordRenamed:
            let words = text.split { !$0.isLetter }.filter { $0.count > 2 }
            guard let word = words.first.map({ String($0) }) else { return nil }
            let renamed = String(decoding: Array(lines.joined(separator: [10])), as: UTF8.self)
                .replacingOccurrences(of: word, with: word + "X")
            return (Array(renamed.utf8), "renamed \(word) in \(fileName)")
        case .lineRemoved:
            lines.remove(at: line)
            return (Array(lines.joined(separator: [10])), "removed line \(line + 1) of \(fileName)")
        case .lineRepeated:
            lines.insert(lines[line], at: line)
            return (Array(lines.joined(separator: [10])), "repeated line \(line + 1) of \(fileName)")
        case .ignoreCommentAdded:
            guard fileName.hasSuffix(".yml") else { return nil }
            text += " # l10nc:ignore orphan-key placeholder-unknown"
        case .tokenSwapped:
            let swaps = [
                ("other:", "othr:"), ("one:", "few:"), ("LocalizedString", "LocalizedSubs"), ("\"", ""),
                ("- ", "-"), ("true", "yes"),
            ]
            let (from, to) = swaps[random.next(below: swaps.count)]
            text = text.replacingOccurrences(of: from, with: to)
        }
        lines[line] = Array(text.utf8)
        return (Array(lines.joined(separator: [10])), "\(self) at line \(line + 1) of \(fileName)")
    }
}
