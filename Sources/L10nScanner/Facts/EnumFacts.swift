import L10nCore

/// The cases of an enum, and whether its raw values are strings.
struct EnumFacts: Hashable, Sendable, Codable {
    /// A case and the raw value it declares.
    struct Case: Hashable, Sendable, Codable {
        enum RawValue: Hashable, Sendable, Codable {
            /// No `= …`: a `String` enum's raw value is the case name.
            case implicit
            case string(String)
            /// A raw value that is not a plain string literal.
            case other
        }

        var name: String
        var rawValue: RawValue
        var location: SourceLocation
    }

    var hasStringRawType = false
    var cases: [Case] = []

    mutating func merge(_ other: EnumFacts) {
        hasStringRawType = hasStringRawType || other.hasStringRawType
        cases += other.cases
    }
}
