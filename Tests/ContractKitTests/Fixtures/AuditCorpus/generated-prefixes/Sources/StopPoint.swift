import Foundation

// The app's stops. Every type of this file starts with "Stop", but `StopPoint` is the
// contract's StopPoint, not a `Point`: a search hit that has a position is no stop.
struct StopPoint: Codable, Identifiable { // expect: missing-field
    let id: String // expect: optionality-mismatch
    let commonName: String?
    let placeType: String?
    let naptanId: String?
    let indicator: String?
    let stopLetter: String?
    let modes: [String]?
    let lat: Double?
    let lon: Double?
}

struct StopArrival: Codable { // expect: missing-field
    let id: String // expect: optionality-mismatch
    let vehicleId: String?
    let expectedArrival: String?
}

struct StopLineList: Codable {
    let lines: [String]
}
