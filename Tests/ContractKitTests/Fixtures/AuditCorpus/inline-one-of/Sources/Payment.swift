import Foundation

struct Payment: Decodable {
    let id: String
    let method: PayMethod
    let fee: FeeInfo
}

/// One optional property per kind of payment the app shows.
struct PayMethod: Decodable { // expect: union-variant-missing
    let card: Plastic?
    let bankTransfer: BankInfo?

    enum CodingKeys: String, CodingKey {
        case card
        case bankTransfer = "bank_transfer"
    }
}

struct Plastic: Decodable {
    let lastFour: String
    let brand: String

    enum CodingKeys: String, CodingKey {
        case lastFour = "last_four" // expect: coding-key-mismatch
        case brand
    }
}

struct BankInfo: Decodable {
    let iban: String
}

struct FeeInfo: Decodable { // expect: union-variant-missing
    let flatAmount: String?

    enum CodingKeys: String, CodingKey {
        case flatAmount = "flat_amount"
    }
}
