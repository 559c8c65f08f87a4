import Foundation

/// Renders messages of one table locale into UTF-8 bytes: looks keys up with the missing
/// value policy, selects plural variants, fills placeholders in one pass (so a substituted
/// value is never scanned again), formats numbers and dates for the locale.
struct MessageRenderer {
    let table: LocalizationTable
    let localeIndex: Int
    let formats: LocaleFormats
    let policy: MissingValuePolicy

    init(
        table: LocalizationTable, locale: LocaleIdentifier, policy: MissingValuePolicy, cache: FormatterCache
    ) {
        self.table = table
        self.localeIndex = table.localeIndex(serving: locale)
        self.formats = cache.formats(for: table.localeRecords[localeIndex].id.tag)
        self.policy = policy
    }

    var locale: LocaleIdentifier { table.localeRecords[localeIndex].id }

    // MARK: Lookup

    /// The slot for `key` if the policy accepts where the chain found it; `nil` for a key the
    /// policy treats as missing (shown as its echo), or a throw under `.throwError`.
    func acceptedSlot(_ key: String) throws(LocalizationError) -> LocalizationTable.Slot? {
        let slot: LocalizationTable.Slot?
        do {
            slot = try table.slot(forKey: key, localeIndex: localeIndex)
        } catch {
            throw .table(error)
        }
        if let slot,
            policy == .fallback || slot.chainPosition < table.localeRecords[localeIndex].ownChainCount
        {
            return slot
        }
        if policy == .throwError { throw .missingMessage(key: key, locale: locale) }
        return nil
    }

    /// The offset of the template to render for `key` (the element at `index` of an array, the
    /// plural variant the arguments select), or `nil` when the key is missing or of another
    /// kind.
    func templateOffset(key: String, index: Int?, arguments: [String: LocalizationArgument])
        throws(LocalizationError)
        -> Int?
    {
        guard let slot = try acceptedSlot(key) else { return nil }
        do {
            try table.checkMessage(slot.messageOffset, 1, "message kind")
            let offset = slot.messageOffset
            switch TableFormat.MessageKind(
                rawValue: table.bytes.base.load(fromByteOffset: offset, as: UInt8.self))
            {
            case .text:
                guard index == nil || index == 0 else { return try mismatch(key) }
                return offset + 1
            case .plural:
                let variants = try table.pluralVariants(at: offset)
                let category = pluralCategory(arguments)
                return (variants.first { $0.0 == category } ?? variants.first { $0.0 == .other })?.1
            case .array:
                guard let index, index >= 0, index < (try table.arrayCount(at: offset)) else {
                    return try mismatch(key)
                }
                return try table.arrayElementOffset(at: offset, index: index)
            case nil:
                throw TableError.malformed("message of '\(key)' has an unknown kind")
            }
        } catch let error as TableError {
            throw .table(error)
        } catch let error as LocalizationError {
            throw error
        } catch {
            throw .table(.malformed("\(error)"))
        }
    }

    /// A key whose message has the wrong shape (an index into a plain text) is as good as
    /// missing: the checker reports it, the runtime shows the key.
    private func mismatch(_ key: String) throws(LocalizationError) -> Int? {
        if policy == .throwError { throw .missingMessage(key: key, locale: locale) }
        return nil
    }

    // MARK: Rendering

    func appendMessage(
        key: String, index: Int? = nil, arguments: [String: LocalizationArgument] = [:],
        to output: inout [UInt8]
    ) throws(LocalizationError) {
        guard let offset = try templateOffset(key: key, index: index, arguments: arguments) else {
            output.append(contentsOf: KeyEcho.text(key: key, index: index).utf8)
            return
        }
        try appendTemplate(at: offset, arguments: arguments, to: &output)
    }

    func appendTemplate(at offset: Int, arguments: [String: LocalizationArgument], to output: inout [UInt8])
        throws(LocalizationError)
    {
        // The segment walk throws only `TableError`; an argument's own failure is kept aside and
        // ends the walk.
        var failure: LocalizationError?
        do throws(TableError) {
            try table.forEachSegment(at: offset) { isPlaceholder, text throws(TableError) in
                guard failure == nil else { return }
                guard isPlaceholder else {
                    output.append(contentsOf: text)
                    return
                }
                let name = String(decoding: text, as: UTF8.self)
                if let argument = arguments[name] {
                    do throws(LocalizationError) {
                        try appendArgument(argument, to: &output)
                    } catch {
                        failure = error
                    }
                } else {
                    // An unknown placeholder stays visible, so the gap is seen.
                    output.append(contentsOf: "%{".utf8)
                    output.append(contentsOf: text)
                    output.append(UInt8(ascii: "}"))
                }
            }
        } catch {
            throw .table(error)
        }
        if let failure { throw failure }
    }

    func appendString(_ string: LocalizableString, to output: inout [UInt8]) throws(LocalizationError) {
        switch string {
        case .empty: break
        case .constant(let text): output.append(contentsOf: text.utf8)
        case .localized(let key, let index): try appendMessage(key: key, index: index, to: &output)
        }
    }

