import Foundation

/// A row of the sync log screen. The name says request, but the app only ever reads it.
struct SyncRequest: Codable { // expect: missing-field
    let id: String
    let endpoint: String
    let startedAt: String
    let retries: Int?
}

final class SyncLogLoader {
    func entries(from data: Data) throws -> [SyncRequest] {
        try JSONDecoder().decode([SyncRequest].self, from: data)
    }
}

/// Sent, never read back: every field is always filled in.
struct ScreenViewEvent: Codable {
    let name: String
    let screen: String
    let timestamp: String
    let device: String
}

final class ScreenTracker {
    private let encoder = JSONEncoder()

    func attach(_ event: ScreenViewEvent, to request: inout URLRequest) throws {
        request.httpBody = try encoder.encode(event)
    }
}
