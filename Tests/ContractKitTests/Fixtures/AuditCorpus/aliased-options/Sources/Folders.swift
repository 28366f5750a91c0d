import Foundation

struct CreateFolderOptions: Codable { // expect: missing-field
    let overwrite: Bool?
    let ignoreIfExists: Bool?
}

/// The app moves folders with the create options: one struct under two names.
typealias MoveFolderOptions = CreateFolderOptions

struct CreateFolder: Codable {
    let path: String
    let options: CreateFolderOptions?
}

struct MoveFolder: Codable {
    let from: String
    let to: String
    let options: MoveFolderOptions?
}

final class FolderSync {
    func moves(_ data: Data) throws -> [MoveFolder] {
        try JSONDecoder().decode([MoveFolder].self, from: data)
    }

    func creates(_ data: Data) throws -> [CreateFolder] {
        try JSONDecoder().decode([CreateFolder].self, from: data)
    }
}
