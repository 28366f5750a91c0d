import Foundation

/// Every answer's wrapper, decoded once around whichever payload a call expects.
struct HubEnvelope<Payload: Decodable>: Decodable {
    let status: String
    let payload: Payload?
}

/// The payload of the battery call: the wrapper reads `status` and `payload` around it.
struct BatteryReply: Decodable {
    let level: Int
    let charging: Bool
    let voltage: Double // expect: extra-required-field
}

final class HubClient {
    func battery(_ data: Data) throws -> BatteryReply? {
        try JSONDecoder().decode(HubEnvelope<BatteryReply>.self, from: data).payload
    }
}
