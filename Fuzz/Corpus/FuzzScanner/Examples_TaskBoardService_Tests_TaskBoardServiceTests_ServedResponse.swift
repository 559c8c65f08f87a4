import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

/// One response of the live server, read into what the tests compare.
struct ServedResponse {
    let status: HTTPResponse.Status
    let contentLanguage: String?
    let vary: String?
    let contentType: String?
    let body: Data

    init(_ response: TestResponse) {
        status = response.status
        contentLanguage = response.headers[.contentLanguage]
        vary = response.headers[.vary]
        contentType = response.headers[.contentType]
        body = Data(buffer: response.body)
    }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try FOSMVVMClient.decoder.decode(type, from: body)
    }

    var text: String { String(decoding: body, as: UTF8.self) }
}

extension TestClientProtocol {
    /// `GET path` with the given `Accept-Language`, if any.
    func get(_ path: String, acceptLanguage: String? = nil) async throws -> ServedResponse {
        var headers: HTTPFields = [:]
        if let acceptLanguage { headers[.acceptLanguage] = acceptLanguage }
        return ServedResponse(try await execute(uri: path, method: .get, headers: headers))
    }
}
