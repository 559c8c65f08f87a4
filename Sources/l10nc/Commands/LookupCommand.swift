import ArgumentParser
import Foundation
import L10nRuntime

/// `l10nc lookup`: one message resolved from a compiled table, as the runtime would.
struct LookupCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lookup",
        abstract: "Resolve one message from a compiled table.",
        usage: "l10nc lookup [<options>] --table <file> --locale <id> <key>",
        discussion: """
            Opens the table, serves a locale it does not hold by CLDR's negotiation (`es-MX` from \
            `es-419`, `zh-TW` from `zh-Hant`, never `zh`), follows the locale's fallback chain, selects a plural variant with the \
            locale's CLDR rules when a numeric argument is given (the one named `count`, or the only \
            numeric one), and fills the placeholders, formatting numbers for the locale.

            Examples:
              l10nc lookup --table app.l10n --locale de DashboardViewModel.title
              l10nc lookup --table app.l10n --locale ru --arg count=21 \\
                TaskCardViewModel.openTasks
              l10nc lookup --table app.l10n --locale ja \\
                --piece firstName=UserNameViewModel.firstName \\
                --piece lastName=UserNameViewModel.lastName \\
                --separator UserNameViewModel.nameSeparator UserNameViewModel.fullName

            A text taken from another locale of the chain is printed with a note on standard error \
            that says which; a placeholder no --arg fills is printed as written (as the runtime shows \
            it) and is an error.

            Exit status: 0 printed, 1 no locale of the chain has the key or a placeholder has no \
            --arg, 2 bad invocation or a table that cannot be opened.
            """)

    @Option(help: ArgumentHelp("The compiled table (from `l10nc compile`).", valueName: "file"))
    var table: String

    @Option(
        help: ArgumentHelp("The locale to resolve for (BCP 47; `en_US` and `en-us` work).", valueName: "id"))
    var locale: String

    @Option(
        name: .customLong("arg"),
        help: ArgumentHelp(
            "A substitution, name=value; repeat for several. A value that is a number is formatted for the "
                + "locale, with the fraction digits as typed (1.0 shows one), and can select a plural variant.",
            valueName: "name=value"))
    var arguments: [String] = []

    @Option(help: ArgumentHelp("For an array key: the element to print (0-based).", valueName: "n"))
    var index: Int?

    @Option(
        name: .customLong("piece"),
        help: ArgumentHelp(
            "For a compound: a piece, name=KEY, in declared order; repeat for each piece. KEY is printed as "
                + "its pieces joined by --separator, or by the locale's pattern at KEY.",
            valueName: "name=key"))
    var pieces: [String] = []

    @Option(help: ArgumentHelp("For a compound: the key of the separator text.", valueName: "key"))
    var separator: String?

    @Argument(help: "The key, such as DashboardViewModel.title.")
    var key: String

    func run() throws {
        guard let localeID = LocaleIdentifier(locale) else {
            InputError("--locale '\(locale)' is not a BCP 47 locale identifier").exit()
        }
        let opened: LocalizationTable
        do {
            opened = try LocalizationTable(contentsOfFile: table)
        } catch {
            // Said once: an unreadable file's error names it already, a malformed table's not.
            let description = "\(error)"
            InputError(
                description.contains(table) ? description : "cannot read table '\(table)': \(description)"
            ).exit()
        }
        var substitutions: [String: LocalizationArgument] = [:]
        for argument in arguments {
            guard let equals = argument.firstIndex(of: "=") else {
                InputError("--arg '\(argument)' must be name=value").exit()
            }
            let name = String(argument[..<equals])
            let value = String(argument[argument.index(after: equals)...])
            if let integer = Int(value) {
                substitutions[name] = .int(LocalizableInt(value: integer))
            } else if let double = Double(value), let point = value.firstIndex(of: ".") {
                // Shown with the fraction digits as typed, so `1.0` stays `1.0` and selects the
                // plural variant CLDR gives a visible fraction digit (`other` in English).
                let digits = value[value.index(after: point)...].prefix { $0.isNumber }.count
                substitutions[name] = .double(
                    LocalizableDouble(
                        value: double,
                        style: .decimal(minimumFractionDigits: digits, maximumFractionDigits: digits)))
            } else {
                substitutions[name] = .string(value)
            }
        }
        var isComplete = true
        do {
            if pieces.isEmpty {
                let resolved = try? opened.message(for: key, locale: localeID)
                print(try opened.render(key: key, locale: localeID, index: index, arguments: substitutions))
                if let resolved {
                    isComplete = report(resolved, requested: localeID, given: Set(substitutions.keys))
                }
            } else {
                print(try renderCompound(opened, locale: localeID, arguments: substitutions))
            }
        } catch {
            FileHandle.standardError.write(Data("l10nc: \(error)\n".utf8))
            throw ExitCode(1)
        }
        if !isComplete { throw ExitCode(1) }
    }

    /// Says on standard error what the printed text does not show: that it came from another
    /// locale of the fallback chain (as the runtime serves it, silently), and which placeholders
    /// no `--arg` filled (shown as written, `%{name}`, as the runtime shows them). `false` when
    /// a placeholder was left unfilled.
    private func report(_ resolved: ResolvedMessage, requested: LocaleIdentifier, given: Set<String>) -> Bool
    {
        if resolved.sourceLocale != requested {
            let served =
                resolved.locale == requested
                ? "'\(requested)' has no text for '\(key)'"
                : "the table has no '\(requested)', which is served as '\(resolved.locale)'"
            FileHandle.standardError.write(
                Data(
                    "l10nc: note: \(served); printed is the '\(resolved.sourceLocale)' text of the fallback chain\n"
                        .utf8))
        }
        let templates: [MessageTemplate]
        switch resolved.message {
        case .text(let template): templates = [template]
        case .plural(let variants): templates = Array(variants.values)
        case .array(let elements):
            templates = index.map { $0 < elements.count ? [elements[$0]] : [] } ?? elements
        }
        let missing = Set(templates.flatMap(\.placeholderNames)).subtracting(given).sorted()
        guard !missing.isEmpty else { return true }
        let names = missing.map { "'\($0)'" }.joined(separator: ", ")
        let flags = missing.map { "--arg \($0)=VALUE" }.joined(separator: " ")
        FileHandle.standardError.write(
            Data(
                "l10nc: error: no value for \(names); the text shows the placeholder as written. Give \(flags)\n"
                    .utf8))
        return false
    }

    /// A compound: the locale's pattern at `key` over the piece names when it has one, else the
    /// pieces joined by the separator in declared order.
    private func renderCompound(
        _ table: LocalizationTable, locale: LocaleIdentifier, arguments: [String: LocalizationArgument]
    ) throws(LocalizationError) -> String {
        var named: [(name: String, text: String)] = []
        for piece in pieces {
            guard let equals = piece.firstIndex(of: "=") else {
                InputError("--piece '\(piece)' must be name=key").exit()
            }
            let pieceKey = String(piece[piece.index(after: equals)...])
            named.append(
                (
                    String(piece[..<equals]),
                    try table.render(key: pieceKey, locale: locale, arguments: arguments)
                ))
        }
        if let pattern = try? table.message(for: key, locale: locale),
            pattern.locale == pattern.sourceLocale
                || pattern.sourceLocale.language == locale.language
        {
            var pieceArguments = arguments
            for (name, text) in named { pieceArguments[name] = .string(text) }
            return try table.render(key: key, locale: locale, arguments: pieceArguments)
        }
        let joiner =
            try separator.map { key throws(LocalizationError) in try table.render(key: key, locale: locale) }
            ?? ""
        return named.map(\.text).joined(separator: joiner)
    }
}
