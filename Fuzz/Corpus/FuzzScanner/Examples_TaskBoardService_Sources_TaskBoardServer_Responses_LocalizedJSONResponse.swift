import Hummingbird
import L10nRuntime

/// A JSON body in one locale, with the headers a cache and a client need to tell locales
/// apart: `Content-Language` names the locale served and `Vary: Accept-Language` keeps a
/// shared cache from handing one language's response to a request for another.
public struct LocalizedJSONResponse: ResponseGenerator {
    public var body: [UInt8]
    public var locale: LocaleIdentifier

    public init(body: [UInt8], locale: LocaleIdentifier) {
        self.body = body
        self.locale = locale
    }

    public func response(from request: Request, context: some RequestContext) throws -> Response {
        Response(
            status: .ok,
            headers: [
                .contentType: "application/json; charset=utf-8",
                .contentLanguage: locale.tag,
                .vary: "Accept-Language",
            ],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: body))
        )
    }
}
