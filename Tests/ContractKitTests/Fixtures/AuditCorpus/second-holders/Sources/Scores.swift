import Foundation

// The submission screen reads the whole card; the history list reads a row of its own,
// which has fallen behind the contract.

struct FullCard: Codable {
    let id: Int
    let total: Int
    let percentile: Double?
    let bestArea: String?
    let worstArea: String?
    let finishedAt: String
}

struct SubmitAnswer: Codable {
    let card: FullCard
    let message: String
}

struct CardRow: Codable { // expect: missing-field
    let id: Int
    let total: String // expect: type-mismatch
    let percentile: Double?
    let finishedAt: String
}

struct HistoryPage: Codable {
    let items: [CardRow]
    let hasMore: Bool
}
