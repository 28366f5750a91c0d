import Foundation

enum JobKind: String, Decodable {
    case `import`, purge, reindex
}

struct Job: Decodable {
    let id: Int
    let kind: JobKind
    let details: Details?

    enum CodingKeys: String, CodingKey {
        case id, kind, details
    }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(Int.self, forKey: .id)
        kind = try c.decode(JobKind.self, forKey: .kind)
        // A job that reports nothing has no details: read them only when there are some.
        let nested = try? c.superDecoder(forKey: .details)
        details = try Details(from: nested, kind: kind)
    }

    /// One struct per kind of job, chosen by the job's kind.
    enum Details { // expect: missing-field
        case imported(ImportDetails)
        case purged(PurgeDetails)
        case reindexed(ReindexDetails)

        init?(from decoder: Decoder?, kind: JobKind) throws {
            guard let decoder else { return nil }
            switch kind {
            case .import: self = try .imported(.init(from: decoder))
            case .purge: self = try .purged(.init(from: decoder))
            case .reindex: self = try .reindexed(.init(from: decoder))
            }
        }
    }
}

struct ImportDetails: Decodable {
    let url: String?
    let format: String?
    let receivedRows: Int?
    let importedRows: Int // expect: optionality-mismatch
    let options: ImportOptionsUpdate?
}

/// The options as a job reports them: any of them may be left out.
struct ImportOptionsUpdate: Decodable {
    let delimiter: String?
    let header: Bool?
}

/// The options of a saved configuration: the app counts on every one.
struct ImportOptionsResult: Decodable {
    let delimiter: String // expect: optionality-mismatch
    let header: Bool // expect: optionality-mismatch
}

struct ImportConfig: Decodable {
    let id: Int
    let options: ImportOptionsResult
}

struct PurgeDetails: Decodable {
    let purgedRows: Int?
    let filter: String?
}

struct ReindexDetails: Decodable {
    let shards: [String]? // expect: type-mismatch
    let filter: String?
    let moves: [MovePayload]?
}

struct MovePayload: Decodable { // expect: missing-field
    let from: String
    let to: String
}

final class JobsClient {
    func job(_ data: Data) throws -> Job {
        try JSONDecoder().decode(Job.self, from: data)
    }

    func config(_ data: Data) throws -> ImportConfig {
        try JSONDecoder().decode(ImportConfig.self, from: data)
    }
}
