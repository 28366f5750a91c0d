import Foundation

struct Session: Codable {
    let id: String
    let capabilities: Client.Capabilities
    let settings: SessionSettings
    /// Kept whole: the app shows every label.
    let labels: [String: JSONValue]
}

enum Client {
    /// What this client supports. Each capability is a small struct of its own.
    struct Capabilities: Codable, Hashable {
        struct Roots: Codable, Hashable {
            var listChanged: Bool?
        }

        /// Sampling has no options yet; its presence is what counts.
        struct Sampling: Codable, Hashable {
            init() {}
        }

        struct Elicitation: Codable, Hashable { // expect: missing-field
            var enabled: Bool?
        }

        var roots: Roots?
        var sampling: Sampling?
        var experimental: [String: JSONValue]?
        var tools: Capabilities.Tools?
        var logging: Logging?
        var elicitation: Elicitation?
    }
}

extension Client.Capabilities {
    /// Declared in an extension, and named from outside as `Capabilities.Tools`.
    struct Tools: Codable, Hashable {
        var listChanged: Bool?
    }

    struct Logging: Codable, Hashable {
        init() {}
    }
}

struct SessionSettings: Codable {
    struct Context: Codable {
        enum Include: String, Codable {
            case none
            case thisServer
            case allServers
        }

        let maxTokens: Int?
        let include: Include?
    }

    struct Display: Codable {
        let theme: String
        let fontScale: String // expect: type-mismatch
    }

    let context: Context?
    let metadata: JSONValue?
    let display: Display
}
