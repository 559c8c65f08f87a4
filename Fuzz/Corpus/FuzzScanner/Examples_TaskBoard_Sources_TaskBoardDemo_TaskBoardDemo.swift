import Foundation
import L10nRuntime
import TaskBoard

/// `taskboard-demo dashboard <locale>` prints the dashboard localized for a locale as JSON;
/// `taskboard-demo keys` prints every key the example's view models look up, one a line.
@main
struct TaskBoardDemo {
    @MainActor
    static func main() async {
        let arguments = Array(CommandLine.arguments.dropFirst())
        do {
            switch (arguments.first, arguments.count) {
            case ("keys", 1):
                for key in try await RuntimeKeyProbe().keys() { print(key) }
            case ("dashboard", 2):
                guard let locale = LocaleIdentifier(arguments[1]) else {
                    fail("'\(arguments[1])' is not a BCP 47 locale identifier", status: 2)
                }
                let encoder = LocalizingEncoder(table: try TaskBoardLocalization.open())
                let json = try encoder.encode(SampleViewModels.dashboard(), locale: locale)
                print(String(decoding: json, as: UTF8.self))
            default:
                fail("usage: taskboard-demo dashboard <locale> | taskboard-demo keys", status: 2)
            }
        } catch {
            fail("\(error)", status: 1)
        }
    }

    private static func fail(_ message: String, status: Int32) -> Never {
        FileHandle.standardError.write(Data("taskboard-demo: \(message)\n".utf8))
        exit(status)
    }
}
