import Foundation

struct Request<Response: Decodable> {
    let path: String
}

struct CaptionsReply: Codable { // expect: missing-field
    let Lines: [Row] // expect: optionality-mismatch

    struct Row: Codable {
        let Offset: Int64 // expect: optionality-mismatch
        let Words: String // expect: optionality-mismatch
    }
}

final class Player {
    func send<R: Decodable>(_ request: Request<R>) async throws -> R { fatalError() }

    func captions(_ id: String) async throws -> [Double: String] {
        let reply = try await send(Request<CaptionsReply>(path: "Audio/\(id)/Captions"))
        var out: [Double: String] = [:]
        for row in reply.Lines { out[Double(row.Offset) / 10_000_000] = row.Words }
        return out
    }
}
