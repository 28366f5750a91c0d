import Foundation

struct Person: Codable { // expect: missing-field
    let age: String // expect: type-mismatch
    let nickname: String // expect: optionality-mismatch
    let email: String? // expect: optionality-mismatch
    let role: String // expect: enum-widened
    let mapped: [String: Int] // expect: unsupported-construct
    let createdAt: Date // expect: date-decoding
    let extraRequired: Int // expect: extra-required-field
    let extraOptional: Int? // expect: extra-optional-field
}

public struct Account: Codable {
    public let id: String
    public let handle: String
    public let balance: Double
    public let status: Status
    public let color: Color

    enum CodingKeys: String, CodingKey {
        case id
        case handle = "user_handle" // expect: coding-key-mismatch
        case balance, status, color
    }

    public init(id: String, handle: String, balance: Double, color: Color) { // expect: init-missing-parameter
        self.id = id
        self.handle = handle
        self.balance = balance
        self.status = .active
        self.color = color
    }

    public init(from decoder: Decoder) throws { // expect: decoder-missing-key
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(String.self, forKey: .id)
        handle = try c.decode(String.self, forKey: .handle)
        balance = 0
        status = try c.decode(Status.self, forKey: .status)
        color = try c.decode(Color.self, forKey: .color)
    }

    public func encode(to encoder: Encoder) throws { // expect: encoder-missing-key
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(handle, forKey: .handle)
        try c.encode(balance, forKey: .balance)
        try c.encode(status, forKey: .status)
        try c.encode(color, forKey: .color)
    }
}

public enum Status: String, Codable { // expect: enum-case-missing
    case active
    case banned = "BANNED" // expect: enum-raw-value-mismatch
    case archived // expect: enum-case-extra
}

public enum Color: Codable { // expect: enum-case-missing
    case red
    case unknown(String)
}

public struct Circle: Codable { let kind: String; let radius: Double }
public struct Square: Codable { let kind: String; let side: Double }

public enum Shape: Codable { // expect: union-variant-missing, discriminator-mismatch
    case circle(Circle)
    case square(Square)

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: Keys.self)
        self = .circle(try c.decode(Circle.self, forKey: .payload))
    }

    enum Keys: String, CodingKey { case payload }
}

public struct OrderDTO: Codable {
    public let id: String
    public let total: Double
    public let placedAt: String
    public let status: Status
    public let note: String?
    public let weight: Double
    public let giftWrap: Bool?
    public let coupon: String?
    public let size: Size?

    public struct Size: Codable {
        public let w: Double
        public let h: Double
    }
}
