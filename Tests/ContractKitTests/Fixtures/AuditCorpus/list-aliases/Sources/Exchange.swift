import Foundation

struct Fill: Codable { // expect: missing-field
    let coin: String
    let px: String
    let sz: String
    let side: String
    let time: Int64
    let fee: String
    let feeToken: String
}

typealias Labels = [Label]

struct Label: Codable { // expect: missing-field
    let name: String
}

struct Portfolio: Codable {
    let owner: String
    let fills: [Fill]
    let labels: Labels
}

final class InfoClient {
    func userFills(_ data: Data) throws -> [Fill] {
        try JSONDecoder().decode([Fill].self, from: data)
    }

    func portfolio(_ data: Data) throws -> Portfolio {
        try JSONDecoder().decode(Portfolio.self, from: data)
    }
}
