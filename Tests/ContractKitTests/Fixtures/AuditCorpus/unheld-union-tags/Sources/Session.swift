import Foundation

/// The app assumes a person signed in: nothing in it says which kind of account it got.
struct PersonAccount: Decodable { // expect: missing-field
    let id: String
    let email: String
}

struct Feed: Decodable {
    let items: [FeedItem]
}

/// The tag is read here, so the arms' structs need not keep it.
enum FeedItem: Decodable {
    case post(PostItem)
    case photo(PhotoItem)

    enum CodingKeys: String, CodingKey {
        case kind
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch try container.decode(String.self, forKey: .kind) {
        case "photo": self = .photo(try PhotoItem(from: decoder))
        default: self = .post(try PostItem(from: decoder))
        }
    }
}

struct PostItem: Decodable {
    let id: String
    let body: String
}

struct PhotoItem: Decodable {
    let id: String
    let url: String
}
