import Foundation

final class APIClient {
    private let decoder = JSONDecoder()

    func search(_ query: String) async throws -> SearchResponse {
        let url = URL(string: "https://api.example.com/v1/search?q=\(query)")!
        let (data, _) = try await URLSession.shared.data(from: url)
        return try decoder.decode(SearchResponse.self, from: data)
    }

    func scan(_ image: Data) async throws -> ScanResponse {
        var request = URLRequest(url: URL(string: "https://api.example.com/v1/scan")!)
        request.httpMethod = "POST"
        request.httpBody = image
        let (data, _) = try await URLSession.shared.data(for: request)
        return try decoder.decode(ScanResponse.self, from: data)
    }
}
