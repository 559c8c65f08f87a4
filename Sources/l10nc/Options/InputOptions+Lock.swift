import Foundation
import L10nChecker
import L10nEditing
import L10nRuntime

extension InputOptions {
    /// The lock of `project`: `l10nc.lock` beside the configuration file (`--config`, else
    /// `./l10nc.yml`), `l10nc.<name>.lock` for a project of its `projects:` list. `nil` when no
    /// configuration file is read: a lock records one project's translations and belongs to
    /// that project's configuration, never to the directory a command happens to run in.
    func lockPath(for project: ProjectConfiguration) -> String? {
        guard let configurationPath else { return nil }
        let directory = (configurationPath as NSString).deletingLastPathComponent
        let name = project.name.map { "l10nc.\($0).lock" } ?? TranslationLock.fileName
        return directory.isEmpty ? name : (directory as NSString).appendingPathComponent(name)
    }

    /// The lock file of `project`, if there is one; an invalid one ends the process with
    /// status 2.
    func readLock(for project: ProjectConfiguration) -> TranslationLock? {
        guard let path = lockPath(for: project) else { return nil }
        let defaultLocale = project.checkConfiguration.defaultLocale
        let lock: TranslationLock?
        do {
            lock = try TranslationLock.read(path: path)
        } catch {
            InputError(error.description).exit()
        }
        if let lock, lock.defaultLocale != defaultLocale {
            InputError(
                "\(path) records translations of '\(lock.defaultLocale)' text, but the default locale is "
                    + "'\(defaultLocale)'; delete it and run `l10nc lock`"
            ).exit()
        }
        return lock
    }

    /// Where a command that records translations writes the lock of `project`; without a
    /// configuration file there is none to write it beside, and the command stops.
    func writableLockPath(for project: ProjectConfiguration, command: String) -> String {
        guard let path = lockPath(for: project) else {
            InputError(
                "\(command) records translations in l10nc.lock, which belongs beside the project's l10nc.yml; "
                    + "run `l10nc init` to write one, or pass --config FILE"
            ).exit()
        }
        return path
    }
}
