import Foundation

struct Clipping: Codable {
    let id: Int
    let text: String
}

struct Shelf: Codable {
    let id: Int
    let name: String
}

final class DigestClient {
    let session = URLSession.shared

    func getDailyDigest() async throws -> [Clipping] {
        let (data, _) = try await session.data(from: URL(string: "https://clips.example.com/v1/digest/")!)
        struct DigestAnswer: Decodable { // expect: missing-field
            let clippings: [Clipping]
        }
        return try JSONDecoder().decode(DigestAnswer.self, from: data).clippings
    }

    func fetchShelves() async throws -> [Shelf] {
        let (data, _) = try await session.data(from: URL(string: "https://clips.example.com/v1/shelves/")!)
        struct Page: Decodable { // expect: missing-field
            let shelves: [Shelf]
            let hasMore: Bool?

            enum CodingKeys: String, CodingKey {
                case shelves
                case hasMore = "has_more"
            }
        }
        return try JSONDecoder().decode(Page.self, from: data).shelves
    }
}
