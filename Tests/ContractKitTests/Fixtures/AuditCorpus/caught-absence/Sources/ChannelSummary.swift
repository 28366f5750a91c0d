import Foundation

struct ChannelSummary: Decodable {
    enum Sync: String, Decodable { // expect: enum-case-missing
        case idle, running, failed
    }

    let name: String
    let topic: String
    let members: [String]
    let muted: Bool
    let sync: Sync?
    let pinnedNote: String // expect: optionality-mismatch

    enum CodingKeys: String, CodingKey {
        case name, topic, members, muted, sync
        case pinnedNote = "pinned_note"
    }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        name = try c.decode(String.self, forKey: .name)
        topic = try c.decode(String.self, forKey: .topic)
        // Servers before 4.2 send no member list.
        do {
            members = try c.decode([String].self, forKey: .members)
        } catch DecodingError.keyNotFound {
            members = []
        }
        do {
            muted = try c.decode(Bool.self, forKey: .muted)
        } catch let DecodingError.keyNotFound(key, _) {
            print("no \(key.stringValue)")
            muted = false
        }
        // A state this build does not know reads as no state.
        sync = try? c.decode(Sync.self, forKey: .sync)
        // Only a missing note is caught: a null one still fails.
        do {
            pinnedNote = try c.decode(String.self, forKey: .pinnedNote)
        } catch DecodingError.keyNotFound {
            pinnedNote = ""
        }
    }
}

enum ChannelAPI {
    static func list(_ data: Data) throws -> [ChannelSummary] {
        try JSONDecoder().decode([ChannelSummary].self, from: data)
    }
}
