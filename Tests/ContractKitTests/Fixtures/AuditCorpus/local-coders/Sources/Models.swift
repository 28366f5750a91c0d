import Foundation

/// Read once at login with a plain decoder: its snake_case keys are spelled out.
struct SessionToken: Decodable {
    let accessToken: String
    let expiresIn: Int

    enum CodingKeys: String, CodingKey {
        case accessToken = "access_token"
        case expiresIn = "expires_in"
    }
}

struct ServerInfo: Decodable {
    let version: String
    let signupOpen: Bool
    let allowGuests: Bool // expect: extra-required-field
}

struct Notebook: Decodable {
    let id: String
    let title: String
    let ownerId: String
    let noteCount: Int
}

struct NewNotebook: Encodable {
    let title: String
    let colorHex: String // expect: coding-key-mismatch
}

struct RenameNotebook: Encodable {
    let notebookId: String
    let title: String
}
