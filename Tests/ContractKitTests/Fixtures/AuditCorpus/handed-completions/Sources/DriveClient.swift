import Foundation

enum DriveError: Error {
    case empty
}

final class DriveClient {
    let session = URLSession.shared
    let base = URL(string: "https://drive.example.com")!

    /// Loads a path and hands the decoded value to the completion.
    func load<Value: Decodable>(path: String, completion: @escaping (Result<Value, Error>) -> Void) {
        session.dataTask(with: base.appendingPathComponent(path)) { data, _, error in
            guard let data else {
                completion(.failure(error ?? DriveError.empty))
                return
            }
            completion(Result { try JSONDecoder().decode(Value.self, from: data) })
        }.resume()
    }

    func accessRequests(folder: String, _ completion: @escaping (Result<[AccessRequest], Error>) -> Void) {
        load(path: "/folders/\(folder)/access-requests", completion: completion)
    }

    func createFolder(named name: String, color: String) throws -> URLRequest {
        let body = NewFolder(name: name, color: color)
        var request = URLRequest(url: base.appendingPathComponent("/folders"))
        request.httpBody = try JSONEncoder().encode(body)
        return request
    }

    func move(folder: String, under parent: String) throws -> URLRequest {
        let body = FolderMove(folderId: folder, parentId: parent)
        var request = URLRequest(url: base.appendingPathComponent("/moves"))
        request.httpBody = try JSONEncoder().encode(body)
        return request
    }
}
