import Foundation

enum ParcelMapper {
    static func makeParcel(from dto: ParcelDTO) -> Parcel { // expect: mapper-unread-field
        Parcel(id: dto.id, trackingCode: dto.trackingCode, stage: dto.stage.label, courier: dto.courier,
               speed: dto.speed, weightGrams: dto.weightGrams, recipientName: dto.recipientName)
    }

    /// Refreshes a stored parcel after a push; forgets to update the weight after a re-weigh.
    static func update(_ parcel: Parcel, with dto: ParcelDTO) { // expect: mapper-inconsistent
        parcel.trackingCode = dto.trackingCode
        parcel.stage = dto.stage.label
        parcel.courier = dto.courier
        parcel.speed = dto.speed
        parcel.recipientName = dto.recipientName
    }

    static func makeDepot(from dto: DepotDTO) -> Depot {
        Depot(code: dto.code, city: dto.city)
    }
}

extension ParcelStageDTO {
    var label: String { rawValue }
}
