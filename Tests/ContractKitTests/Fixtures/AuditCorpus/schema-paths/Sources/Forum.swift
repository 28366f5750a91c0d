import Foundation

public struct Dimensions: Codable, Hashable {
    public var width: Int
    public var height: Int
}

public struct Upload: Codable, Hashable { // expect: missing-field
    public var _id: String
    public var filename: String
    public var content_type: String
    public var size: Int
    public var dimensions: Dimensions?
}

public struct Member: Codable, Hashable {
    public var _id: String
    public var display_name: String
    public var avatar: Upload?
}

public struct VideoUnfurl: Codable, Hashable {
    public var video_id: String
}

public enum Unfurl: Hashable { // expect: union-variant-missing
    case nothing
    case video(VideoUnfurl)
}

extension Unfurl: Codable {
    enum CodingKeys: String, CodingKey { case kind }
    enum Kind: String, Codable { case Nothing, Video }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch try container.decode(Kind.self, forKey: .kind) {
        case .Nothing: self = .nothing
        case .Video: self = .video(try decoder.singleValueContainer().decode(VideoUnfurl.self))
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .nothing: try container.encode(Kind.Nothing, forKey: .kind)
        case .video(let v):
            try container.encode(Kind.Video, forKey: .kind)
            try v.encode(to: encoder)
        }
    }
}

public struct Post: Codable, Hashable {
    public var _id: String
    public var author: String
    public var body: String
    public var files: [Upload]?
    public var unfurl: Unfurl?
}

final class ForumClient {
    func posts(_ data: Data) throws -> [Post] { try JSONDecoder().decode([Post].self, from: data) }
    func member(_ data: Data) throws -> Member { try JSONDecoder().decode(Member.self, from: data) }
}
