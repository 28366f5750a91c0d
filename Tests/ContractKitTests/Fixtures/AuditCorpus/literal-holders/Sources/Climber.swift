import Foundation

/// The app took the one-word partner state for a list of partners.
struct Climber: Codable {
    let id: Int
    let name: String
    let grade: String
    let partner: [Climber]? // expect: type-mismatch
}

func loadClimber(_ data: Data) throws -> Climber {
    try JSONDecoder().decode(Climber.self, from: data)
}
