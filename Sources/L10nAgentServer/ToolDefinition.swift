import MCP

/// A tool as the server lists it: its name, what it does for an agent, the JSON Schemas of its
/// arguments and of its result.
struct ToolDefinition: Sendable {
    var name: String
    var title: String
    var description: String
    var inputSchema: Value
    var outputSchema: Value
    var readOnly: Bool

    /// The argument names the input schema declares.
    var argumentNames: Set<String> {
        Set(inputSchema.objectValue?["properties"]?.objectValue?.keys.map { $0 } ?? [])
    }

    var tool: Tool {
        Tool(
            name: name, title: title, description: description, inputSchema: inputSchema,
            annotations: .init(
                title: title, readOnlyHint: readOnly, destructiveHint: false, idempotentHint: readOnly,
                openWorldHint: false),
            outputSchema: outputSchema)
    }
}

/// JSON Schema building blocks.
enum Schema {
    static func object(_ properties: [String: Value], required: [String] = [], description: String? = nil)
        -> Value
    {
        var schema: [String: Value] = [
            "type": "object", "properties": .object(properties), "additionalProperties": false,
        ]
        if !required.isEmpty { schema["required"] = .array(required.map(Value.string)) }
        if let description { schema["description"] = .string(description) }
        return .object(schema)
    }

    /// An object whose properties may be more than those listed (results grow fields).
    static func record(_ properties: [String: Value], required: [String]) -> Value {
        .object([
            "type": "object", "properties": .object(properties),
            "required": .array(required.map(Value.string)),
        ])
    }

    static func string(_ description: String? = nil, values: [String]? = nil) -> Value {
        var schema: [String: Value] = ["type": "string"]
        if let description { schema["description"] = .string(description) }
        if let values { schema["enum"] = .array(values.map(Value.string)) }
        return .object(schema)
    }

    static func integer(_ description: String? = nil, minimum: Int? = nil, maximum: Int? = nil) -> Value {
        var schema: [String: Value] = ["type": "integer"]
        if let description { schema["description"] = .string(description) }
        if let minimum { schema["minimum"] = .int(minimum) }
        if let maximum { schema["maximum"] = .int(maximum) }
        return .object(schema)
    }

    static let number: Value = ["type": "number"]
    static let boolean: Value = ["type": "boolean"]

    static func array(_ items: Value, description: String? = nil) -> Value {
        var schema: [String: Value] = ["type": "array", "items": items]
        if let description { schema["description"] = .string(description) }
        return .object(schema)
    }

    static func map(_ values: Value) -> Value {
        ["type": "object", "additionalProperties": values]
    }

    /// A message's text: a string, a list of strings, or an object from plural category to string.
    static func text(_ description: String) -> Value {
        .object([
            "description": .string(description),
            "oneOf": [
                ["type": "string"],
                ["type": "array", "items": ["type": "string"]],
                [
                    "type": "object",
                    "propertyNames": ["enum": ["zero", "one", "two", "few", "many", "other"]],
                    "additionalProperties": ["type": "string"],
                ],
            ],
        ])
    }

    static let project = string(
        "The project: its name in a `projects:` list, its l10nc.yml, or a folder of it. Needed only when the "
            + "server's folder holds several.")
}
