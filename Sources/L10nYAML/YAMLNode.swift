import L10nCore

/// A YAML node with the position of everything in it, as read by `YAMLReader`.
///
/// Aliases are already expanded (within the reader's limit), so consumers see a plain tree.
public enum YAMLNode: Sendable, Hashable {
    case scalar(YAMLScalar)
    case sequence(YAMLSequence)
    case mapping(YAMLMapping)

    /// Where the node starts.
    public var location: SourceLocation {
        switch self {
        case .scalar(let scalar): scalar.location
        case .sequence(let sequence): sequence.location
        case .mapping(let mapping): mapping.location
        }
    }

    /// `a string`, `a sequence` or `a mapping`, for messages.
    public var kindName: String {
        switch self {
        case .scalar: "a string"
        case .sequence: "a sequence"
        case .mapping: "a mapping"
        }
    }
}

/// A scalar: always text, never resolved to a boolean or number. The reader's scalar is the
/// catalog's: one type, so a value goes from the parse to the catalog without a copy.
public typealias YAMLScalar = CatalogScalar

public struct YAMLSequence: Sendable, Hashable {
    public var elements: [YAMLNode]
    public var location: SourceLocation

    public init(elements: [YAMLNode], location: SourceLocation) {
        self.elements = elements
        self.location = location
    }
}

/// A mapping with its pairs in source order. Keys are scalars: a complex key is reported
/// by the reader and left out.
public struct YAMLMapping: Sendable, Hashable {
    public struct Pair: Sendable, Hashable {
        public var key: YAMLScalar
        public var value: YAMLNode

        public init(key: YAMLScalar, value: YAMLNode) {
            self.key = key
            self.value = value
        }
    }

    public var pairs: [Pair]
    public var location: SourceLocation

    public init(pairs: [Pair], location: SourceLocation) {
        self.pairs = pairs
        self.location = location
    }

    /// The value of the first pair whose key is `key`.
    public subscript(key: String) -> YAMLNode? {
        pairs.first { $0.key.text == key }?.value
    }
}
