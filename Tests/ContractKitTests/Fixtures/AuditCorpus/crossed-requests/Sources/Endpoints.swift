import Foundation

/// Logging in sends the credentials an account was made with, and an email the contract
/// above never mentions: it is another request, not `AccountCreate`.
struct MarkLogin {
    struct Input: Encodable {
        let email: String
        let username: String
        let password: String
    }
}

struct MarkSave {
    struct Input: Encodable {
        let url: String
        let title: String
        let folderId: Int?
    }
}

final class MarkClient {
    func login(_ input: MarkLogin.Input) throws -> Data {
        try JSONEncoder().encode(input)
    }

    func save(_ input: MarkSave.Input) throws -> Data {
        try JSONEncoder().encode(input)
    }
}
