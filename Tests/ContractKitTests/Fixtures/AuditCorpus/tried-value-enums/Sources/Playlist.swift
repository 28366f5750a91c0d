import Foundation

struct SmartPlaylist: Decodable {
    let id: PlaylistID
    let filter: FilterNode?
    let weights: TextOrList // expect: type-mismatch
    let joiner: Joiner
    let extras: [String: LooseValue]
}

// Older playlists have numbers for ids, newer ones strings.
enum PlaylistID: Decodable {
    case text(String)
    case number(Int)

    init(from decoder: Decoder) throws {
        let single = try decoder.singleValueContainer()
        if let text = try? single.decode(String.self) {
            self = .text(text)
        } else {
            self = .number(try single.decode(Int.self))
        }
    }
}

enum JoinWord: String, Codable {
    case any, all
}

// A leaf is a tag name, or a tag with its options.
enum FilterLeaf: Decodable {
    case tag(String)
    case detailed(TagOptions)

    init(from decoder: Decoder) throws {
        let single = try decoder.singleValueContainer()
        if let name = try? single.decode(String.self) {
            self = .tag(name)
        } else {
            self = .detailed(try single.decode(TagOptions.self))
        }
    }
}

struct TagOptions: Decodable {
    let name: String
    let exact: Bool?
}

// One node of the tree: a joining word, a leaf, or a nested list of nodes.
enum FilterNode: Decodable {
    case word(JoinWord)
    case leaf(FilterLeaf)
    case list([FilterNode])

    init(from decoder: Decoder) throws {
        guard let single = try? decoder.singleValueContainer() else { throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "no value")) }
        if let word = try? single.decode(JoinWord.self) {
            self = .word(word)
        } else if let leaf = try? single.decode(FilterLeaf.self) {
            self = .leaf(leaf)
        } else {
            self = .list(try single.decode([FilterNode].self))
        }
    }
}

// Text, or lines of text: never numbers.
enum TextOrList: Decodable {
    case text(String)
    case lines([String])

    init(from decoder: Decoder) throws {
        let single = try decoder.singleValueContainer()
        if let text = try? single.decode(String.self) {
            self = .text(text)
        } else {
            self = .lines(try single.decode([String].self))
        }
    }
}

// Only one joining word exists, so the decoder does not look at the value.
enum Joiner: Int, Decodable {
    case all

    init(from decoder: Decoder) throws {
        self = .all
    }
}

// Any JSON value the app keeps as it came.
enum LooseValue: Decodable {
    typealias List = [LooseValue]
    typealias Object = [String: LooseValue]

    case text(String)
    case number(Double)
    case flag(Bool)
    case list(List)
    case object(Object)
    case other

    init(from decoder: Decoder) throws {
        let single = try decoder.singleValueContainer()
        if let value = try? single.decode(String.self) {
            self = .text(value)
        } else if let value = try? single.decode(Double.self) {
            self = .number(value)
        } else if let value = try? single.decode(Bool.self) {
            self = .flag(value)
        } else if let value = try? single.decode(List.self) {
            self = .list(value)
        } else if let value = try? single.decode(Object.self) {
            self = .object(value)
        } else {
            self = .other
        }
    }
}

final class PlaylistClient {
    func playlist(_ data: Data) throws -> SmartPlaylist {
        try JSONDecoder().decode(SmartPlaylist.self, from: data)
    }
}
