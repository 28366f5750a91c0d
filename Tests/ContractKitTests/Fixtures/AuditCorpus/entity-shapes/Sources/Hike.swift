import Foundation

/// One struct for both shapes of a hike: the list and the hike's page decode into it. It
/// keeps the photo count of the short shape but never reads its rating.
struct Hike: Codable { // expect: missing-field
    let id: Int
    let name: String
    let distanceKm: Double
    let climbM: Double
    let startedAt: String
    let photoCount: Int?
    let notes: String?
    let waypointCount: Int?
    let weather: String?

    enum CodingKeys: String, CodingKey {
        case id, name, notes, weather
        case distanceKm = "distance_km"
        case climbM = "climb_m"
        case startedAt = "started_at"
        case photoCount = "photo_count"
        case waypointCount = "waypoint_count"
    }
}
