import Foundation

// Private to its file: the harness cannot name it, so it is not verified, and says why.
private struct Item: Codable { let name: String }

struct Other: Codable {
    let id: String
    let at: Date
}
