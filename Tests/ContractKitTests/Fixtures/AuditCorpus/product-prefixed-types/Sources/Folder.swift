import Foundation

struct Folder: Codable, Hashable { // expect: missing-field
    var id: String
    var title: String
    var position: Double
}

struct Session: Decodable {
    let token: String
    let expiresIn: Int
}
