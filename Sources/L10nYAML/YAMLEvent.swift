import L10nCore

/// One step of a parsed YAML document, as recorded by `YAMLReader.parse`.
///
/// The log is clean by construction: aliases are already replayed, mapping keys are always
/// scalars, every key is followed by exactly one value, and content past the depth limit is
/// gone. Consumers (the tree assembler, the catalog builder) are therefore simple loops.
public enum YAMLEvent: Sendable, Hashable {
    case scalar(YAMLScalar)
    case mappingStart(SourceLocation)
    case sequenceStart(SourceLocation)
    /// Ends the innermost open mapping or sequence.
    case collectionEnd
}
