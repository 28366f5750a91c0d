import Foundation

/// Any resource another one points at; a photo link may carry the photo's details.
struct Link: Decodable {
    let id: String
    let kind: Kind
    let details: LinkDetails? // expect: extra-optional-field

    enum Kind: String, Decodable {
        case photo, album, person
    }

    enum LinkDetails {
        case photo(Snapshot.Details)
        case person(Member.Details)
    }

    enum CodingKeys: String, CodingKey {
        case id, kind, details
    }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(String.self, forKey: .id)
        kind = try c.decode(Kind.self, forKey: .kind)
        switch kind {
        case .photo:
            details = try c.decodeIfPresent(Snapshot.Details.self, forKey: .details).map(LinkDetails.photo)
        case .person:
            details = try c.decodeIfPresent(Member.Details.self, forKey: .details).map(LinkDetails.person)
        default:
            details = nil
        }
    }
}

struct Snapshot: Decodable {
    let id: String
    let details: Details
    let links: [Link] // expect: extra-required-field

    struct Details: Decodable { // expect: missing-field
        let fileName: String
        let width: Int
        let height: Int
        let caption: String
    }
}

struct Member: Decodable {
    let id: String
    let details: Details
    let links: [Link] // expect: extra-required-field

    struct Details: Decodable {
        let name: String
        let bio: String?
    }
}

struct Album: Decodable {
    let id: String
    let title: String
    let links: [Link]
}

/// The server wraps every answer.
struct Page<Content: Decodable>: Decodable {
    let result: String
    let data: Content
}

enum GalleryAPI {
    static func album(_ data: Data) throws -> Page<Album> {
        try JSONDecoder().decode(Page<Album>.self, from: data)
    }

    static func photo(_ data: Data) throws -> Page<Snapshot> {
        try JSONDecoder().decode(Page<Snapshot>.self, from: data)
    }

    static func person(_ data: Data) throws -> Page<Member> {
        try JSONDecoder().decode(Page<Member>.self, from: data)
    }
}
