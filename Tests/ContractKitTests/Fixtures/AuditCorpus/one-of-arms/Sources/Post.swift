import Foundation

struct Post: Codable {
    let id: String
    let attachments: [Attachment]
}

/// One of a link or a file; polls came later and the app has no property for them.
struct Attachment: Codable { // expect: union-variant-missing
    let link: Link?
    let fileRef: FileRef?

    enum CodingKeys: String, CodingKey {
        case link
        case fileRef = "file_ref" // expect: coding-key-mismatch
    }
}

struct Link: Codable {
    let url: String
    let title: String?
}

struct FileRef: Codable {
    let id: String
    let size: Int
}
