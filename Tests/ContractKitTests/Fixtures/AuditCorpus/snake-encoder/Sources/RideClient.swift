import Foundation

/// The classes the app offers; it never books an XL ride.
enum RideClass: String, Encodable {
    case standard
    case comfort
}

/// Sent in a booking and read back in its confirmation.
struct GeoPoint: Codable {
    let latitude: Double
    let longitude: Double
    let arrivalWindow: String? // expect: coding-key-mismatch
}

struct BookingRequest: Encodable {
    let riderId: String // expect: coding-key-mismatch
    let pickup: GeoPoint
    let dropoff: GeoPoint
    let rideClass: RideClass // expect: coding-key-mismatch
    let notes: String?
}

struct BookingConfirmation: Decodable {
    let bookingId: String
    let driverName: String
    let pickup: GeoPoint
}

/// Its keys are already snake_case: the encoder leaves them as they are.
struct TipRequest: Encodable {
    let bookingId: String
    let amountCents: Int

    enum CodingKeys: String, CodingKey {
        case bookingId = "booking_id"
        case amountCents = "amount_cents"
    }
}

/// Every request body goes through one encoder, which writes snake_case keys; responses
/// are read with a plain decoder.
final class RideClient {
    let session = URLSession.shared
    let base: URL

    init(base: URL) { self.base = base }

    private func post<Body: Encodable>(_ body: Body, to path: String) async throws -> Data {
        var request = URLRequest(url: base.appendingPathComponent(path))
        request.httpMethod = "POST"
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        request.httpBody = try encoder.encode(body)
        return try await session.data(for: request).0
    }

    func book(_ booking: BookingRequest) async throws -> BookingConfirmation {
        let data = try await post(booking, to: "bookings")
        return try JSONDecoder().decode(BookingConfirmation.self, from: data)
    }

    func tip(_ tip: TipRequest) async throws {
        _ = try await post(tip, to: "tips")
    }
}
