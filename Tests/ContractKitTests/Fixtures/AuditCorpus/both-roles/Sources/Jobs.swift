import Foundation

protocol JobMethod {
    associatedtype Parameters: Codable
    static var name: String { get }
}

/// Every call on the wire, whatever its method: the arguments are the method's own type.
struct Call<M: JobMethod>: Codable {
    let method: String
    let params: M.Parameters
}

enum OpenJob: JobMethod {
    static let name = "jobs/open"

    struct Parameters: Codable { // expect: missing-field
        let queue: String
        let labels: [String]?
    }
}

enum CloseJob: JobMethod {
    static let name = "jobs/close"

    struct Parameters: Codable {
        let jobId: String
        let reason: String?
    }
}

/// Only ever encoded: the note it lacks is one the app never sends, which breaks nothing.
struct RenameJobRequest: Codable {
    let jobId: String
    let title: String
}

final class JobWorker {
    func receive(_ data: Data) throws -> Call<OpenJob> {
        try JSONDecoder().decode(Call<OpenJob>.self, from: data)
    }

    func rename(_ request: RenameJobRequest) throws -> Data {
        try JSONEncoder().encode(request)
    }
}
