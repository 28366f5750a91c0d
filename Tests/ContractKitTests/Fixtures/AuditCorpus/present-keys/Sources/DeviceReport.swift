import Foundation

struct DeviceReport: Decodable {
    let serial: String
    let label: String
    let sleeping: Bool
    let volume: Int
    let tags: [String]
    let region: String
    let battery: Int // expect: optionality-mismatch
    let firmware: String // expect: optionality-mismatch

    enum CodingKeys: String, CodingKey {
        case serial, label, sleeping, volume, tags, region, battery, firmware
    }

    init(from decoder: Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        serial = try values.decode(String.self, forKey: .serial)
        // Each setting is read only when the device sent it.
        if values.contains(.label) {
            label = try values.decode(String.self, forKey: .label)
        } else {
            label = serial
        }
        sleeping = values.contains(.sleeping) ? try values.decode(Bool.self, forKey: .sleeping) : false
        if !values.contains(CodingKeys.volume) {
            volume = 50
        } else {
            volume = try values.decode(Int.self, forKey: .volume)
        }
        // Local readers: each leaves its key's value out when the device sent none.
        func readTags() throws -> [String] {
            guard values.contains(.tags) else { return [] }
            return try values.decode([String].self, forKey: .tags)
        }
        func readRegion() throws -> String {
            guard values.contains(.region) else { throw DecodingError.dataCorruptedError(forKey: .region, in: values, debugDescription: "no region") }
            return try values.decode(String.self, forKey: .region) // expect: optionality-mismatch
        }
        tags = try readTags()
        region = try readRegion()
        // Asked, but a null battery still throws: `contains` is true for a key sent as null.
        if values.contains(.battery) {
            battery = try values.decode(Int.self, forKey: .battery)
        } else {
            battery = -1
        }
        // The check asks for another key: the firmware is still required.
        if values.contains(.region) {
            firmware = try values.decode(String.self, forKey: .firmware)
        } else {
            firmware = "unknown"
        }
    }
}

enum DeviceAPI {
    static func reports(_ data: Data) throws -> [DeviceReport] {
        try JSONDecoder().decode([DeviceReport].self, from: data)
    }
}
