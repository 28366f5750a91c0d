import Foundation

/// A parcel as the tracking API sends it.
struct ParcelDTO: Decodable { // expect: missing-field
    let id: String
    let trackingCode: String
    let stage: ParcelStageDTO
    let courier: CourierDTO
    let speed: String
    let weightGrams: Int
    let recipientName: String
    let driverNote: String?
    let warehouseBin: String?
    /// Filled in by the app after a label is printed; never sent.
    let printedLabelPath: String? // expect: extra-optional-field

    enum CodingKeys: String, CodingKey {
        case id
        case trackingCode = "tracking_code" // expect: coding-key-mismatch
        case stage, courier, speed, weightGrams, recipientName, driverNote, warehouseBin
        case printedLabelPath
    }
}
