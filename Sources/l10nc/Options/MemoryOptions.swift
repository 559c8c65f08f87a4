import Foundation
import L10nEditing
import L10nExchange
import L10nMemory
import L10nProject

/// The translation memory a command uses: `ProjectMemory` over the project, with the files
/// given on the command line (resolved against the working directory) or, without any, those
/// of `memory:` in `l10nc.yml`.
enum MemoryOptions {
    /// The memory; what the files could not give is said on standard error. A file that cannot
    /// be read, or does not parse, stops the command (status 2): its translations were asked for.
    static func build(snapshot: ProjectSnapshot, lock: TranslationLock?, files: [String]) throws(InputError)
        -> TranslationMemory
    {
        let built: (memory: TranslationMemory, findings: [ImportFinding])
        do {
            built = try ProjectMemory.build(
                snapshot: snapshot, lock: lock, files: files.isEmpty ? nil : files)
        } catch {
            throw InputError(error.description)
        }
        try report(built.findings)
        return built.memory
    }

    /// Says on standard error what the memory files could not give; a file that does not parse
    /// stops the command.
    static func report(_ findings: [ImportFinding]) throws(InputError) {
        for finding in findings {
            FileHandle.standardError.write(Data("\(finding)\n".utf8))
        }
        if findings.contains(where: { $0.severity == .error }) {
            throw InputError("a translation memory file cannot be read (above); fix it or leave it out")
        }
    }
}
