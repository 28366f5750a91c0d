import Foundation

struct Artist: Decodable {
    let id: String
    let name: String
    let avatar: [AvatarSize: String]
    let links: [LinkKind: String] // expect: missing-field

    enum AvatarSize: String, Decodable {
        case small, medium, large
    }

    /// The app shows two kinds of link; the others are skipped.
    enum LinkKind: String, Decodable {
        case website, portfolio
    }
}

extension KeyedDecodingContainer {
    /// Keeps the keys it knows and skips the rest.
    func decode(_ type: [Artist.LinkKind: String].Type, forKey key: Key) throws -> [Artist.LinkKind: String] {
        let raw = try decode([String: String].self, forKey: key)
        var result: [Artist.LinkKind: String] = [:]
        for (name, value) in raw {
            if let kind = Artist.LinkKind(rawValue: name) { result[kind] = value }
        }
        return result
    }

    func decode(_ type: [Artist.AvatarSize: String].Type, forKey key: Key) throws -> [Artist.AvatarSize: String] {
        let raw = try decode([String: String].self, forKey: key)
        var result: [Artist.AvatarSize: String] = [:]
        for (name, value) in raw {
            if let size = Artist.AvatarSize(rawValue: name) { result[size] = value }
        }
        return result
    }
}

enum GalleryAPI {
    static func artist(_ data: Data) throws -> Artist { try JSONDecoder().decode(Artist.self, from: data) }
}
