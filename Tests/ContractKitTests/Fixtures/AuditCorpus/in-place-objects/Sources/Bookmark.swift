import Foundation

/// The app keeps only the folder's id, read straight out of the reference object (it drops the
/// reference's database name).
struct Bookmark: Decodable { // expect: missing-field
    var id: Int
    var title: String
    var folderId: Int
    var tags: [String]

    enum CodingKeys: String, CodingKey {
        case id, title, folder, tags
    }

    enum ReferenceKeys: String, CodingKey {
        case id = "$id"
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(Int.self, forKey: .id)
        title = try container.decode(String.self, forKey: .title)
        let folder = try container.nestedContainer(keyedBy: ReferenceKeys.self, forKey: .folder) // expect: missing-field
        folderId = try folder.decode(Int.self, forKey: .id)
        tags = try container.decode([String].self, forKey: .tags)
    }
}

struct BookmarkPage: Decodable {
    var bookmarks: [Bookmark]
}

func loadBookmarks(_ data: Data) throws -> [Bookmark] {
    try JSONDecoder().decode(BookmarkPage.self, from: data).bookmarks
}
