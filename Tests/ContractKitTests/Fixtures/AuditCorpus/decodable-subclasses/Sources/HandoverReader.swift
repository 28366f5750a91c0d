import Foundation

/// Reads a handover into the SDK's `Handover` class, which these sources do not declare.
final class HandoverReader: Handover, Decodable { // expect: missing-field
    private enum CodingKeys: String, CodingKey {
        case courierId = "courier_id"
        case signedBy = "signed_by"
    }

    required convenience init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init()
        self.courierId = try container.decode(String.self, forKey: .courierId)
        self.signedBy = try container.decode(String.self, forKey: .signedBy) // expect: optionality-mismatch
    }
}