    func appendArgument(_ argument: LocalizationArgument, to output: inout [UInt8]) throws(LocalizationError)
    {
        switch argument {
        case .string(let text): output.append(contentsOf: text.utf8)
        case .int(let value): formats.appendInteger(value.value, grouping: value.usesGrouping, to: &output)
        case .double(let value):
            output.append(
                contentsOf: formats.format(
                    value.value, style: value.style, grouping: value.showGroupingSeparator
                ).utf8)
        case .date(let value): output.append(contentsOf: formats.format(value).utf8)
        case .localized(let string): try appendString(string, to: &output)
        case .substitutions(let substitutions): try appendSubstitutions(substitutions, to: &output)
        }
    }

    func appendSubstitutions(_ value: LocalizableSubstitutions, to output: inout [UInt8])
        throws(LocalizationError)
    {
        switch value.base {
        case .localized(let key, let index):
            try appendMessage(key: key, index: index, arguments: value.substitutions, to: &output)
        case .constant(let text):
            // A constant base is a template too: `Hello, %{name}` given in code.
            guard let template = try? MessageTemplate(parsing: text) else {
                output.append(contentsOf: text.utf8)
                return
            }
            try appendTemplate(template, arguments: value.substitutions, to: &output)
        case .empty: break
        }
    }

    func appendTemplate(
        _ template: MessageTemplate, arguments: [String: LocalizationArgument], to output: inout [UInt8]
    )
        throws(LocalizationError)
    {
        for segment in template.segments {
            switch segment {
            case .literal(let text): output.append(contentsOf: text.utf8)
            case .placeholder(let name):
                if let argument = arguments[name] {
                    try appendArgument(argument, to: &output)
                } else {
                    output.append(contentsOf: "%{\(name)}".utf8)
                }
            }
        }
    }

    /// The elements of the array message at `key`, each rendered; the key's echo as the only
    /// element when it is missing.
    func arrayElements(key: String) throws(LocalizationError) -> [[UInt8]] {
        guard let slot = try acceptedSlot(key) else { return [Array(KeyEcho.text(key: key).utf8)] }
        do {
            try table.checkMessage(slot.messageOffset, 1, "message kind")
            let kind = table.bytes.base.load(fromByteOffset: slot.messageOffset, as: UInt8.self)
            guard kind == TableFormat.MessageKind.array.rawValue else {
                if policy == .throwError { throw LocalizationError.missingMessage(key: key, locale: locale) }
                return [Array(KeyEcho.text(key: key).utf8)]
            }
            var elements: [[UInt8]] = []
            for index in 0..<(try table.arrayCount(at: slot.messageOffset)) {
                var element: [UInt8] = []
                try appendTemplate(
                    at: try table.arrayElementOffset(at: slot.messageOffset, index: index), arguments: [:],
                    to: &element
                )
                elements.append(element)
            }
            return elements
        } catch let error as TableError {
            throw .table(error)
        } catch let error as LocalizationError {
            throw error
        } catch {
            throw .table(.malformed("\(error)"))
        }
    }

    // MARK: Plurals

    /// The category the arguments select: the numeric substitution named `count`, else the
    /// only numeric substitution, else `other`.
    func pluralCategory(_ arguments: [String: LocalizationArgument]) -> PluralCategory {
        var count = arguments["count"].flatMap { $0.isNumeric ? $0 : nil }
        if count == nil {
            let numeric = arguments.values.filter(\.isNumeric)
            if numeric.count == 1 { count = numeric[0] }
        }
        let rules = table.localeRecords[localeIndex].pluralRules
        switch count {
        case .int(let value): return rules.category(for: value.value)
        case .double(let value):
            let fractionDigits: Int
            // The plural form follows the number the text shows: a percentage's 25 (not 0.25),
            // an amount with its currency's fraction digits (12.50 euros, 1,200 yen).
            var shown = value.value
            switch value.style {
            case .decimal(let minimum, let maximum):
                fractionDigits = Self.visibleFractionDigits(
                    of: shown, minimum: minimum, maximum: max(minimum, maximum))
            case .percent:
                shown = value.value * 100
                fractionDigits = Self.visibleFractionDigits(of: shown, minimum: 0, maximum: 6)
            case .currency(let code):
                fractionDigits = Self.currencyFractionDigits(code)
            }
            return PluralOperands(shown, fractionDigits: fractionDigits).map { rules.category(for: $0) }
                ?? .other
        default: return .other
        }
    }

    /// The fraction digits a number shows with at most `maximum` of them: trailing zeros
    /// beyond `minimum` are dropped (1.50 with minimum 0 shows as 1.5).
    static func visibleFractionDigits(of number: Double, minimum: Int, maximum: Int) -> Int {
        var digits = maximum
        var text = String(format: "%.\(digits)f", number)[...]
        while digits > minimum, text.hasSuffix("0") {
            text = text.dropLast()
            digits -= 1
        }
        return digits
    }

    /// The fraction digits amounts in ISO 4217 `code` are written with (2 for EUR, 0 for JPY),
    /// read off ICU's formatting of one unit: `NumberFormatter.maximumFractionDigits` reports 2
    /// for every currency on Linux.
    static func currencyFractionDigits(_ code: String) -> Int {
        let text = 1.0.formatted(.currency(code: code).locale(Locale(identifier: "en")))
        guard let point = text.lastIndex(of: ".") else { return 0 }
        return text[text.index(after: point)...].prefix { $0.isNumber }.count
    }
}
