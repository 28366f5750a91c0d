import Foundation

// The app's client takes any Codable body and returns any Codable result, so the scan
// sees no encode or decode of these types: only the contract's names say they are sent.

struct PlanChoice: Codable {
    let code: String
}

struct Alerts: Codable {
    let email: Bool
    let push: Bool
    let sms: Bool // expect: extra-optional-field
}

struct Subscription: Codable {
    let plan: PlanChoice
    let notify: Alerts?
    let couponCode: String?
}

struct Credentials: Codable {
    let handle: String
    let secret: String
}

/// Sends only the slug, nested under `ids`, as the contract asks.
struct ShowPointer: Codable {
    let slug: String?

    enum CodingKeys: String, CodingKey { case ids }
    enum IDKeys: String, CodingKey { case slug }

    init(slug: String?) { self.slug = slug }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let ids = try container.nestedContainer(keyedBy: IDKeys.self, forKey: .ids)
        slug = try ids.decodeIfPresent(String.self, forKey: .slug)
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        var ids = container.nestedContainer(keyedBy: IDKeys.self, forKey: .ids)
        try ids.encodeIfPresent(slug, forKey: .slug)
    }
}

struct Watching: Codable {
    let show: ShowPointer
    let minutes: Int? // expect: optionality-mismatch
}

final class Client {
    func post<Body: Codable, Result: Codable>(_ path: String, _ body: Body) async throws -> Result {
        fatalError("transport")
    }
}
