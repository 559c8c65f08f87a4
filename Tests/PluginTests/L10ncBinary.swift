import Foundation

/// The `l10nc` built next to this test bundle.
enum L10ncBinary {
    static var path: String {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        while !FileManager.default.isExecutableFile(atPath: directory.appendingPathComponent("l10nc").path),
            directory.path != "/"
        {
            directory.deleteLastPathComponent()
        }
        return directory.appendingPathComponent("l10nc").path
    }
}
