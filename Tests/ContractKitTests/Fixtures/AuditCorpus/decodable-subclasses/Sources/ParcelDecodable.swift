import Foundation

// The properties live in the SDK's Objective-C classes `Parcel` and `Checkpoint`, which are
// not part of these sources: the subclasses only add the decoding.

final class ParcelDecodable: Parcel { // expect: missing-field
    convenience init(from decoder: any Decoder) throws {
        try self.init(decodedFrom: decoder)
    }
}

extension ParcelDecodable: Decodable {
    private enum CodingKeys: String, CodingKey {
        case trackingCode = "tracking_code"
        case carrier
        case weightGrams = "weight_grams"
        case checkpoints
    }

    private convenience init(decodedFrom decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init()
        self.trackingCode = try container.decode(String.self, forKey: .trackingCode)
        self.carrier = try container.decode(String.self, forKey: .carrier) // expect: optionality-mismatch
        self.weightGrams = try container.decode(Int.self, forKey: .weightGrams)
        self.checkpoints = try container.decodeIfPresent([CheckpointDecodable].self, forKey: .checkpoints)
    }
}

final class CheckpointDecodable: Checkpoint, Decodable {
    required convenience init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init()
        try take(container)
    }
}

extension CheckpointDecodable {
    private enum CodingKeys: String, CodingKey {
        case place
        case reachedAt = "reached_at"
        case note
    }

    private func take(_ container: KeyedDecodingContainer<CodingKeys>) throws {
        self.place = try container.decode(String.self, forKey: .place)
        self.reachedAt = try container.decode(Double.self, forKey: .reachedAt)
        self.note = try container.decode(String.self, forKey: .note) // expect: optionality-mismatch
    }
}
