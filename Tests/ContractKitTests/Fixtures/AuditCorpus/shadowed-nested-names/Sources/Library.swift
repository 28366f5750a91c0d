import Foundation

/// The one meta block the app reads, for folders and files alike; it forgets when a record was made.
struct Meta: Codable { // expect: missing-field
    let id: String
    let kind: String
    let version: Int
    let checksum: String?
}

struct File: Codable {
    let meta: Meta
    let path: String
    let bytes: Int
}

struct Folder: Codable {
    let meta: Meta
    let title: String
    let files: [File]
}

/// An error answer, whose own small meta block only names the failed record.
struct FailureBody: Codable {
    struct Meta: Codable {
        let id: String
        let kind: String
    }

    let meta: Meta
    let reason: String
}

enum LibraryAPI {
    static func folder(_ data: Data) throws -> Folder {
        try JSONDecoder().decode(Folder.self, from: data)
    }

    static func failure(_ data: Data) throws -> FailureBody {
        try JSONDecoder().decode(FailureBody.self, from: data)
    }
}
