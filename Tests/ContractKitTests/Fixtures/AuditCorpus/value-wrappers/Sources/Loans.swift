import Foundation

/// A member id the app checks when it reads one: the wire holds a plain string.
struct MemberID: Codable, Hashable, CodingKey {
    let raw: String

    init?(stringValue: String) {
        guard stringValue.hasPrefix("m-") else { return nil }
        raw = stringValue
    }
    init?(intValue: Int) { nil }
    var stringValue: String { raw }
    var intValue: Int? { nil }

    init(from decoder: Decoder) throws {
        let text = try String(from: decoder)
        guard let checked = MemberID(stringValue: text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not a member id"))
        }
        self = checked
    }

    func encode(to encoder: Encoder) throws {
        try raw.encode(to: encoder)
    }
}

/// A shelf code, read as one string too; it is no CodingKey and has no decode overload.
struct ShelfCode: Decodable, Hashable {
    let code: String

    init(from decoder: Decoder) throws {
        code = try String(from: decoder).uppercased()
    }
}

/// A day number wrapped for its arithmetic.
struct DayNumber: Decodable {
    let value: Int

    init(from decoder: Decoder) throws {
        value = try Int(from: decoder)
    }
}

struct Loan: Decodable {
    let book_id: ShelfCode
    let borrower: MemberID
    let due_day: DayNumber
    let reminders: [MemberID: Int]
    let holds: [ShelfCode: Int] // expect: type-mismatch
    let renewals: String // expect: type-mismatch
}

/// The app's own reading of a dictionary keyed by member ids: an object, key by key.
extension KeyedDecodingContainer {
    func decode<T: Decodable>(_ type: Dictionary<MemberID, T>.Type, forKey key: Key) throws -> [MemberID: T] {
        let inner = try nestedContainer(keyedBy: MemberID.self, forKey: key)
        var out: [MemberID: T] = [:]
        for member in inner.allKeys {
            out[member] = try inner.decode(T.self, forKey: member)
        }
        return out
    }
}

enum LoansAPI {
    static func loan(_ data: Data) throws -> Loan {
        try JSONDecoder().decode(Loan.self, from: data)
    }
}
