import Foundation

/// What the server wraps every answer in.
struct Reply<Body: Decodable>: Decodable { // expect: missing-field
    let status: String
    let payload: Body
    let requestId: String // expect: extra-required-field
    let page: Int? // expect: extra-optional-field
    let total: Int? // expect: extra-optional-field

    enum CodingKeys: String, CodingKey {
        case status, payload, page, total
        case requestId = "request_id"
    }
}

struct Track: Decodable {
    let id: String
    let title: String
    let seconds: Int
}

struct Artist: Decodable {
    let id: String
    let name: String
}

enum CatalogAPI {
    static func tracks(_ data: Data) throws -> [Track] {
        try JSONDecoder().decode(Reply<[Track]>.self, from: data).payload
    }

    static func artist(_ data: Data) throws -> Artist {
        try JSONDecoder().decode(Reply<Artist>.self, from: data).payload
    }
}
