import Foundation
import L10nChecker
import L10nEditing

/// Where a project's `l10nc.lock` is, and reading it.
///
/// A lock records one project's translations and belongs to that project's configuration:
/// `l10nc.lock` beside the configuration file, `l10nc.<name>.lock` for a project of its
/// `projects:` list. Without a configuration file there is no lock, never one found in the
/// directory a command happens to run in.
public enum ProjectLock {
    /// The lock's path for `project` of the configuration at `configurationPath`; `nil`
    /// without a configuration file.
    public static func path(configurationPath: String?, project: ProjectConfiguration) -> String? {
        guard let configurationPath else { return nil }
        let directory = (configurationPath as NSString).deletingLastPathComponent
        let name = project.name.map { "l10nc.\($0).lock" } ?? TranslationLock.fileName
        return directory.isEmpty ? name : (directory as NSString).appendingPathComponent(name)
    }

    /// The lock at `path`, if there is one, checked against the project's default locale.
    public static func read(path: String?, project: ProjectConfiguration) throws(ProjectLoadError)
        -> TranslationLock?
    {
        guard let path else { return nil }
        let expected = project.checkConfiguration.defaultLocale
        let lock: TranslationLock?
        do {
            lock = try TranslationLock.read(path: path)
        } catch {
            throw .lock(error)
        }
        if let lock, lock.defaultLocale != expected {
            throw .lockOfAnotherLocale(path: path, recorded: lock.defaultLocale, expected: expected)
        }
        return lock
    }
}
