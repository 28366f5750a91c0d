import Foundation

// The app still reads the old spellings when the new ones are absent.

struct BuildModel: Decodable {
    enum State: String, Decodable { case queued = "QUEUED", building = "BUILDING", ready = "READY", error = "ERROR" }

    let uid: String
    let createdAt: Int
    let state: State

    enum CodingKeys: String, CodingKey {
        case uid, readyState, state
        case createdAt = "created"
        case createdAtNew = "createdAt"
    }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        uid = try c.decode(String.self, forKey: .uid)
        createdAt = try c.decodeIfPresent(Int.self, forKey: .createdAtNew) ?? c.decode(Int.self, forKey: .createdAt)
        state = try c.decodeIfPresent(State.self, forKey: .readyState)
            ?? c.decode(State.self, forKey: .state)
    }
}

/// Neither spelling of the time is one the contract sends: the fallback is required.
struct LogLineModel: Decodable {
    let id: String
    let text: String
    let time: Double // expect: extra-required-field, extra-optional-field

    enum CodingKeys: String, CodingKey {
        case id, text
        case time = "ts"
        case timeNew = "timestamp"
    }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(String.self, forKey: .id)
        text = try c.decode(String.self, forKey: .text)
        time = try c.decodeIfPresent(Double.self, forKey: .timeNew) ?? c.decode(Double.self, forKey: .time)
    }
}

enum BuildAPI {
    static func build(_ data: Data) throws -> BuildModel {
        try JSONDecoder().decode(BuildModel.self, from: data)
    }

    static func log(_ data: Data) throws -> [LogLineModel] {
        try JSONDecoder().decode([LogLineModel].self, from: data)
    }
}
