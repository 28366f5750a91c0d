import Foundation

// One struct reads both arms. The draft is the lighter arm (every key of it is the dish's),
// so a base key both drop is one drift of the dish: reported there, once, as an error.
struct Menu: Decodable {
    let dishes: [MenuDish]
}

struct MenuDish: Decodable { // expect: missing-field
    let name: String
    let state: String
    let price: Double?
}

final class MenuClient {
    func menu(at url: URL) async throws -> Menu {
        let (data, _) = try await URLSession.shared.data(from: url)
        return try JSONDecoder().decode(Menu.self, from: data)
    }
}
