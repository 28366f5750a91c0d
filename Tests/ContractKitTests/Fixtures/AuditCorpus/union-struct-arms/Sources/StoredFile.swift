import Foundation

/// One struct for every kind of file: what only some kinds send is optional.
struct StoredFile: Decodable { // expect: missing-field
    /// Photos and clips both send their size; nothing else is read.
    struct Details: Decodable { // expect: missing-field
        let width: Int?
        let height: Int?
    }

    let id: String
    let kind: String
    let url: String
    let details: Details?
}

struct Album: Decodable {
    let id: String
    let title: String
    let files: [StoredFile]
}

enum FileStore {
    static func album(_ data: Data) throws -> Album {
        try JSONDecoder().decode(Album.self, from: data)
    }
}
