import Foundation

/// Writing `Localizable*` values: each fills the pending slot with its localized form, in
/// the shape of the encoder's wire format.
extension LocalizingEncoderCore {
    /// A rendered message, escaped into the output.
    private func writeRendered(_ render: (inout [UInt8]) throws(LocalizationError) -> Void) throws {
        try claimSlot()
        scratch.removeAll(keepingCapacity: true)
        try render(&scratch)
        JSONBytes.appendString(scratch, to: &output)
    }

    func writeLocalized(_ value: LocalizableString) throws {
        try writeRendered { output throws(LocalizationError) in try renderer.appendString(value, to: &output)
        }
    }

    func writeLocalized(_ value: LocalizableSubstitutions) throws {
        try writeRendered { output throws(LocalizationError) in
            try renderer.appendSubstitutions(value, to: &output)
        }
    }

    /// l10nc: the joined text. FOSMVVM: `{"pieces":[…],"separator":…}`, which its client joins
    /// (FOSMVVM `LocalizableCompoundValue.encode(to:)`). Its `pieces` is a
    /// `LocalizableArray<Value>`, so each piece is written in its own wire form: a string for
    /// text, the number's or date's object for `LocalizableInt`, `LocalizableDouble` and
    /// `LocalizableDate`. A locale pattern's text is the only piece, since a client can only
    /// join; a pattern is not applied over pieces that are not text, which a client decoding
    /// `[Value]` could not read as one string.
    func writeLocalized<Value>(_ value: LocalizableCompoundValue<Value>) throws {
        guard wireFormat == .fosmvvm else {
            try writeRendered { output throws(LocalizationError) in
                try renderer.appendCompound(value, to: &output)
            }
            return
        }
        try claimSlot()
        output.append(contentsOf: #"{"pieces":["#.utf8)
        scratch.removeAll(keepingCapacity: true)
        if !value.pieces.contains(where: { $0.value.isFormatted }),
            try renderer.appendCompoundPattern(value, to: &scratch)
        {
            JSONBytes.appendString(scratch, to: &output)
            output.append(contentsOf: "]}".utf8)
            return
        }
        var count = 0
        for text in try renderer.compoundReferencedTexts(value) {
            if count > 0 { output.append(UInt8(ascii: ",")) }
            JSONBytes.appendString(text, to: &output)
            count += 1
        }
        for piece in value.pieces {
            if count > 0 { output.append(UInt8(ascii: ",")) }
            if piece.value.isFormatted {
                try appendFormattedObject(piece.value)
            } else {
                scratch.removeAll(keepingCapacity: true)
                try renderer.appendArgument(piece.value, to: &scratch)
                JSONBytes.appendString(scratch, to: &output)
            }
            count += 1
        }
        output.append(UInt8(ascii: "]"))
        if let separator = value.separator, separator != .empty {
            output.append(contentsOf: #","separator":"#.utf8)
            scratch.removeAll(keepingCapacity: true)
            try renderer.appendString(separator, to: &scratch)
            JSONBytes.appendString(scratch, to: &output)
        }
        output.append(UInt8(ascii: "}"))
    }

    func writeLocalized<Element>(_ value: LocalizableArray<Element>) throws {
        try claimSlot()
        output.append(UInt8(ascii: "["))
        switch value {
        case .empty: break
        case .localized(let ref):
            if let index = ref.index {
                scratch.removeAll(keepingCapacity: true)
                try renderer.appendMessage(key: ref.key, index: index, to: &scratch)
                JSONBytes.appendString(scratch, to: &output)
            } else {
                for (index, element) in try renderer.arrayElements(key: ref.key).enumerated() {
                    if index > 0 { output.append(UInt8(ascii: ",")) }
                    JSONBytes.appendString(element, to: &output)
                }
            }
        case .constant(let elements):
            // Each element in its own encoding (text, or a formatted number's object).
            for (index, element) in elements.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                pending = true
                try encodeValue(element)
            }
        }
        output.append(UInt8(ascii: "]"))
    }

    /// A formatted number or date, in the wire format's shape.
    func writeFormatted(_ argument: LocalizationArgument) throws {
        try claimSlot()
        try appendFormattedObject(argument)
    }

    /// The object of a formatted number or date, written where the caller has a slot for it.
    private func appendFormattedObject(_ argument: LocalizationArgument) throws {
        switch wireFormat {
        case .fosmvvm: try writeFOSMVVMFields(argument)
        case .l10nc: try writeNativeFields(argument)
        }
        output.append(contentsOf: (wireFormat == .fosmvvm ? #","ls":"# : #","text":"#).utf8)
        scratch.removeAll(keepingCapacity: true)
        try renderer.appendArgument(argument, to: &scratch)
        JSONBytes.appendString(scratch, to: &output)
        output.append(UInt8(ascii: "}"))
    }

    /// FOSMVVM's fields before the text, in its encoding order (FOSMVVM `LocalizableInt`,
    /// `LocalizableDouble`, `LocalizableDate` `encode(to:)`).
    private func writeFOSMVVMFields(_ argument: LocalizationArgument) throws {
        switch argument {
        case .int(let value):
            output.append(contentsOf: #"{"v":"#.utf8)
            JSONBytes.appendInteger(value.value, to: &output)
            output.append(contentsOf: (value.usesGrouping ? #","sgep":true"# : #","sgep":false"#).utf8)
            output.append(contentsOf: #","gsepsz":"#.utf8)
            JSONBytes.appendInteger(value.groupingSize, to: &output)
        case .double(let value):
            output.append(contentsOf: #"{"v":"#.utf8)
            try appendFinite(value.value)
            output.append(
                contentsOf: (value.showGroupingSeparator ? #","sgsep":true"# : #","sgsep":false"#).utf8)
            output.append(contentsOf: #","gsepsz":"#.utf8)
            JSONBytes.appendInteger(value.groupingSize, to: &output)
            output.append(contentsOf: #","minfd":"#.utf8)
            JSONBytes.appendInteger(value.minimumFractionDigits, to: &output)
            output.append(contentsOf: #","maxfd":"#.utf8)
            JSONBytes.appendInteger(value.maximumFractionDigits, to: &output)
        case .date(let value):
            output.append(contentsOf: #"{"v":"#.utf8)
            try appendFinite(value.value.timeIntervalSince1970)
            if let style = value.dateStyle {
                output.append(contentsOf: #","ds":"#.utf8)
                JSONBytes.appendInteger(style.rawValue, to: &output)
            }
            if let style = value.timeStyle {
                output.append(contentsOf: #","ts":"#.utf8)
                JSONBytes.appendInteger(style.rawValue, to: &output)
            }
            if let pattern = value.dateFormat {
                output.append(contentsOf: #","df":"#.utf8)
                JSONBytes.appendString(pattern, to: &output)
            }
        default: output.append(UInt8(ascii: "{"))
        }
    }

    /// l10nc's `{"value":…` before the text.
    private func writeNativeFields(_ argument: LocalizationArgument) throws {
        output.append(contentsOf: #"{"value":"#.utf8)
        switch argument {
        case .int(let value): JSONBytes.appendInteger(value.value, to: &output)
        case .double(let value): try appendFinite(value.value)
        case .date(let value): JSONBytes.appendString(value.value.formatted(.iso8601), to: &output)
        default: output.append(contentsOf: "null".utf8)
        }
    }

    private func appendFinite(_ value: Double) throws {
        guard value.isFinite else {
            throw EncodingError.invalidValue(
                value,
                EncodingError.Context(
                    codingPath: codingPath, debugDescription: "\(value) is not representable in JSON"))
        }
        JSONBytes.appendFloatingPoint(value, to: &output)
    }
}
