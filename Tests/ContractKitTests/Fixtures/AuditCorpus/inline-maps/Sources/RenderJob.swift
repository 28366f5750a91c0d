import Foundation

/// The app keeps a job's links and counters as dictionaries keyed by name.
struct RenderJob: Decodable {
    let id: String
    let links: [String: String]
    let counters: [String: Int] // expect: type-mismatch
}

final class RenderQueue {
    func jobs(_ data: Data) throws -> [RenderJob] {
        try JSONDecoder().decode([RenderJob].self, from: data)
    }
}
