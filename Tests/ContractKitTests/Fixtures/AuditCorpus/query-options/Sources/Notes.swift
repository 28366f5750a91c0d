import Foundation

// Options the app never encodes as JSON: it copies each into a URL query item.
struct ListOptions: Codable {
    var search: String?
    var page: Int?
    var per_page: Int?
    var order: String?
}

// A keyword group needs a keyword and a first synonym, then takes any more. The contract
// allows a group of any length, a lone keyword included.
final class KeywordGroup: Codable {
    let keyword: String
    let firstSynonym: String
    let moreSynonyms: [String]

    init(from decoder: Decoder) throws {
        var list = try decoder.unkeyedContainer()
        keyword = try list.decode(String.self)
        firstSynonym = try list.decode(String.self)
        var more: [String] = []
        while !list.isAtEnd {
            more.append(try list.decode(String.self))
        }
        moreSynonyms = more
    }

    func encode(to encoder: Encoder) throws {
        var list = encoder.unkeyedContainer()
        try list.encode(keyword)
        try list.encode(firstSynonym)
        for synonym in moreSynonyms { try list.encode(synonym) }
    }
}

// A pin is a fixed pair, as the contract's tuple is.
struct MapPin: Codable {
    let longitude: Double
    let latitude: Double

    init(from decoder: Decoder) throws {
        var pair = try decoder.unkeyedContainer()
        longitude = try pair.decode(Double.self)
        latitude = try pair.decode(Double.self)
    }

    func encode(to encoder: Encoder) throws {
        var pair = encoder.unkeyedContainer()
        try pair.encode(longitude)
        try pair.encode(latitude)
    }
}

struct Note: Codable {
    let id: String
    let body: String
    let keywords: [KeywordGroup] // expect: type-mismatch
    let pin: MapPin
}

struct NotePage: Codable {
    let notes: [Note]
    let total: Int
}

final class NotesClient {
    let base = URL(string: "https://notes.example.com/v1/notes")!

    func list(_ options: ListOptions) async throws -> NotePage {
        var parts = URLComponents(url: base, resolvingAgainstBaseURL: false)!
        parts.queryItems = [
            URLQueryItem(name: "search", value: options.search),
            URLQueryItem(name: "page", value: options.page.map(String.init)),
            URLQueryItem(name: "per_page", value: options.per_page.map(String.init)),
            URLQueryItem(name: "order", value: options.order),
        ]
        let (data, _) = try await URLSession.shared.data(from: parts.url!)
        return try JSONDecoder().decode(NotePage.self, from: data)
    }
}
