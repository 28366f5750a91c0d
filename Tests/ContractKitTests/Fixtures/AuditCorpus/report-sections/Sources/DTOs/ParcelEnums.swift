import Foundation

enum ParcelStageDTO: String, Decodable { // expect: enum-case-missing
    case labelled
    case inTransit = "in_transit"
}

/// Couriers by their code; one the app does not know yet is `.other`.
enum CourierDTO: Decodable {
    case dhl, ups, postnl, other

    private static let byCode: [String: CourierDTO] = ["dhl": .dhl, "ups": .ups, "postnl": .postnl]

    init(from decoder: Decoder) throws {
        let code = try decoder.singleValueContainer().decode(String.self)
        self = CourierDTO.byCode[code] ?? .other
    }
}
