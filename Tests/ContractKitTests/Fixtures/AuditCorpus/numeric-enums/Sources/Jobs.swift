import Foundation

/// The choices the settings screen offers, by their labels: sent as a form field by name,
/// never decoded from a job.
enum RetryPolicy: String, CaseIterable, Codable {
    case inherit = "Inherit"
    case never = "Never"
    case once = "Once"
    case untilGreen = "UntilGreen"
}

struct Job: Decodable {
    let id: String
    let retry_policy: Int
    /// A number never decodes as a string.
    let fallback_policy: String? // expect: type-mismatch
    /// Nor a string as a number.
    let state: Int // expect: type-mismatch
}

enum QueueAPI {
    static func jobs(_ data: Data) throws -> [Job] {
        try JSONDecoder().decode([Job].self, from: data)
    }

    static func retryForm(_ policy: RetryPolicy) -> String { "retry=\(policy.rawValue)" }
}
