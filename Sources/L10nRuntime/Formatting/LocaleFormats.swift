import Foundation

/// Everything one locale needs to format numbers and dates, built once per locale and kept
/// by a `FormatterCache`. Styles and date formatters are cached per style; a `DateFormatter`
/// is used under its own lock, since Foundation does not promise it is safe to share.
final class LocaleFormats: @unchecked Sendable {
    let locale: Locale
    private let integerStyle: IntegerFormatStyle<Int>
    private let groupedDigits: IntegerDigits?
    private let plainDigits: IntegerDigits?
    private let lock = NSLock()
    private var doubleFormatters: [DoubleFormatterKey: @Sendable (Double) -> String] = [:]
    private var dateFormatters: [DateFormatterKey: LockedDateFormatter] = [:]

    private struct DoubleFormatterKey: Hashable {
        let style: LocalizableDouble.Style
        let grouping: Bool
    }

    private struct DateFormatterKey: Hashable {
        let format: LocalizableDate.Format
        let timeZone: String
    }

    init(tag: String) {
        locale = Locale(identifier: tag)
        integerStyle = IntegerFormatStyle<Int>(locale: locale)
        groupedDigits = IntegerDigits.learn(style: integerStyle, grouping: true)
        plainDigits = IntegerDigits.learn(style: integerStyle.grouping(.never), grouping: false)
    }

    func appendInteger(_ value: Int, grouping: Bool, to output: inout [UInt8]) {
        if let digits = grouping ? groupedDigits : plainDigits {
            digits.append(value, to: &output)
        } else {
            output.append(
                contentsOf: (grouping ? integerStyle : integerStyle.grouping(.never)).format(value).utf8)
        }
    }

    /// `value` in `style`, with the locale's grouping separator unless `grouping` is `false`.
    func format(_ value: Double, style: LocalizableDouble.Style, grouping: Bool = true) -> String {
        let key = DoubleFormatterKey(style: style, grouping: grouping)
        lock.lock()
        let cached = doubleFormatters[key]
        lock.unlock()
        if let cached { return cached(value) }
        let formatter: @Sendable (Double) -> String
        switch style {
        case .decimal(let minimum, let maximum):
            let style = FloatingPointFormatStyle<Double>(locale: locale).precision(
                .fractionLength(max(0, minimum)...max(minimum, maximum)))
            let styled = grouping ? style : style.grouping(.never)
            formatter = { styled.format($0) }
        case .percent:
            let style = FloatingPointFormatStyle<Double>.Percent(locale: locale)
            let styled = grouping ? style : style.grouping(.never)
            formatter = { styled.format($0) }
        case .currency(let code):
            let style = FloatingPointFormatStyle<Double>.Currency(code: code, locale: locale)
            let styled = grouping ? style : style.grouping(.never)
            formatter = { styled.format($0) }
        }
        lock.lock()
        doubleFormatters[key] = formatter
        lock.unlock()
        return formatter(value)
    }

    func format(_ date: LocalizableDate) -> String {
        let key = DateFormatterKey(format: date.format, timeZone: date.timeZone.identifier)
        lock.lock()
        let cached = dateFormatters[key]
        lock.unlock()
        if let cached { return cached.string(from: date.value) }
        let formatter = LockedDateFormatter(locale: locale, format: date.format, timeZone: date.timeZone)
        lock.lock()
        dateFormatters[key] = formatter
        lock.unlock()
        return formatter.string(from: date.value)
    }
}

/// A configured `DateFormatter` used by one thread at a time.
final class LockedDateFormatter: @unchecked Sendable {
    private let formatter = DateFormatter()
    private let lock = NSLock()

    init(locale: Locale, format: LocalizableDate.Format, timeZone: TimeZone) {
        formatter.locale = locale
        formatter.timeZone = timeZone
        formatter.calendar = locale.calendar
        switch format {
        case .styles(let date, let time):
            formatter.dateStyle = date
            formatter.timeStyle = time
        case .template(let template):
            formatter.setLocalizedDateFormatFromTemplate(template)
        case .dateFormat(let pattern):
            formatter.dateFormat = pattern
        }
    }

    func string(from date: Date) -> String {
        lock.lock()
        defer { lock.unlock() }
        return formatter.string(from: date)
    }
}
