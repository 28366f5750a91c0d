// The app's own types, named as the contract names its types.
import Foundation

enum OrderStatus: String {
    case open, shipped, cancelled
}

struct Customer {
    var id: String = ""
    var fullName: String = ""
}

struct Order {
    var id: String = ""
    var status: OrderStatus = .open
    var placedAt: Date = Date(timeIntervalSince1970: 0)
    var note: String?
}
