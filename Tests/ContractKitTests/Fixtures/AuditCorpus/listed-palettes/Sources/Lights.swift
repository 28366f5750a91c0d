import Foundation

struct Light: Codable { // expect: missing-field
    let id: String
    let name: String
    let on: OnState
    let dimming: Dimming?

    struct OnState: Codable { let on: Bool }
    struct Dimming: Codable { let brightness: Double }
}

// A scene's palette: lists under the update's keys. Never a light update, whatever the keys.
struct ScenePalette: Codable {
    let color: [PaletteColor]
    let dimming: [PaletteDimming]?
    let colorTemperature: [PaletteTemperature]?
    let effects: [String]?

    enum CodingKeys: String, CodingKey {
        case color, dimming, effects
        case colorTemperature = "color_temperature"
    }
}

struct PaletteColor: Codable { let x: Double; let y: Double }
struct PaletteDimming: Codable { let brightness: Double }
struct PaletteTemperature: Codable { let mirek: Int }

enum Bridge {
    static func lights(_ data: Data) throws -> [Light] { try JSONDecoder().decode([Light].self, from: data) }
    static func palette(_ data: Data) throws -> ScenePalette { try JSONDecoder().decode(ScenePalette.self, from: data) }
}
