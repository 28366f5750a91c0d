import Foundation

struct OrderDTO: Codable {
    let id: String
    let total: Double
}
