import Foundation

/// The app reads the entry twice, once per kind it opens: the two structs differ only in
/// `content`, the value the contract leaves open. The namespace's word picks this one.
struct FolderResponse: Decodable { // expect: missing-field
    let name: String
    let path: String
    let kind: String
    let content: [String]? // expect: type-mismatch
}

struct NotebookResponse: Decodable {
    let name: String
    let path: String
    let kind: String
    let content: NotebookBody
}

struct NotebookBody: Decodable {
    let cells: [String]
}

final class FilesClient {
    func folder(_ data: Data) throws -> FolderResponse { try JSONDecoder().decode(FolderResponse.self, from: data) }
    func notebook(_ data: Data) throws -> NotebookResponse { try JSONDecoder().decode(NotebookResponse.self, from: data) }
}
