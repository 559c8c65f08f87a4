/// An object container of the localizing encoder: each write appends `"key":value`.
struct LocalizingKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let core: LocalizingEncoderCore
    let frame: Int
    let serial: Int
    var codingPath: [any CodingKey]

    private func begin(_ key: Key) throws {
        try core.beginEntry(frame: frame, serial: serial, key: key.stringValue)
    }

    mutating func encodeNil(forKey key: Key) throws {
        try begin(key)
        core.writeNull()
    }

    mutating func encode(_ value: Bool, forKey key: Key) throws {
        try begin(key)
        core.writeBool(value)
    }

    mutating func encode(_ value: String, forKey key: Key) throws {
        try begin(key)
        core.writeString(value)
    }

    mutating func encode(_ value: Double, forKey key: Key) throws {
        try begin(key)
        try core.writeFloatingPoint(value)
    }

    mutating func encode(_ value: Float, forKey key: Key) throws {
        try begin(key)
        try core.writeFloatingPoint(value)
    }

    mutating func encode(_ value: Int, forKey key: Key) throws {
        try begin(key)
        core.writeInteger(value)
    }

    mutating func encode(_ value: Int8, forKey key: Key) throws {
        try begin(key)
        core.writeInteger(value)
    }

    mutating func encode(_ value: Int16, forKey key: Key) throws {
        try begin(key)
        core.writeInteger(value)
    }

    mutating func encode(_ value: Int32, forKey key: Key) throws {
        try begin(key)
        core.writeInteger(value)
    }

    mutating func encode(_ value: Int64, forKey key: Key) throws {
        try begin(key)
        core.writeInteger(value)
    }

    mutating func encode(_ value: UInt, forKey key: Key) throws {
        try begin(key)
        core.writeInteger(value)
    }

    mutating func encode(_ value: UInt8, forKey key: Key) throws {
        try begin(key)
        core.writeInteger(value)
    }

    mutating func encode(_ value: UInt16, forKey key: Key) throws {
        try begin(key)
        core.writeInteger(value)
    }

    mutating func encode(_ value: UInt32, forKey key: Key) throws {
        try begin(key)
        core.writeInteger(value)
    }

    mutating func encode(_ value: UInt64, forKey key: Key) throws {
        try begin(key)
        core.writeInteger(value)
    }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        try begin(key)
        core.pending = true
        core.codingPath.append(key)
        defer { core.codingPath.removeLast() }
        try core.encodeValue(value)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
        -> KeyedEncodingContainer<NestedKey>
    {
        do {
            try begin(key)
        } catch {
            core.fail("\(error)")
        }
        let nested = core.openNestedFrame(isObject: true)
        return KeyedEncodingContainer(
            LocalizingKeyedContainer<NestedKey>(
                core: core, frame: nested.index, serial: nested.serial, codingPath: codingPath + [key]))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        do {
            try begin(key)
        } catch {
            core.fail("\(error)")
        }
        let nested = core.openNestedFrame(isObject: false)
        return LocalizingUnkeyedContainer(
            core: core, frame: nested.index, serial: nested.serial, codingPath: codingPath + [key])
    }

    mutating func superEncoder() -> any Encoder {
        superEncoder(key: "super")
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        superEncoder(key: key.stringValue)
    }

    /// Writes the key and leaves its value pending: whatever the super encoder encodes next
    /// fills it, and a super encoder left unused gives `{}`.
    private func superEncoder(key: String) -> any Encoder {
        do {
            try core.beginEntry(frame: frame, serial: serial, key: key)
        } catch {
            core.fail("\(error)")
        }
        core.pending = true
        core.valueDepth = core.frames.count
        return core
    }
}
