import Foundation
import L10nChecker
import L10nEditing
import L10nRuntime

extension InputOptions {
    /// `l10nc.lock` beside the configuration file (`--config`, else `./l10nc.yml`).
    var lockPath: String {
        let directory = ((config ?? ProjectConfiguration.defaultFileName) as NSString)
            .deletingLastPathComponent
        return directory.isEmpty
            ? TranslationLock.fileName
            : (directory as NSString).appendingPathComponent(TranslationLock.fileName)
    }

    /// The lock file, if there is one; an invalid one ends the process with status 2.
    func readLock(defaultLocale: LocaleIdentifier) -> TranslationLock? {
        let lock: TranslationLock?
        do {
            lock = try TranslationLock.read(path: lockPath)
        } catch {
            InputError(error.description).exit()
        }
        if let lock, lock.defaultLocale != defaultLocale {
            InputError(
                "\(lockPath) records translations of '\(lock.defaultLocale)' text, but the default locale is "
                    + "'\(defaultLocale)'; delete it and run `l10nc lock`"
            ).exit()
        }
        return lock
    }
}
