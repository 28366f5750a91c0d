import Foundation

struct WalletResponse: Codable { // expect: missing-field
    let ownerId: String
    let primaryCurrency: String
    let frozen: Bool
    /// From the statements module, which this folder does not hold.
    let lastStatement: MonthlyStatement?

    enum CodingKeys: String, CodingKey {
        case ownerId = "owner_id"
        case primaryCurrency = "primary_currency"
        case frozen
        case lastStatement = "last_statement"
    }
}

/// What the app keeps on disk: the payload it was built from plus a few keys of its own.
/// Not the SDK's `Wallet`, though the names agree.
final class Wallet: Codable {
    let response: WalletResponse
    let savedAt: Date
    let schemaVersion: Int
    let origin: String
    let extras: Data

    enum CodingKeys: String, CodingKey {
        case savedAt = "saved_at"
        case schemaVersion = "schema_version"
        case origin
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        response = try WalletResponse(from: decoder)
        savedAt = try container.decode(Date.self, forKey: .savedAt)
        schemaVersion = try container.decode(Int.self, forKey: .schemaVersion)
        origin = try container.decode(String.self, forKey: .origin)
        extras = decoder.keepWholePayload()
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try response.encode(to: encoder)
        try container.encode(savedAt, forKey: .savedAt)
        try container.encode(schemaVersion, forKey: .schemaVersion)
        try container.encode(origin, forKey: .origin)
    }
}
