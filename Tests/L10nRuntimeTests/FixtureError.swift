/// A fixture file that does not have the expected shape; regenerate it with
/// `python3 Locales/generate_locale_data.py`.
struct FixtureError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
