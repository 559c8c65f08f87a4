/// An array container of the localizing encoder: each write appends one element.
struct LocalizingUnkeyedContainer: UnkeyedEncodingContainer {
    let core: LocalizingEncoderCore
    let frame: Int
    let serial: Int
    var codingPath: [any CodingKey]
    private(set) var count = 0

    init(core: LocalizingEncoderCore, frame: Int, serial: Int, codingPath: [any CodingKey]) {
        self.core = core
        self.frame = frame
        self.serial = serial
        self.codingPath = codingPath
    }

    private mutating func begin() throws {
        try core.beginEntry(frame: frame, serial: serial, key: nil)
        count += 1
    }

    mutating func encodeNil() throws {
        try begin()
        core.writeNull()
    }

    mutating func encode(_ value: Bool) throws {
        try begin()
        core.writeBool(value)
    }

    mutating func encode(_ value: String) throws {
        try begin()
        core.writeString(value)
    }

    mutating func encode(_ value: Double) throws {
        try begin()
        try core.writeFloatingPoint(value)
    }

    mutating func encode(_ value: Float) throws {
        try begin()
        try core.writeFloatingPoint(value)
    }

    mutating func encode(_ value: Int) throws {
        try begin()
        core.writeInteger(value)
    }

    mutating func encode(_ value: Int8) throws {
        try begin()
        core.writeInteger(value)
    }

    mutating func encode(_ value: Int16) throws {
        try begin()
        core.writeInteger(value)
    }

    mutating func encode(_ value: Int32) throws {
        try begin()
        core.writeInteger(value)
    }

    mutating func encode(_ value: Int64) throws {
        try begin()
        core.writeInteger(value)
    }

    mutating func encode(_ value: UInt) throws {
        try begin()
        core.writeInteger(value)
    }

    mutating func encode(_ value: UInt8) throws {
        try begin()
        core.writeInteger(value)
    }

    mutating func encode(_ value: UInt16) throws {
        try begin()
        core.writeInteger(value)
    }

    mutating func encode(_ value: UInt32) throws {
        try begin()
        core.writeInteger(value)
    }

    mutating func encode(_ value: UInt64) throws {
        try begin()
        core.writeInteger(value)
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
        try begin()
        core.pending = true
        core.codingPath.append(IndexKey(intValue: count - 1))
        defer { core.codingPath.removeLast() }
        try core.encodeValue(value)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
        -> KeyedEncodingContainer<NestedKey>
    {
        do {
            try begin()
        } catch {
            core.fail("\(error)")
        }
        let nested = core.openNestedFrame(isObject: true)
        return KeyedEncodingContainer(
            LocalizingKeyedContainer<NestedKey>(
                core: core, frame: nested.index, serial: nested.serial,
                codingPath: codingPath + [IndexKey(intValue: count - 1)]))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        do {
            try begin()
        } catch {
            core.fail("\(error)")
        }
        let nested = core.openNestedFrame(isObject: false)
        return LocalizingUnkeyedContainer(
            core: core, frame: nested.index, serial: nested.serial,
            codingPath: codingPath + [IndexKey(intValue: count - 1)])
    }

    mutating func superEncoder() -> any Encoder {
        do {
            try begin()
        } catch {
            core.fail("\(error)")
        }
        core.pending = true
        core.valueDepth = core.frames.count
        return core
    }
}

/// The coding key of an array element.
struct IndexKey: CodingKey {
    let intValue: Int?
    var stringValue: String { String(intValue ?? 0) }

    init(intValue: Int) { self.intValue = intValue }
    init?(stringValue: String) {
        guard let value = Int(stringValue) else { return nil }
        self.intValue = value
    }
}
