import Foundation

// The app keeps one model for every kind of sample it meets (station readings, manual
// entries, forecasts): fifteen keys, six of them the station reading's. No name ties it to
// the contract; the decode below and the shared keys do.
struct Sample: Codable { // expect: missing-field
    var stationID: String?
    var temp: Double?
    var time: Double
    var timeText: String
    var kind: String?
    var quality: Int?
    var humidity: Double? // expect: extra-optional-field
    var pressure: Double? // expect: extra-optional-field
    var windSpeed: Double? // expect: extra-optional-field
    var windDirection: Double? // expect: extra-optional-field
    var rain: Double? // expect: extra-optional-field
    var uvIndex: Double? // expect: extra-optional-field
    var dewPoint: Double? // expect: extra-optional-field
    var gust: Double? // expect: extra-optional-field
    var cloudCover: Double? // expect: extra-optional-field

    enum CodingKeys: String, CodingKey {
        case stationID = "_id"
        case temp, time, timeText, kind, quality
        case humidity, pressure, windSpeed, windDirection, rain, uvIndex, dewPoint, gust, cloudCover
    }
}

final class StationClient {
    func latest(count: Int) async throws -> [Sample] {
        let url = URL(string: "https://station.example.com/readings?count=\(count)")!
        let (data, _) = try await URLSession.shared.data(from: url)
        return try JSONDecoder().decode([Sample].self, from: data)
    }
}
