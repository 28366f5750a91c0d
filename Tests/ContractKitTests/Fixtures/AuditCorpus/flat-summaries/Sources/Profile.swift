import Foundation

struct ActivityLine: Codable { // expect: missing-field
    let runs: Int?
    let distance: Double?
    let climb: Double?
    let minutes: Int?
    let calories: Int?
    let heartRate: Int?
    let year: Int?
    let club: String?
}

struct Highlight: Codable {
    let month: Int
    let summary: ActivityLine
}

struct LifetimeTotals: Codable {
    let road: ActivityLine
    let trail: ActivityLine
}

struct ProfilePage: Codable {
    let id: Int
    let highlight: Highlight
    let lifetime: LifetimeTotals
}

enum ProfileAPI {
    static func page(_ data: Data) throws -> ProfilePage {
        try JSONDecoder().decode(ProfilePage.self, from: data)
    }
}
