import Foundation

extension Traveler {
    init(dto: TravelerDTO) {
        self.init(id: dto.travelerId, name: dto.displayName, homeAirport: dto.homeAirport, loyaltyNumber: dto.loyaltyId)
    }
}
