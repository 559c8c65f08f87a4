/// The single value container of the localizing encoder: fills the pending slot once.
struct LocalizingSingleValueContainer: SingleValueEncodingContainer {
    let core: LocalizingEncoderCore
    var codingPath: [any CodingKey]

    mutating func encodeNil() throws {
        try core.claimSlot()
        core.writeNull()
    }

    mutating func encode(_ value: Bool) throws {
        try core.claimSlot()
        core.writeBool(value)
    }

    mutating func encode(_ value: String) throws {
        try core.claimSlot()
        core.writeString(value)
    }

    mutating func encode(_ value: Double) throws {
        try core.claimSlot()
        try core.writeFloatingPoint(value)
    }

    mutating func encode(_ value: Float) throws {
        try core.claimSlot()
        try core.writeFloatingPoint(value)
    }

    mutating func encode(_ value: Int) throws {
        try core.claimSlot()
        core.writeInteger(value)
    }

    mutating func encode(_ value: Int8) throws {
        try core.claimSlot()
        core.writeInteger(value)
    }

    mutating func encode(_ value: Int16) throws {
        try core.claimSlot()
        core.writeInteger(value)
    }

    mutating func encode(_ value: Int32) throws {
        try core.claimSlot()
        core.writeInteger(value)
    }

    mutating func encode(_ value: Int64) throws {
        try core.claimSlot()
        core.writeInteger(value)
    }

    mutating func encode(_ value: UInt) throws {
        try core.claimSlot()
        core.writeInteger(value)
    }

    mutating func encode(_ value: UInt8) throws {
        try core.claimSlot()
        core.writeInteger(value)
    }

    mutating func encode(_ value: UInt16) throws {
        try core.claimSlot()
        core.writeInteger(value)
    }

    mutating func encode(_ value: UInt32) throws {
        try core.claimSlot()
        core.writeInteger(value)
    }

    mutating func encode(_ value: UInt64) throws {
        try core.claimSlot()
        core.writeInteger(value)
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
        guard core.pending else {
            throw EncodingError.invalidValue(
                value,
                EncodingError.Context(
                    codingPath: codingPath, debugDescription: "a single value container was written twice"))
        }
        try core.encodeValue(value)
    }
}
