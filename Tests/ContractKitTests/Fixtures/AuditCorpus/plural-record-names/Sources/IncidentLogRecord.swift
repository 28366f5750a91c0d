import Foundation

/// One entry of the incident log, named in the singular as the app shows one at a time.
struct IncidentLogRecord: Codable { // expect: missing-field
    let id: String // expect: extra-required-field
    let incidentID: String? // expect: extra-optional-field
    let host: String
    let title: String
    let value: Double? // expect: extra-optional-field
    let cleared: String?
    let created: String

    enum CodingKeys: String, CodingKey {
        case id
        case incidentID = "incident_id"
        case host
        case title
        case value
        case cleared
        case created
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
