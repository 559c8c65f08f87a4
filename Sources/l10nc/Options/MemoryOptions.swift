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
    static func build(snapshot: ProjectSnapshot, lock: TranslationLock?, files: [String], command: String)
        throws
        -> TranslationMemory
    {
        let built: (memory: TranslationMemory, findings: [ImportFinding])
        do {
            built = try ProjectMemory.build(
                snapshot: snapshot, lock: lock, files: files.isEmpty ? nil : files)
        } catch {
            throw InputError(error.description)
        }
        for finding in built.findings {
            FileHandle.standardError.write(Data("\(finding)\n".utf8))
        }
        if built.findings.contains(where: { $0.severity == .error }) {
            throw InputError(
                "\(command): a translation memory file cannot be read (above); fix it or leave it out")
        }
        return built.memory
    }
}
