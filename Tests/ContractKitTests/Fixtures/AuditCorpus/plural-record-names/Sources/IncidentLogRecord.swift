import Foundation

/// One entry of the incident log, named in the singular as the app shows one at a time.
struct IncidentLogRecord: Codable { // expect: missing-field
    let id: String
    let incidentID: String? // expect: extra-optional-field
    let level: Int
    let message: String
    let created: String
    let acknowledged: String?

    enum CodingKeys: String, CodingKey {
        case id
        case incidentID = "incident_id"
        case level
        case message
        case created
        case acknowledged
    }
}

struct Incident: Codable {
    let id: String
    let title: String
    let open: Bool
}

final class IncidentClient {
    func log(_ data: Data) throws -> [IncidentLogRecord] {
        try JSONDecoder().decode([IncidentLogRecord].self, from: data)
    }

    func incidents(_ data: Data) throws -> [Incident] {
        try JSONDecoder().decode([Incident].self, from: data)
    }
}
