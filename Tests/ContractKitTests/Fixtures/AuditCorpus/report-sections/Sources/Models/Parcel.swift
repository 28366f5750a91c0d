import Foundation

final class Parcel { // expect: model-missing-property
    let id: String
    var trackingCode: String
    var stage: String
    var courier: CourierDTO
    var speed: String
    var weightGrams: Int
    var recipientName: String

    init(id: String, trackingCode: String, stage: String, courier: CourierDTO, speed: String, weightGrams: Int, recipientName: String) {
        self.id = id
        self.trackingCode = trackingCode
        self.stage = stage
        self.courier = courier
        self.speed = speed
        self.weightGrams = weightGrams
        self.recipientName = recipientName
    }
}
