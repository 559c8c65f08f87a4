import Foundation

/// Paths of the fixture files, relative to the current directory when possible, so that
/// locations in expectations stay short and exact.
enum FixturePaths {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Fixtures"
    ).path

    static func path(_ relative: String) -> String { root + "/" + relative }
}
