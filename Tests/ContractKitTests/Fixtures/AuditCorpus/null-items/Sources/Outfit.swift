import Foundation

struct Piece: Decodable {
    let id: Int
    let name: String
}

struct Outfit: Decodable {
    let id: Int
    let channels: [Int] // expect: type-mismatch
    let accents: [Int?]?
    let slots: [Piece] // expect: type-mismatch
    let spares: [Piece?]
    let tags: [String]
}

enum WardrobeAPI {
    static func outfit(_ data: Data) throws -> Outfit {
        try JSONDecoder().decode(Outfit.self, from: data)
    }
}
