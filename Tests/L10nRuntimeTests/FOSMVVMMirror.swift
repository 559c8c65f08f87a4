import Foundation

/// Decodable types that decode exactly as FOSMVVM's client decodes (the `init(from:)` of each
/// FOSMVVM type, cited per type), written here because the tests cannot link FOSMVVM. They are
/// the judge of the default wire format: what they reject, an app in the field rejects.
/// Paths are relative to FOSUtilities/Sources.
enum FOSMVVMMirror {
    /// FOSMVVM/Localization/Localizable.swift: what every decoded value offers its client.
    protocol Localizable: Decodable, Equatable {
        var localizedString: String { get }
    }

    /// FOSFoundation/Coding/JSONDecoder.swift:20-48, `JSONDecoder.defaultDecoder`: a date is a
    /// string in one of four formats (FOSFoundation/Coding/DateFormatter.swift:25-84), tried in
    /// this order; anything else, a number included, is an error.
    static var defaultDecoder: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let text = try decoder.singleValueContainer().decode(String.self)
            for format in [
                "yyyy-MM-dd'T'HH:mm:ss'.'SSS'Z'", "yyyy-MM-dd'T'HH:mm:ss'Z'", "yyyy-MM-dd HH:mm:ss",
                "yyyy-MM-dd",
            ] {
                if let date = formatter(format).date(from: text) { return date }
            }
            throw UnknownDateFormat(text: text)
        }
        return decoder
    }

    struct UnknownDateFormat: Error {
        let text: String
    }

    private static func formatter(_ format: String) -> DateFormatter {
        let formatter = DateFormatter()
        if format == "yyyy-MM-dd'T'HH:mm:ss'Z'" { formatter.calendar = Calendar(identifier: .iso8601) }
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        formatter.dateFormat = format
        return formatter
    }

    /// FOSMVVM/Localization/LocalizableInt.swift:65-72 (keys :138-143): all four required.
    struct LocalizableInt: Localizable {
        let value: Int
        let showGroupingSeparator: Bool
        let groupingSize: Int
        let localizedString: String

        enum CodingKeys: String, CodingKey {
            case value = "v", localizedString = "ls", showGroupingSeparator = "sgep", groupingSize = "gsepsz"
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            value = try container.decode(Int.self, forKey: .value)
            showGroupingSeparator = try container.decode(Bool.self, forKey: .showGroupingSeparator)
            groupingSize = try container.decode(Int.self, forKey: .groupingSize)
            localizedString = try container.decode(String.self, forKey: .localizedString)
        }
    }

    /// FOSMVVM/Localization/LocalizableDouble.swift:69-78 (keys :148-155): all six required;
    /// `sgsep`, not the integer's `sgep`.
    struct LocalizableDouble: Localizable {
        let value: Double
        let showGroupingSeparator: Bool
        let groupingSize: Int
        let minimumFractionDigits: Int
        let maximumFractionDigits: Int
        let localizedString: String

        enum CodingKeys: String, CodingKey {
            case value = "v", localizedString = "ls", showGroupingSeparator = "sgsep", groupingSize = "gsepsz"
            case minimumFractionDigits = "minfd", maximumFractionDigits = "maxfd"
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            value = try container.decode(Double.self, forKey: .value)
            showGroupingSeparator = try container.decode(Bool.self, forKey: .showGroupingSeparator)
            groupingSize = try container.decode(Int.self, forKey: .groupingSize)
            minimumFractionDigits = try container.decode(Int.self, forKey: .minimumFractionDigits)
            maximumFractionDigits = try container.decode(Int.self, forKey: .maximumFractionDigits)
            localizedString = try container.decode(String.self, forKey: .localizedString)
        }
    }

    /// FOSMVVM/Localization/LocalizableDate.swift:76-90 (keys :165-171): `v` seconds since
    /// 1970 and `ls` required; `ds`/`ts` (`DateFormatter.Style` raw values) and `df` optional.
    struct LocalizableDate: Localizable {
        let value: Date
        let dateStyle: DateFormatter.Style?
        let timeStyle: DateFormatter.Style?
        let dateFormat: String?
        let localizedString: String

        enum CodingKeys: String, CodingKey {
            case value = "v", dateStyle = "ds", timeStyle = "ts", dateFormat = "df", localizedString = "ls"
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            value = Date(timeIntervalSince1970: try container.decode(TimeInterval.self, forKey: .value))
            dateStyle = try container.decodeIfPresent(UInt.self, forKey: .dateStyle).flatMap {
                DateFormatter.Style(rawValue: $0)
            }
            timeStyle = try container.decodeIfPresent(UInt.self, forKey: .timeStyle).flatMap {
                DateFormatter.Style(rawValue: $0)
            }
            dateFormat = try container.decodeIfPresent(String.self, forKey: .dateFormat)
            localizedString = try container.decode(String.self, forKey: .localizedString)
        }
    }

    /// FOSMVVM/Localization/LocalizableString.swift:113-117: a string.
    struct LocalizableString: Localizable {
        let localizedString: String

        init(from decoder: any Decoder) throws {
            localizedString = try decoder.singleValueContainer().decode(String.self)
        }
    }

    /// FOSMVVM/Localization/LocalizableArray.swift:102-106: an array of the elements.
    struct LocalizableArray<Element: Decodable & Equatable>: Decodable, Equatable {
        let elements: [Element]

        init(from decoder: any Decoder) throws {
            elements = try decoder.singleValueContainer().decode([Element].self)
        }
    }

    /// FOSMVVM/Localization/LocalizableCompoundValue.swift:95-99 (keys :133-136): generic over
    /// its piece type as FOSMVVM's is; `pieces` required, a `LocalizableArray<Value>` (each
    /// piece in its own form: a string, or an Int's, Double's or Date's object), `separator`
    /// optional; the client joins the pieces' `localizedString` (:80-85).
    struct LocalizableCompoundValue<Value: Localizable>: Localizable {
        let pieces: LocalizableArray<Value>
        let separator: LocalizableString?

        enum CodingKeys: String, CodingKey { case pieces, separator }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            pieces = try container.decode(LocalizableArray<Value>.self, forKey: .pieces)
            separator = try container.decodeIfPresent(LocalizableString.self, forKey: .separator)
        }

        var localizedString: String {
            pieces.elements.map(\.localizedString).joined(separator: separator?.localizedString ?? "")
        }
    }

    /// FOSMVVM/Localization/LocalizableSubstitutions.swift:76-80: a string.
    typealias LocalizableSubstitutions = LocalizableString

    /// FOSMVVM/Protocols/ViewModelId.swift:100-108 (keys :133-136): `id` optional, `fsh` an
    /// optional date in the client's date format.
    struct ViewModelId: Decodable, Equatable {
        let id: String?
        let freshness: Date?

        enum CodingKeys: String, CodingKey {
            case id
            case freshness = "fsh"
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            id = try container.decodeIfPresent(String.self, forKey: .id)
            freshness = try container.decodeIfPresent(Date.self, forKey: .freshness)
        }
    }
}
