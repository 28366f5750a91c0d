import Foundation

struct TransitClient {
    let session: URLSession

    func stops(near url: URL) async throws -> [StopPoint] {
        let (data, _) = try await session.data(from: url)
        return try JSONDecoder().decode([StopPoint].self, from: data)
    }

    func status(_ url: URL) async throws -> [LineStatus] {
        let (data, _) = try await session.data(from: url)
        return try JSONDecoder().decode([LineStatus].self, from: data)
    }

    func lines(_ url: URL) async throws -> [Line] {
        let (data, _) = try await session.data(from: url)
        return try JSONDecoder().decode([Line].self, from: data)
    }
}
