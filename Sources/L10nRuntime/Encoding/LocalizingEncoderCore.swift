import Foundation

/// The state of one encode: the output bytes, the stack of open JSON containers, the coding
/// path and the stack of values being encoded (their static types and the values, which is
/// how a property wrapper learns its enclosing type and instance without `Mirror`).
///
/// JSON is streamed: a container's `{` or `[` is written when it is created, and closed
/// when a write to an outer container (or the end of its value) shows it is finished. The
/// Codable pattern of filling a nested container while writing its parent between two of
/// its writes cannot be streamed and is reported as an `EncodingError`.
final class LocalizingEncoderCore: Encoder {
    struct Frame {
        let isObject: Bool
        var count: Int
        let serial: Int
    }

    let renderer: MessageRenderer
    let wireFormat: WireFormat
    var output: [UInt8] = []
    /// Scratch bytes for rendering a message before it is escaped into `output`.
    var scratch: [UInt8] = []
    var frames: [Frame] = []
    var nextSerial = 0
    /// `true` while a value slot (after a key, an array comma or at the top) awaits its value.
    var pending = false
    /// The frame depth at which the value being encoded started.
    var valueDepth = 0
    var codingPath: [any CodingKey] = []
    var userInfo: [CodingUserInfoKey: Any] { [:] }
    /// The static types of the values being encoded and the values, innermost last.
    var valueTypes: [Any.Type] = []
    var values: [Any] = []
    /// The first misuse seen by a method that cannot throw (`container(keyedBy:)`).
    var failure: EncodingError?

    init(renderer: MessageRenderer, wireFormat: WireFormat) {
        self.renderer = renderer
        self.wireFormat = wireFormat
        output.reserveCapacity(512)
        scratch.reserveCapacity(128)
    }

    func encodeTopLevel<T: Encodable>(_ value: T) throws -> [UInt8] {
        pending = true
        try encodeValue(value)
        if let failure { throw failure }
        return output
    }

    // MARK: Values

    /// Encodes a value into the pending slot.
    func encodeValue<T: Encodable>(_ value: T) throws {
        if try encodeFoundationValue(value) { return }
        let savedDepth = valueDepth
        // Kept locally too: a super encoder handed out inside moves `valueDepth`.
        let depth = frames.count
        valueDepth = depth
        valueTypes.append(T.self)
        values.append(value)
        defer {
            valueTypes.removeLast()
            values.removeLast()
        }
        try value.encode(to: self)
        if pending {
            // A value that wrote nothing is an empty object, as with JSONEncoder.
            output.append(contentsOf: "{}".utf8)
            pending = false
        }
        closeFrames(downTo: depth)
        valueDepth = savedDepth
    }

    /// Foundation types `JSONEncoder` writes in a form of its own. Returns `true` when handled.
    private func encodeFoundationValue<T: Encodable>(_ value: T) throws -> Bool {
        if T.self == URL.self {
            writeString((value as! URL).absoluteString)
            return true
        }
        if T.self == Data.self {
            writeString((value as! Data).base64EncodedString())
            return true
        }
        if T.self == Date.self, wireFormat == .fosmvvm {
            pending = false
            FOSMVVMDateText.append(value as! Date, to: &output)
            return true
        }
        if T.self == Decimal.self {
            writeRaw((value as! Decimal).description)
            return true
        }
        return false
    }

