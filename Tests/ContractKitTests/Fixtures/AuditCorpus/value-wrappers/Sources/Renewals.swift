import Foundation

/// A desk code the app only ever sends, written as one string.
struct DeskCode: Encodable {
    let letters: String

    func encode(to encoder: Encoder) throws {
        var single = encoder.singleValueContainer()
        try single.encode(letters)
    }
}

/// A count of weeks, handed the whole encoder.
struct WeekCount: Encodable {
    let count: Int

    func encode(to encoder: Encoder) throws {
        try count.encode(to: encoder)
    }
}

struct RenewalRequest: Encodable {
    let member: MemberID
    let desk: DeskCode
    let weeks: WeekCount
    let note: Int // expect: type-mismatch
}

enum RenewalsAPI {
    static func body(_ request: RenewalRequest) throws -> Data {
        try JSONEncoder().encode(request)
    }
}
