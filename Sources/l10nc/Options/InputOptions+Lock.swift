import Foundation
import L10nChecker
import L10nEditing
import L10nProject

extension InputOptions {
    /// The lock of `project` (`ProjectLock.path`): beside the configuration file these options
    /// read; none when the inputs are given as flags only.
    func lockPath(for project: ProjectConfiguration) -> String? {
        ProjectLock.path(configurationPath: configurationPath, project: project)
    }

    /// The lock file of `project`, if there is one.
    ///
    /// - Throws: `InputError` for a lock that cannot be read or is invalid.
    func readLock(for project: ProjectConfiguration) throws(InputError) -> TranslationLock? {
        do {
            return try ProjectLock.read(path: lockPath(for: project), project: project)
        } catch {
            throw InputError(error.description)
        }
    }

    /// Where a command that records translations writes the lock of `project`; without a
    /// configuration file there is none to write it beside, and the command stops.
    func writableLockPath(for project: ProjectConfiguration, command: String) throws(InputError) -> String {
        guard let path = lockPath(for: project) else {
            throw InputError(
                "\(command) records translations in l10nc.lock, which belongs beside the project's l10nc.yml; "
                    + "run `l10nc init` to write one, or pass --config FILE")
        }
        return path
    }
}
