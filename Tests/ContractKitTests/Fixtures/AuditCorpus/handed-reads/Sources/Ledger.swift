import Foundation

/// A ledger that opens its container once and lets a method fill it in.
final class Ledger: Decodable {
    var ledgerId = ""
    var owner: String? // expect: optionality-mismatch
    var balanceCents = 0
    var closed = false

    required init(from decoder: Decoder) throws {
        let keyed = try decoder.container(keyedBy: CodingKeys.self)
        try fill(from: keyed)
    }

    private func fill(from keyed: KeyedDecodingContainer<CodingKeys>) throws {
        ledgerId = try keyed.decode(String.self, forKey: .ledgerId)
        owner = try keyed.decode(String.self, forKey: .owner)
        balanceCents = try keyed.decode(Int.self, forKey: .balanceCents)
        closed = try keyed.decodeIfPresent(Bool.self, forKey: .closed) ?? false
    }
}

extension Ledger {
    enum CodingKeys: String, CodingKey {
        case ledgerId = "ledger_id"
        case owner
        case balanceCents = "balance_cents"
        case closed
    }
}
