/// A value to write into a resource file: text, a list of texts, or a mapping (a plural
/// mapping, or a namespace moved with its content).
public indirect enum EditValue: Sendable, Hashable {
    case string(String)
    case strings([String])
    case mapping([(key: String, value: EditValue)])

    public static func == (lhs: EditValue, rhs: EditValue) -> Bool {
        switch (lhs, rhs) {
        case (.string(let a), .string(let b)): a == b
        case (.strings(let a), .strings(let b)): a == b
        case (.mapping(let a), .mapping(let b)):
            a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: false
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch self {
        case .string(let text):
            hasher.combine(0)
            hasher.combine(text)
        case .strings(let texts):
            hasher.combine(1)
            hasher.combine(texts)
        case .mapping(let pairs):
            hasher.combine(2)
            for pair in pairs {
                hasher.combine(pair.key)
                hasher.combine(pair.value)
            }
        }
    }
}
