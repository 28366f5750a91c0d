import Foundation

/// The station report the app shows, decoded from the wire's snake_case keys.
struct StationReportDTO: Decodable { // expect: missing-field
    let station_id: String
    let days: [Day]

    struct Day: Decodable {
        let day: String
        let high_celsius: Double
        let low_celsius: Double
        let chance_of_rain: Double // expect: optionality-mismatch
    }
}

/// The query the app sends; it leaves out the required unit system.
struct ReportQueryBody: Encodable { // expect: missing-field
    let station_id: String
    let day_count: Int?
}

enum WeatherAPI {
    static func report(_ query: ReportQueryBody, session: URLSession) async throws -> StationReportDTO {
        var request = URLRequest(url: URL(string: "https://weather.example/report")!)
        request.httpBody = try JSONEncoder().encode(query)
        let (data, _) = try await session.data(for: request)
        return try JSONDecoder().decode(StationReportDTO.self, from: data)
    }
}
