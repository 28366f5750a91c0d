import Foundation

struct Catalog: Decodable {
    let items: [Item]

    /// Any kind the app does not know yet reads as `.other`.
    enum Kind: String {
        case physical
        case digital
        case other
    }

    /// Both ways to pay in one struct: each one's own fields are optional.
    struct Choice: Decodable { // expect: missing-field
        let currency: String
        let amount: Double?
        let monthly: Double?
        let trialDays: Int?

        enum CodingKeys: String, CodingKey {
            case currency, amount, monthly
            case trialDays = "trial_days"
        }
    }

    struct Item: Decodable {
        let sku: String
        let kind: Kind
        let choices: [String: Choice]
    }
}

extension Catalog.Kind: Decodable {
    init(from decoder: Decoder) throws {
        let raw = try decoder.singleValueContainer().decode(String.self)
        self = Catalog.Kind(rawValue: raw) ?? .other
    }
}
