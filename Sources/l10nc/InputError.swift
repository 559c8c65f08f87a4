import Foundation

/// Input that stops a command before any check: printed as one line, exit status 2. Thrown to
/// `L10nCommand.main`, which prints it; `exit()` is for the few places that cannot throw.
struct InputError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }

    /// Prints the message and ends the process with status 2.
    func exit() -> Never {
        FileHandle.standardError.write(Data("l10nc: error: \(description)\n".utf8))
        Foundation.exit(2)
    }
}
