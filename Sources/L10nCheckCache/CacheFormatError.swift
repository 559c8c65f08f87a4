/// Why a cache file was not used.
enum CacheFormatError: Error, Sendable, CustomStringConvertible {
    /// Not a cache file of this format (another program's file, or an older l10nc's).
    case foreign(String)
    /// A cache file that was cut short or changed after it was written.
    case damaged(String)

    var description: String {
        switch self {
        case .foreign(let reason): "it is not an l10nc check cache of this version (\(reason))"
        case .damaged(let reason): "it is damaged (\(reason))"
        }
    }
}
