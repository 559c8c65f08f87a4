import L10nCore
import L10nYAML

/// `value-not-text` (`runtime: fosmvvm` only): a plain value at a needed key that FOSMVVM's
/// YAML loader reads as a boolean, number, null or date.
///
/// FOSMVVM's store (`YamlLocalizationStore.swift`, `flattenKeys`) keeps a string, an `Int`,
/// `Double` or `Bool` per key and skips nulls and dates; its readers take only `String`s
/// (`LocalizationStore.swift`: `translate` is `value(…) as? String`), so such a value is served
/// blank. In an array it keeps only the `String` items (`compactMap { $0 as? String }`), so a
/// typed item is dropped and every later index moves down one. Mapping keys are always
/// strings to Yams and are not reported; values no property reads are `orphan-key`'s concern.
struct ValueNotTextRule: CheckRule {
    var rules: [RuleID] { [.valueNotText] }

    func check(_ context: CheckContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        // Only a plain text whose first byte can start a typed value (`TextFacts.yamsTypable`)
        // can be one: the values with none are not looked at again.
        for (position, locale) in context.catalog.locales.enumerated() {
            let values = context.values[position]
            for index in context.requirements.indices {
                guard
                    values.textRange(of: index).contains(where: {
                        values.texts[$0].style == .plain && values.texts[$0].facts.contains(.yamsTypable)
                    }),
                    values.kinds[index] == .string || values.kinds[index] == .array
                else { continue }
                let requirement = context.requirements[index]
                let entry = context.entry(ofRequirement: index, inLocale: position)
                switch entry.value {
                case .string(let scalar):
                    guard let type = ServingRuntime.yamsType(of: scalar) else { continue }
                    let consequence =
                        type == .null || type == .date
                        ? "FOSMVVM's store skips the key, so \(requirement.propertyDescription) is blank"
                        : "FOSMVVM serves \(requirement.propertyDescription) blank"
                    diagnostics.append(
                        finding(
                            scalar, type: type,
                            "'\(entry.key)' in locale '\(locale)' is \(shown(scalar)), which Yams reads as "
                                + "\(type.article), not text: \(consequence)"))
                case .array(let elements):
                    let types = elements.map(ServingRuntime.yamsType(of:))
                    let keepsNone = !types.contains { $0 == nil }
                    // With no String, Int, Double or Bool item at all, `flattenKeys` throws
                    // `typeError` and the whole store fails to load.
                    let failsStore = keepsNone && types.allSatisfy { $0 == .null || $0 == .date }
                    for (position, (element, type)) in zip(elements, types).enumerated() {
                        guard let type else { continue }
                        let consequence =
                            failsStore
                            ? "no item of this array is a string, number or boolean to Yams, so FOSMVVM's store "
                                + "throws a typeError and loads no resources at all"
                            : keepsNone
                                ? "no item of this array is text to Yams, so FOSMVVM serves no strings for it"
                                : "FOSMVVM's store drops the item, so every later element moves down one index"
                        diagnostics.append(
                            finding(
                                element, type: type,
                                "element \(position) of '\(entry.key)' in locale '\(locale)' is "
                                    + "\(shown(element)), which Yams reads as \(type.article), not text: "
                                    + consequence))
                    }
                case .mapping:
                    continue
                }
            }
        }
        return diagnostics
    }

    private func shown(_ scalar: CatalogScalar) -> String {
        scalar.text.isEmpty ? "empty" : "`\(VisibleText.escaped(scalar.text))`"
    }

    private func finding(_ scalar: CatalogScalar, type: YamsScalarResolver.ScalarType, _ message: String)
        -> Diagnostic
    {
        // An empty plain value has no text to quote: the fix is to write the text.
        guard !scalar.text.isEmpty else {
            return Diagnostic(
                rule: .valueNotText, message: message + "; write the text in quotes",
                location: scalar.location)
        }
        let quoted = "\"" + scalar.text + "\""
        return Diagnostic(
            rule: .valueNotText, message: message + "; quote it (\(quoted))", location: scalar.location,
            fixIt: quoted)
    }
}
