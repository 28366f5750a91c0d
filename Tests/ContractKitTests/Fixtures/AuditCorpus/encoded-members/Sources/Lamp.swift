import Foundation

/// What the app posts to change the lamp. Declared both ways, but only ever encoded (from a
/// command's property): a request, never a reader of the lamp's state.
struct LampChange: Decodable, Encodable {
    var isOn: Bool?
    var brightness: Int?
    var fade: Int?
    var scene: Int?
    var echo: Bool = true

    enum CodingKeys: String, CodingKey {
        case isOn = "on"
        case brightness = "bri"
        case fade
        case scene
        case echo = "v"
    }
}

/// A queued change, not itself sent.
struct ChangeCommand {
    let change: LampChange
    let retries: Int
}

/// `GET /info`, decoded; it forgets the LED count.
struct LampInfo: Decodable { // expect: missing-field
    let name: String
    let version: String
}

enum LampClient {
    static func info(_ data: Data) throws -> LampInfo {
        try JSONDecoder().decode(LampInfo.self, from: data)
    }

    static func body(for command: ChangeCommand) throws -> Data {
        try JSONEncoder().encode(command.change)
    }
}
