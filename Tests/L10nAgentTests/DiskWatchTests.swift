import Foundation
import L10nCore
import L10nProject
import Testing

@testable import L10nAgent

/// What a server sees of files others change between two calls, with the folders' change
/// notifications and by looking at every file: the same.
@Suite struct DiskWatchTests {
    /// A folder with a root of resources (`R`), one file in it and one in a subfolder.
    final class Disk {
        let top: String
        init() throws {
            top =
                FileManager.default.temporaryDirectory.appendingPathComponent("DiskWatchTests-\(UUID())").path
            try FileManager.default.createDirectory(atPath: top + "/R/sub", withIntermediateDirectories: true)
            // Folders that hold no watched file: an empty one, and one below it.
            try FileManager.default.createDirectory(
                atPath: top + "/R/empty/deeper", withIntermediateDirectories: true)
            try write("R/a.yml", "a")
            try write("R/sub/b.yml", "b")
            try write("outside.yml", "o")
            try FileManager.default.createSymbolicLink(
                atPath: top + "/R/link.yml", withDestinationPath: top + "/outside.yml")
        }
        deinit { try? FileManager.default.removeItem(atPath: top) }
        func path(_ name: String) -> String { top + "/" + name }
        func write(_ name: String, _ text: String) throws {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path(name)))
        }
    }

    static func changes(_ watch: inout DiskWatch, _ disk: Disk) -> [String] {
        watch.changes().map { String($0.path.dropFirst(disk.top.count + 1)) }
    }

    @Test(arguments: [true, false]) func changesByOthersAreSeenOnceAndOwnWritesNever(notified: Bool) throws {
        let disk = try Disk()
        var watch = DiskWatch(top: disk.top, notified: notified)
        #if os(Linux)
            // Both ways are tested: on Linux the system sends notifications.
            #expect(watch.usesNotifications == notified)
        #endif
        watch.watch(["R/a.yml", "R/sub/b.yml", "R/link.yml"].map(disk.path), roots: [disk.path("R")])
        #expect(Self.changes(&watch, disk) == [])

        try disk.write("R/a.yml", "a, edited")
        #expect(Self.changes(&watch, disk) == ["R/a.yml"])
        #expect(Self.changes(&watch, disk) == [])

        // A new file under the root, a hidden one (a temporary), a file replaced by a rename.
        try disk.write("R/c.yml", "c")
        try disk.write("R/.c.yml.tmp", "t")
        try disk.write("R/sub/.b.new", "b, replaced")
        #expect(rename(disk.path("R/sub/.b.new"), disk.path("R/sub/b.yml")) == 0)
        #expect(Self.changes(&watch, disk) == ["R/c.yml", "R/sub/b.yml"])

        // The target of a symbolic link, in a folder no one watches.
        try disk.write("outside.yml", "o, edited")
        #expect(Self.changes(&watch, disk) == ["R/link.yml"])

        // This process's own writes, settled, are not changes.
        try disk.write("R/a.yml", "a, by the server")
        watch.settle([disk.path("R/a.yml")], roots: [disk.path("R")])
        #expect(Self.changes(&watch, disk) == [])

        // Removed; a folder removed and made again with its file.
        try FileManager.default.removeItem(atPath: disk.path("R/c.yml"))
        #expect(Self.changes(&watch, disk) == ["R/c.yml"])
        try FileManager.default.removeItem(atPath: disk.path("R/sub"))
        #expect(Self.changes(&watch, disk) == ["R/sub/b.yml"])
        try FileManager.default.createDirectory(atPath: disk.path("R/sub"), withIntermediateDirectories: true)
        try disk.write("R/sub/b.yml", "b, back")
        #expect(Self.changes(&watch, disk) == ["R/sub/b.yml"])
        try disk.write("R/sub/b.yml", "b, back and edited")
        #expect(Self.changes(&watch, disk) == ["R/sub/b.yml"])

        // A file added to a folder that held no watched file, at any depth.
        try disk.write("R/empty/n.yml", "n")
        #expect(Self.changes(&watch, disk) == ["R/empty/n.yml"])
        try disk.write("R/empty/deeper/m.yml", "m")
        #expect(Self.changes(&watch, disk) == ["R/empty/deeper/m.yml"])
        // A new folder is one change (the engine lists it again); what is added to it later is
        // seen as any file.
        try FileManager.default.createDirectory(atPath: disk.path("R/new"), withIntermediateDirectories: true)
        try disk.write("R/new/x.yml", "x")
        #expect(Self.changes(&watch, disk) == ["R/new"])
        try disk.write("R/new/y.yml", "y")
        #expect(Self.changes(&watch, disk) == ["R/new/y.yml"])
    }

    /// What the project's `exclude:` leaves out is neither watched nor a change: a file added to
    /// an excluded folder, a folder made in one, a file edited in one (`ExcludedPaths`).
    @Test(arguments: [true, false]) func excludedFoldersAreNotChanges(notified: Bool) throws {
        let disk = try Disk()
        try FileManager.default.createDirectory(
            atPath: disk.path("R/Generated/deep"), withIntermediateDirectories: true)
        try disk.write("R/Generated/g.yml", "g")
        var watch = DiskWatch(top: disk.top, notified: notified)
        watch.watch(
            ["R/a.yml", "R/sub/b.yml", "R/link.yml"].map(disk.path), roots: [disk.path("R")],
            excluded: ExcludedPaths([disk.path("R/Generated")]))
        #expect(Self.changes(&watch, disk) == [])

        try disk.write("R/Generated/g.yml", "g, regenerated")
        try disk.write("R/Generated/new.yml", "n")
        try disk.write("R/Generated/deep/d.yml", "d")
        try FileManager.default.createDirectory(
            atPath: disk.path("R/Generated/newer"), withIntermediateDirectories: true)
        #expect(Self.changes(&watch, disk) == [])

        // Beside it, files are changes as ever; a server's own writes settled there too.
        try disk.write("R/c.yml", "c")
        #expect(Self.changes(&watch, disk) == ["R/c.yml"])
        watch.settle([disk.path("R/c.yml")], roots: [disk.path("R")])
        try disk.write("R/Generated/after.yml", "a")
        #expect(Self.changes(&watch, disk) == [])
    }
}
