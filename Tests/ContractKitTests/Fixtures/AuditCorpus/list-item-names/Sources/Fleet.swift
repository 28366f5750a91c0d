import Foundation

struct HoldSlot: Decodable {
    let id: Int
    let count: Int
    let uses: Int?
    let paint: Int?
    let mods: [Int]?
    let lock: String?
    let lockedTo: String?

    enum CodingKeys: String, CodingKey {
        case id, count, uses, paint, mods, lock
        case lockedTo = "locked_to"
    }
}

struct FleetHoldItem: Decodable { // expect: missing-field
    let id: Int
    let count: Int
    let lock: String?
}

struct FleetFuel: Decodable { // expect: missing-field
    let id: Int
    let grade: Int
    let count: Int
}

enum FleetAPI {
    static func shipHold(_ data: Data) throws -> [HoldSlot] {
        try JSONDecoder().decode([HoldSlot].self, from: data)
    }

    static func fleetHold(_ data: Data) throws -> [FleetHoldItem?] {
        try JSONDecoder().decode([FleetHoldItem?].self, from: data)
    }

    static func fuels(_ data: Data) throws -> [FleetFuel] {
        try JSONDecoder().decode([FleetFuel].self, from: data)
    }
}
