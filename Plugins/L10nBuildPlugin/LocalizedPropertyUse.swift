import Foundation

/// The first place in a target's Swift files that reads localized text: a property wrapper that
/// needs a key (`@LocalizedString`, `@LocalizedStrings`, `@LocalizedSubs`,
/// `@LocalizedCompoundString`) or a `.localized(for:` lookup.
///
/// A textual search, not a parse: the plugin cannot link swift-syntax, and it only decides
/// whether a target that gets no table looks like one that needs it. A marker in a comment or a
/// string counts too; the worst that does is a warning the user can read and dismiss.
struct LocalizedPropertyUse: Equatable {
    var file: URL
    /// 1-based.
    var line: Int
    /// The text found: `@LocalizedString`, `.localized(for:`, …
    var marker: String

    static let markers = [
        "@LocalizedString", "@LocalizedSubs", "@LocalizedCompoundString", ".localized(for:",
    ]

    /// The first use in `files` (in their order), or `nil` when none reads localized text.
    static func first(in files: [URL]) -> LocalizedPropertyUse? {
        for file in files {
            guard let text = try? String(contentsOf: file, encoding: .utf8),
                markers.contains(where: { text.contains($0) })
            else { continue }
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                if let marker = markers.first(where: { line.contains($0) }) {
                    return LocalizedPropertyUse(file: file, line: index + 1, marker: marker)
                }
            }
        }
        return nil
    }
}
