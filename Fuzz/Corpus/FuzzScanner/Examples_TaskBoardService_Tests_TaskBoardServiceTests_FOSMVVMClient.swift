import Foundation

/// What an app built with FOSMVVM decodes a served view model into: types whose `init(from:)`
/// copies FOSMVVM's (FOSUtilities `Sources/FOSMVVM/Localization/LocalizableInt.swift:65-72`,
/// `LocalizableDate.swift:76-90`, `LocalizableString.swift:113-117`,
/// `LocalizableArray.swift:102-106`) and FOSMVVM's client decoder
/// (`Sources/FOSFoundation/Coding/JSONDecoder.swift:20-48`). The service must serve what these
/// accept: an app in the field cannot be updated with the server.
enum FOSMVVMClient {
    /// `JSONDecoder.defaultDecoder`: dates as strings in four formats, numbers rejected.
    static var decoder: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let text = try decoder.singleValueContainer().decode(String.self)
            for format in [
                "yyyy-MM-dd'T'HH:mm:ss'.'SSS'Z'", "yyyy-MM-dd'T'HH:mm:ss'Z'", "yyyy-MM-dd HH:mm:ss",
                "yyyy-MM-dd",
            ] {
                let formatter = DateFormatter()
                formatter.locale = Locale(identifier: "en_US_POSIX")
                formatter.timeZone = TimeZone(secondsFromGMT: 0)
                formatter.dateFormat = format
                if let date = formatter.date(from: text) { return date }
            }
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath, debugDescription: "unknown date format \(text)"))
        }
        return decoder
    }

    /// `LocalizableInt`: `v`, `sgep`, `gsepsz`, `ls`, all required.
    struct LocalizableInt: Decodable {
        let value: Int
        let localizedString: String

        enum CodingKeys: String, CodingKey { case v, sgep, gsepsz, ls }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            value = try container.decode(Int.self, forKey: .v)
            _ = try container.decode(Bool.self, forKey: .sgep)
            _ = try container.decode(Int.self, forKey: .gsepsz)
            localizedString = try container.decode(String.self, forKey: .ls)
        }
    }

    /// `LocalizableDate`: `v` (seconds since 1970) and `ls` required, `ds`, `ts`, `df` optional.
    struct LocalizableDate: Decodable {
        let value: Date
        let dateStyle: UInt?
        let localizedString: String

        enum CodingKeys: String, CodingKey { case v, ds, ts, df, ls }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            value = Date(timeIntervalSince1970: try container.decode(TimeInterval.self, forKey: .v))
            dateStyle = try container.decodeIfPresent(UInt.self, forKey: .ds)
            _ = try container.decodeIfPresent(UInt.self, forKey: .ts)
            _ = try container.decodeIfPresent(String.self, forKey: .df)
            localizedString = try container.decode(String.self, forKey: .ls)
        }
    }

    /// The app's `DashboardViewModel`: `@LocalizedString`, `@LocalizedSubs` and `@LocalizedStrings`
    /// decode as strings, `@LocalizedInt` as `LocalizableInt`.
    struct Dashboard: Decodable {
        let title: String
        let welcome: String
        let tabs: [String]
        let openTaskCount: LocalizableInt
        let userName: String
        let openTasks: Int
    }

    /// The app's `TaskCardViewModel`.
    struct TaskCard: Decodable {
        let dueLabel: String
        let openTasks: String
        let dueDate: LocalizableDate
        let name: String
        let status: String
        let statusTitle: String
        let openSubtasks: Int
    }
}
