import Foundation

struct WXStation: Codable {
    let id: String
    let name: String
    let readings: WXReadings
}

/// Every generation is optional: a station may lack any of them.
struct WXReadings: Codable {
    let early: WXPair?
    let late: WXPair?
    let current: WXPair?
    let forecast: WXPair?
}

struct WXPair: Codable { // expect: missing-field
    let low: Double
    let high: Double
}

/// A region as the app lists it: no tiles.
struct WXRegion: Codable { // expect: missing-field
    let id: String
    let name: String
}

final class WeatherClient {
    func station(_ data: Data) throws -> WXStation {
        try JSONDecoder().decode(WXStation.self, from: data)
    }

    func regions(_ data: Data) throws -> [WXRegion] {
        try JSONDecoder().decode([WXRegion].self, from: data)
    }
}
