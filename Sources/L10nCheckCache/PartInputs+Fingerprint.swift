import L10nCore
import L10nProject

extension PartInputs where Version == ContentDigest, Items == ContentDigest? {
    /// The digest the check cache keeps the part's findings under: its inputs (files and items
    /// named by digests) and `projectWide`, what every part depends on besides them (the tool,
    /// the settings).
    func fingerprint(projectWide: ContentDigest) -> ContentDigest {
        var fingerprint = ContentDigest.Builder()
        fingerprint.add(projectWide)
        fingerprint.add(files.count)
        fingerprint.add(namespaces.count)
        fingerprint.add(heldBack.count)
        for (position, path) in files.enumerated() {
            fingerprint.add(path)
            fingerprint.add(versions[position])
            fingerprint.add(namesKnownType[position])
        }
        for (position, namespace) in namespaces.enumerated() {
            fingerprint.add(namespace)
            fingerprint.add(items[position] != nil)
            if let digest = items[position] { fingerprint.add(digest) }
        }
        for scope in heldBack {
            fingerprint.add(
                "\(scope.namespace ?? "") \(scope.namespace == nil) \(scope.cause) \(scope.location)")
        }
        fingerprint.add(requiredLocales.count)
        for locale in requiredLocales { fingerprint.add(locale.tag) }
        fingerprint.add(lock != nil)
        if let lock { fingerprint.add(lock) }
        return fingerprint.finish()
    }
}
