import Foundation

/// The few facts the departures board shows.
struct FlightDetails: Codable { // expect: missing-field
    let flightId: Int
    let carrier: String
    let origin: String
    let destination: String
    let departureTime: Int
    let gate: String // expect: optionality-mismatch
    let inbound: Crew? // expect: extra-optional-field
    let outbound: Crew? // expect: extra-optional-field

    enum CodingKeys: String, CodingKey {
        case flightId = "flight_id"
        case departureTime = "departure_time"
        case carrier, origin, destination, gate, inbound, outbound
    }
}

struct Crew: Codable {
    let leadId: Int
    let leadName: String
}

final class ResponseReader<Value: Decodable> {
    func read(_ data: Data) throws -> Value { try JSONDecoder().decode(Value.self, from: data) }
}

final class DeparturesAPI {
    func details(_ data: Data, done: (Result<FlightDetails, Error>) -> Void) {
        let reader = ResponseReader<FlightDetails>()
        done(Result { try reader.read(data) })
    }
}
