import Foundation

/// The app reads one of the two full answers; the headline is not what it decodes.
struct Quote: Decodable {
    let symbol: String
    let open: String
    let close: String
    let high: String
    let low: String
}

func loadQuote(_ data: Data) throws -> Quote {
    try JSONDecoder().decode(Quote.self, from: data)
}

struct Exchange: Decodable {
    let code: String
    let name: String
    let timezone: String
}

func loadExchanges(_ data: Data) throws -> [Exchange] {
    try JSONDecoder().decode([Exchange].self, from: data)
}
