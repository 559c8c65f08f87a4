/// How a property wrapper turns its configuration into a key, the same way the scanner does:
/// `Type` + parent keys + property name + message group and key, joined with dots.
struct WrapperKey: Sendable, Hashable {
    /// Levels between the type and the property; empty ones are left out, as FOSMVVM's
    /// `LocalizableRef` leaves them out.
    var parentKeys: [String]
    /// The name that replaces the property's own (`propertyName:` or the first unlabeled
    /// argument).
    var propertyName: String?
    var messageGroup: String?
    var messageKey: String?

    init(
        parentKeys: [String], propertyName: String? = nil, messageGroup: String? = nil,
        messageKey: String? = nil
    ) {
        self.parentKeys = parentKeys.filter { !$0.isEmpty }
        // FOSMVVM uses the property's own name when `propertyName` is empty.
        self.propertyName = propertyName?.isEmpty == true ? nil : propertyName
        self.messageGroup = messageGroup
        self.messageKey = messageKey
    }

    func key(typeName: String, codingName: String) -> String {
        var key = typeName
        for parent in parentKeys { key += "." + parent }
        key += "." + (propertyName ?? codingName)
        if let messageGroup { key += "." + messageGroup }
        if let messageKey { key += "." + messageKey }
        return key
    }

    /// The key of the wrapper being encoded by `core`, or an error saying why there is none.
    func key(in core: LocalizingEncoderCore, wrapper: Any.Type) throws -> String {
        guard let typeName = core.enclosingTypeName(excluding: wrapper),
            let codingName = propertyName ?? core.propertyName
        else {
            throw EncodingError.invalidValue(
                String(describing: wrapper),
                EncodingError.Context(
                    codingPath: core.codingPath,
                    debugDescription:
                        "a localized property wrapper was encoded outside a type; encode the view model that declares it"
                ))
        }
        return key(typeName: typeName, codingName: propertyName ?? codingName)
    }
}
