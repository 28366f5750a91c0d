import Foundation

/// The app keeps only the folder's id, read straight out of the reference object through the
/// keys of a generic id wrapper (it drops the reference's database name).
struct Bookmark: Decodable { // expect: missing-field
    var id: Int
    var title: String
    var folderId: Int
    var tags: [String]

    enum CodingKeys: String, CodingKey {
        case id, title, folder, tags
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(Int.self, forKey: .id)
        title = try container.decode(String.self, forKey: .title)
        let folder = try container.nestedContainer(keyedBy: StoredID<Int>.CodingKeys.self, forKey: .folder) // expect: missing-field
        folderId = try folder.decode(Int.self, forKey: .value)
        tags = try container.decode([String].self, forKey: .tags)
    }
}

/// The database's id wrapper, whose keys the bookmark borrows through its generic type.
struct StoredID<Value: Codable>: Codable {
    var value: Value

    enum CodingKeys: String, CodingKey {
        case value = "$id"
    }
}

struct BookmarkPage: Decodable {
    var bookmarks: [Bookmark]
}

func loadBookmarks(_ data: Data) throws -> [Bookmark] {
    try JSONDecoder().decode(BookmarkPage.self, from: data).bookmarks
}
