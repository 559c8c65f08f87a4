import ArgumentParser
import Foundation
import L10nRuntime

/// `l10nc lookup`: one message resolved from a compiled table, as the runtime would.
struct LookupCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lookup",
        abstract: "Resolve one message from a compiled table.",
        discussion: """
            Opens the table, serves a locale it does not hold by CLDR's negotiation (`es-MX` from \
            `es-419`, `zh-TW` from `zh-Hant`, never `zh`), follows the locale's fallback chain, selects a plural variant with the \
            locale's CLDR rules when a numeric argument is given (the one named `count`, or the only \
            numeric one), and fills the placeholders, formatting numbers for the locale.

            Examples:
              l10nc lookup --table app.l10n --locale de DashboardViewModel.title
              l10nc lookup --table app.l10n --locale ru --arg count=21 TaskCardViewModel.openTasks
              l10nc lookup --table app.l10n --locale ja --piece firstName=UserNameViewModel.firstName \\
                --piece lastName=UserNameViewModel.lastName --separator UserNameViewModel.nameSeparator \\
                UserNameViewModel.fullName

            Exit status: 0 printed, 1 no locale of the chain has the key, 2 bad invocation or a table \
            that cannot be opened.
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
            InputError("cannot open table '\(table)': \(error)").exit()
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
        do {
            if pieces.isEmpty {
                print(try opened.render(key: key, locale: localeID, index: index, arguments: substitutions))
            } else {
                print(try renderCompound(opened, locale: localeID, arguments: substitutions))
            }
        } catch {
            FileHandle.standardError.write(Data("l10nc: \(error)\n".utf8))
            throw ExitCode(1)
        }
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
