/// The example could not be copied or edited as a test needs.
struct CopyError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