    // MARK: Containers

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        let frame = openOrReuseFrame(isObject: true)
        return KeyedEncodingContainer(
            LocalizingKeyedContainer<Key>(
                core: self, frame: frame.index, serial: frame.serial, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        let frame = openOrReuseFrame(isObject: false)
        return LocalizingUnkeyedContainer(
            core: self, frame: frame.index, serial: frame.serial, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        LocalizingSingleValueContainer(core: self, codingPath: codingPath)
    }

    /// Opens a container for the pending value, or returns the one the current value already
    /// opened (Codable allows asking twice).
    private func openOrReuseFrame(isObject: Bool) -> (index: Int, serial: Int) {
        if pending {
            pending = false
            output.append(isObject ? UInt8(ascii: "{") : UInt8(ascii: "["))
            frames.append(Frame(isObject: isObject, count: 0, serial: nextSerial))
            nextSerial += 1
            return (frames.count - 1, frames[frames.count - 1].serial)
        }
        if frames.count > valueDepth, frames[valueDepth].isObject == isObject {
            return (valueDepth, frames[valueDepth].serial)
        }
        fail("a value asked for a second container of another kind")
        return (-1, -1)
    }

    func openNestedFrame(isObject: Bool) -> (index: Int, serial: Int) {
        output.append(isObject ? UInt8(ascii: "{") : UInt8(ascii: "["))
        frames.append(Frame(isObject: isObject, count: 0, serial: nextSerial))
        nextSerial += 1
        return (frames.count - 1, frames[frames.count - 1].serial)
    }

    func closeFrames(downTo depth: Int) {
        while frames.count > depth {
            let frame = frames.removeLast()
            output.append(frame.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]"))
        }
    }

    /// Prepares a write into the container at `frame`: fills an abandoned super-encoder slot,
    /// closes the containers nested in it, writes the comma and, for an object, the key.
    func beginEntry(frame: Int, serial: Int, key: String?) throws {
        if pending {
            output.append(contentsOf: "{}".utf8)
            pending = false
        }
        guard frame >= 0, frame < frames.count, frames[frame].serial == serial else {
            throw EncodingError.invalidValue(
                key ?? "",
                EncodingError.Context(
                    codingPath: codingPath,
                    debugDescription:
                        "a container was written after a container outside it; the streaming encoder needs nested containers filled before their parent continues"
                ))
        }
        closeFrames(downTo: frame + 1)
        if frames[frame].count > 0 { output.append(UInt8(ascii: ",")) }
        frames[frame].count += 1
        if let key {
            JSONBytes.appendString(key, to: &output)
            output.append(UInt8(ascii: ":"))
        }
    }

    func fail(_ description: String) {
        if failure == nil {
            failure = EncodingError.invalidValue(
                "", EncodingError.Context(codingPath: codingPath, debugDescription: description))
        }
    }

    // MARK: Primitive writes into the pending slot

    func claimSlot() throws {
        guard pending else {
            throw EncodingError.invalidValue(
                "",
                EncodingError.Context(
                    codingPath: codingPath, debugDescription: "a single value container was written twice"))
        }
        pending = false
    }

    func writeString(_ text: String) {
        pending = false
        JSONBytes.appendString(text, to: &output)
    }

    func writeRaw(_ text: String) {
        pending = false
        output.append(contentsOf: text.utf8)
    }

    func writeBool(_ value: Bool) {
        pending = false
        output.append(contentsOf: (value ? "true" : "false").utf8)
    }

    func writeNull() {
        pending = false
        output.append(contentsOf: "null".utf8)
    }

    func writeInteger<T: BinaryInteger>(_ value: T) {
        pending = false
        JSONBytes.appendInteger(value, to: &output)
    }

    func writeFloatingPoint<T: BinaryFloatingPoint & LosslessStringConvertible>(_ value: T) throws {
        guard value.isFinite else {
            throw EncodingError.invalidValue(
                value,
                EncodingError.Context(
                    codingPath: codingPath, debugDescription: "\(value) is not representable in JSON"))
        }
        pending = false
        JSONBytes.appendFloatingPoint(value, to: &output)
    }

    // MARK: Enclosing values, for property wrappers

    /// The index in the value stack of the value that holds the wrapper of type `wrapper`.
    private func enclosingIndex(excluding wrapper: Any.Type) -> Int? {
        var index = valueTypes.count - 1
        if index >= 0, valueTypes[index] == wrapper { index -= 1 }
        return index >= 0 ? index : nil
    }

    /// The key name of the type whose property is being encoded (`DashboardViewModel`).
    func enclosingTypeName(excluding wrapper: Any.Type) -> String? {
        guard let index = enclosingIndex(excluding: wrapper) else { return nil }
        let type = valueTypes[index]
        // The wrappers of one view model share its type: ask the shared cache once.
        if let lastTypeName, lastType == type { return lastTypeName }
        let name = TypeNames.name(of: type)
        lastType = type
        lastTypeName = name
        return name
    }

    private var lastType: Any.Type?
    private var lastTypeName: String?

    /// The instance whose property is being encoded, if it is a `Model`.
    func enclosingValue<Model>(as type: Model.Type, excluding wrapper: Any.Type) -> Model? {
        guard let index = enclosingIndex(excluding: wrapper), valueTypes[index] == Model.self else {
            return nil
        }
        return values[index] as? Model
    }

    /// The Swift name of the property being encoded: the case name of the last coding key,
    /// whatever string the key encodes as.
    var propertyName: String? {
        guard let key = codingPath.last else { return nil }
        return CodingKeyNames.propertyName(of: key)
    }
}
