/// Compound values: a locale's pattern over the piece names, else the pieces joined.
extension MessageRenderer {
    /// Renders the locale's pattern for `value` (the text message at its pattern key) with
    /// each piece rendered as a placeholder value. Returns `false`, writing nothing, when the
    /// value has no pattern key or the locale's chain has no text pattern there.
    func appendCompoundPattern<Value>(_ value: LocalizableCompoundValue<Value>, to output: inout [UInt8])
        throws(LocalizationError) -> Bool
    {
        guard let patternKey = value.patternKey,
            let slot = try? table.slot(forKey: patternKey, localeIndex: localeIndex),
            (try? table.checkMessage(slot.messageOffset, 1, "pattern")) != nil,
            table.bytes.base.load(fromByteOffset: slot.messageOffset, as: UInt8.self)
                == TableFormat.MessageKind.text.rawValue
        else { return false }
        var arguments: [String: LocalizationArgument] = [:]
        for piece in value.pieces {
            var text: [UInt8] = []
            try appendArgument(piece.value, to: &text)
            arguments[piece.name] = .string(String(decoding: text, as: UTF8.self))
        }
        try appendTemplate(at: slot.messageOffset + 1, arguments: arguments, to: &output)
        return true
    }

    /// The pieces' texts in order: the elements of the array message the value refers to, if
    /// any (one element when the reference names an index), then its own pieces.
    func compoundPieceTexts<Value>(_ value: LocalizableCompoundValue<Value>) throws(LocalizationError)
        -> [[UInt8]]
    {
        var texts = try compoundReferencedTexts(value)
        for piece in value.pieces {
            var text: [UInt8] = []
            try appendArgument(piece.value, to: &text)
            texts.append(text)
        }
        return texts
    }

    /// The elements of the array message a compound value refers to (FOSMVVM's
    /// `init(pieces: .localized(ref))`), one when the reference names an index; none without a
    /// reference.
    func compoundReferencedTexts<Value>(_ value: LocalizableCompoundValue<Value>) throws(LocalizationError)
        -> [[UInt8]]
    {
        guard let ref = value.piecesRef else { return [] }
        guard let index = ref.index else { return try arrayElements(key: ref.key) }
        var element: [UInt8] = []
        try appendMessage(key: ref.key, index: index, to: &element)
        return [element]
    }

    /// The locale's pattern, else the pieces joined with the separator in declared order.
    func appendCompound<Value>(_ value: LocalizableCompoundValue<Value>, to output: inout [UInt8])
        throws(LocalizationError)
    {
        if try appendCompoundPattern(value, to: &output) { return }
        var separator: [UInt8] = []
        if let separatorValue = value.separator { try appendString(separatorValue, to: &separator) }
        for (position, text) in try compoundPieceTexts(value).enumerated() {
            if position > 0 { output.append(contentsOf: separator) }
            output.append(contentsOf: text)
        }
    }
}
