import Foundation

struct Traveler: Identifiable, Hashable {
    let id: String
    var name: String
    var homeAirport: String
    var loyaltyNumber: String?
}
