/// `--target` named a target the package does not have (or one that is not a source module).
struct UnknownTarget: Error, CustomStringConvertible {
    var name: String
    var known: [String]

    var description: String {
        "no source module target '\(name)' in this package; choose one of: \(known.joined(separator: ", "))"
    }
}
