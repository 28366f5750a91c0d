import Foundation

// The stay options are declared at top level but only ever sent: the request body that
// carries them is declared inside the function that encodes it.

struct StayChoices: Codable {
    let groomed: Bool
    let dailyWalks: Int?
}

struct Booking: Codable {
    let id: String
    let petName: String
    let nights: Int
}

final class KennelClient {
    let session = URLSession.shared
    let encoder = JSONEncoder()

    func book(pet: String, nights: Int, choices: StayChoices) async throws -> Booking {
        struct BookStayRequest: Encodable {
            let petName: String
            let nights: Int? // expect: optionality-mismatch
            let options: StayChoices
        }
        var request = URLRequest(url: URL(string: "https://kennel.example/bookings")!)
        request.httpMethod = "POST"
        request.httpBody = try encoder.encode(BookStayRequest(petName: pet, nights: nights, options: choices))
        let (data, _) = try await session.data(for: request)
        return try JSONDecoder().decode(Booking.self, from: data)
    }
}
