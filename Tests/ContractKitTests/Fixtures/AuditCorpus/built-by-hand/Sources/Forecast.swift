import Foundation

// The app zips the columns itself while decoding; each row is built by hand, never decoded,
// so it is no reader of the library's row type however alike their keys.
struct Forecast: Decodable {
    let place: String
    let readings: [Reading]

    enum CodingKeys: String, CodingKey {
        case place
        case series
    }

    enum SeriesKeys: String, CodingKey {
        case time
        case temperature
        case humidity
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        place = try container.decode(String.self, forKey: .place)
        let series = try container.nestedContainer(keyedBy: SeriesKeys.self, forKey: .series)
        let times = try series.decode([Double].self, forKey: .time)
        let temperatures = try series.decode([Double?].self, forKey: .temperature)
        let humidities = try series.decode([Double?].self, forKey: .humidity)
        readings = times.indices.compactMap { i in
            guard let temperature = temperatures[i], let humidity = humidities[i] else { return nil }
            return .init(time: times[i], temperature: temperature, humidity: humidity)
        }
    }
}

struct Reading: Decodable {
    let time: Double
    let temperature: Double
    let humidity: Double

    init(time: Double, temperature: Double, humidity: Double) {
        self.time = time
        self.temperature = temperature
        self.humidity = humidity
    }
}

final class ForecastClient {
    func forecast(at url: URL) async throws -> Forecast {
        let (data, _) = try await URLSession.shared.data(from: url)
        return try JSONDecoder().decode(Forecast.self, from: data)
    }
}
