/// A file path written as a SARIF `artifactLocation`: a percent-encoded URI reference,
/// relative to `%SRCROOT%` when the file lies under the working directory.
struct ArtifactURI: Sendable, Hashable {
    /// The symbol SARIF consumers (GitHub code scanning among them) resolve to the checkout.
    static let sourceRootBaseID = "%SRCROOT%"

    let uri: String
    let uriBaseID: String?

    init(path: String, paths: WorkingDirectoryPaths) {
        let shown = paths.relative(path)
        if shown.hasPrefix("/") {
            uri = "file://" + Self.percentEncoded(shown)
            uriBaseID = nil
        } else {
            uri = Self.percentEncoded(shown)
            uriBaseID = Self.sourceRootBaseID
        }
    }

    /// The `file:` URI of a directory, ending in `/` as SARIF requires of base URIs.
    static func directoryURI(_ directory: String) -> String {
        let encoded = percentEncoded(directory)
        return "file://" + (encoded.hasSuffix("/") ? encoded : encoded + "/")
    }

    /// Keeps RFC 3986's unreserved characters, `/` and the sub-delimiters that are safe in a
    /// path; everything else, including `:` (which would read as a scheme in a relative
    /// reference), `%`, spaces and non-ASCII text, is written as `%XX` of its UTF-8 bytes.
    static func percentEncoded(_ path: String) -> String {
        var result = ""
        result.reserveCapacity(path.utf8.count)
        for byte in path.utf8 {
            if isKept(byte) {
                result.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                result += "%" + hexDigit(byte >> 4) + hexDigit(byte & 0xF)
            }
        }
        return result
    }

    private static func isKept(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"),
            UInt8(ascii: "!"), UInt8(ascii: "$"), UInt8(ascii: "&"), UInt8(ascii: "'"), UInt8(ascii: "("),
            UInt8(ascii: ")"), UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: ","), UInt8(ascii: ";"),
            UInt8(ascii: "="), UInt8(ascii: "@"):
            true
        default:
            false
        }
    }

    private static func hexDigit(_ value: UInt8) -> String {
        String(UnicodeScalar(value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") + value - 10))
    }
}
