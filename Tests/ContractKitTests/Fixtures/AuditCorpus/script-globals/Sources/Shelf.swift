import Foundation

/// The app's shelf: it never reads the shelf's books.
struct BookShelf: Decodable { // expect: missing-field
    let id: String
    let name: String
    let createdDate: String
}

func loadShelves(_ data: Data) throws -> [BookShelf] {
    try JSONDecoder().decode([BookShelf].self, from: data)
}
