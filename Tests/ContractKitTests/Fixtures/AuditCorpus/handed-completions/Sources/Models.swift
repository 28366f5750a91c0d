import Foundation

/// A record of someone asking for access, which the app only ever receives.
struct AccessRequest: Codable {
    let id: String
    let requester: String
    let message: String // expect: optionality-mismatch
}

/// The app always sends a color, which the contract allows.
struct NewFolder: Codable {
    let name: String
    let color: String
}

struct FolderMove: Codable {
    let folderId: String
    let parentId: String
}
