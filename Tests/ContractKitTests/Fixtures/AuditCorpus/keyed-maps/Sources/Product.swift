import Foundation

enum CurrencyCode: String, Codable {
    case eur, usd, gbp
}

/// Declares CodingKeyRepresentable, so a dictionary keyed by it is a JSON object.
enum Region: String, Codable, CodingKeyRepresentable {
    case eu, us, uk
}

typealias LocaleCode = String

struct Price: Codable {
    let amount: Int
    let compareAt: Int?
}

struct Product: Codable {
    let sku: String
    let prices: [CurrencyCode: Price] // expect: type-mismatch
    let stock: [Region: Int]
    let titles: [LocaleCode: String]
    let shelves: [Int: Int]
}
