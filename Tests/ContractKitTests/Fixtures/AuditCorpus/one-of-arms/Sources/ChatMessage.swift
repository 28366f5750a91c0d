import Foundation

struct ChatMessage: Codable {
    let id: String
    let blocks: [Block]
}

struct Sticker: Codable, Equatable {
    let packId: String
    let name: String
}

/// One block of a message: the case follows the key that is present.
enum Block: Equatable {
    case text(String)
    case image(url: String, altText: String?)
    case location(lat: Double, lng: Double)
    case sticker(Sticker)
}

extension Block: Codable {
    enum CodingKeys: String, CodingKey {
        case text
        case image
        case location = "geo_pin" // expect: coding-key-mismatch
        case sticker
    }

    enum ImageKeys: String, CodingKey {
        case url
        case altText = "alt_text" // expect: coding-key-mismatch
    }

    enum PinKeys: String, CodingKey {
        case lat
        case lng
    }

    init(from decoder: Decoder) throws { // expect: union-variant-missing
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if container.contains(.text) {
            self = .text(try container.decode(String.self, forKey: .text))
        } else if container.contains(.image) {
            let image = try container.nestedContainer(keyedBy: ImageKeys.self, forKey: .image)
            self = .image(url: try image.decode(String.self, forKey: .url),
                          altText: try image.decodeIfPresent(String.self, forKey: .altText))
        } else if container.contains(.location) {
            let pin = try container.nestedContainer(keyedBy: PinKeys.self, forKey: .location)
            self = .location(lat: try pin.decode(Double.self, forKey: .lat), lng: try pin.decode(Double.self, forKey: .lng))
        } else {
            throw DecodingError.dataCorrupted(.init(codingPath: container.codingPath, debugDescription: "a block with no known key"))
        }
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .text(let text):
            try container.encode(text, forKey: .text)
        case let .image(url, altText):
            var image = container.nestedContainer(keyedBy: ImageKeys.self, forKey: .image)
            try image.encode(url, forKey: .url)
            try image.encodeIfPresent(altText, forKey: .altText)
        case let .location(lat, lng):
            var pin = container.nestedContainer(keyedBy: PinKeys.self, forKey: .location)
            try pin.encode(lat, forKey: .lat)
            try pin.encode(lng, forKey: .lng)
        case .sticker(let sticker):
            try container.encode(sticker, forKey: .sticker)
        }
    }
}
