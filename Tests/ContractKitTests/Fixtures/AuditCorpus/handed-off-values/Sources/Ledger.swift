import Foundation

// One JSON scalar, read from a single value container.
struct WireScalar: Codable {
    let text: String

    init(text: String) {
        self.text = text
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        text = try container.decode(String.self)
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }
}

protocol WireScalarReadable: Decodable {
    init(scalar: WireScalar) throws
}

protocol WireScalarWritable: Encodable {
    func scalar() -> WireScalar
}

// The value types conform through this composition, and both coders come from the extensions.
typealias WireScalarConvertible = WireScalarWritable & WireScalarReadable

extension WireScalarReadable {
    init(from decoder: Decoder) throws {
        try self.init(scalar: WireScalar(from: decoder))
    }
}

extension WireScalarWritable {
    func encode(to encoder: Encoder) throws {
        try scalar().encode(to: encoder)
    }
}

struct Account {
    let bytes: [UInt8]
}

extension Account: WireScalarConvertible {
    init(scalar: WireScalar) throws {
        bytes = Array(scalar.text.utf8)
    }

    func scalar() -> WireScalar {
        WireScalar(text: String(decoding: bytes, as: UTF8.self))
    }
}

struct Quantity {
    let value: UInt64
}

extension Quantity: WireScalarConvertible {
    init(scalar: WireScalar) throws {
        value = UInt64(scalar.text.dropFirst(2), radix: 16) ?? 0
    }

    func scalar() -> WireScalar {
        WireScalar(text: "0x" + String(value, radix: 16))
    }
}

struct Transfer: Decodable {
    let sender: Account
    let receiver: Account
    let amount: Quantity
    let fee: Quantity
    let memo: Int // expect: type-mismatch
    let touched: [Account]
}

final class LedgerClient {
    func transfer(_ data: Data) throws -> Transfer {
        try JSONDecoder().decode(Transfer.self, from: data)
    }
}
