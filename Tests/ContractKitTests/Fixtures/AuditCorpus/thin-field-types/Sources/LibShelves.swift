import Foundation

struct LibFolderItem: Codable {
    let key: String
    let title: String
}

struct LibShelf: Codable { // expect: missing-field
    let key: String
    let title: String
    let ratingKey: String // expect: extra-required-field
    let guid: String // expect: extra-required-field
    let summary: String // expect: extra-required-field
    let thumb: String // expect: extra-required-field
    let addedAt: Int // expect: extra-required-field
    let childCount: String // expect: type-mismatch, extra-required-field
    let minYear: String // expect: extra-required-field
    let maxYear: String // expect: extra-required-field
}

struct LibShelfContainer: Codable {
    let size: Int
    let title: String
    let identifier: String
    let viewMode: Int
    let Directory: [LibShelf]
}

final class LibClient {
    func shelves(_ data: Data) throws -> LibShelfContainer {
        try JSONDecoder().decode(LibShelfContainer.self, from: data)
    }

    func folders(_ data: Data) throws -> [LibFolderItem] {
        try JSONDecoder().decode([LibFolderItem].self, from: data)
    }
}
