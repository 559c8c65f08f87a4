/// How a YAML scalar was written in its file.
public enum ScalarStyle: String, Sendable, Hashable, Codable, BitwiseCopyable {
    case plain
    case singleQuoted = "single-quoted"
    case doubleQuoted = "double-quoted"
    case literal
    case folded
}
