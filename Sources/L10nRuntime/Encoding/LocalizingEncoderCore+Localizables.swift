/// Writing `Localizable*` values: each fills the pending slot with its localized form.
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

    func writeLocalized(_ value: LocalizableCompoundValue) throws {
        try writeRendered { output throws(LocalizationError) in
            try renderer.appendCompound(value, to: &output)
        }
    }

    func writeLocalized(_ value: LocalizableArray) throws {
        try claimSlot()
        output.append(UInt8(ascii: "["))
        switch value {
        case .localized(let key):
            for (index, element) in try renderer.arrayElements(key: key).enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                JSONBytes.appendString(element, to: &output)
            }
        case .elements(let elements):
            for (index, element) in elements.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                scratch.removeAll(keepingCapacity: true)
                try renderer.appendString(element, to: &scratch)
                JSONBytes.appendString(scratch, to: &output)
            }
        }
        output.append(UInt8(ascii: "]"))
    }

    /// A formatted number or date: `{"value":…,"text":"…"}`.
    func writeFormatted(_ argument: LocalizationArgument) throws {
        try claimSlot()
        output.append(contentsOf: #"{"value":"#.utf8)
        switch argument {
        case .int(let value): JSONBytes.appendInteger(value.value, to: &output)
        case .double(let value):
            guard value.value.isFinite else {
                throw EncodingError.invalidValue(
                    value.value,
                    EncodingError.Context(
                        codingPath: codingPath,
                        debugDescription: "\(value.value) is not representable in JSON"))
            }
            JSONBytes.appendFloatingPoint(value.value, to: &output)
        case .date(let value): JSONBytes.appendString(value.value.formatted(.iso8601), to: &output)
        default: break
        }
        output.append(contentsOf: #","text":"#.utf8)
        scratch.removeAll(keepingCapacity: true)
        try renderer.appendArgument(argument, to: &scratch)
        JSONBytes.appendString(scratch, to: &output)
        output.append(UInt8(ascii: "}"))
    }
}
