import Foundation

/// One order, as every screen shows it.
struct Order: Decodable { // expect: missing-field
    var id: String
    var placedAt: String
    var status: String
    var totalCents: Int
}

/// The app's wrappers: one list or one item, of whatever the call asks for.
struct Page<Element: Decodable>: Decodable { // expect: missing-field
    var items: [Element]
    var total: Int? = nil
}

struct One<Element: Decodable>: Decodable { // expect: missing-field
    var item: Element
}

final class ShopClient {
    let base = URL(string: "https://shop.example.com/api/")!

    func ordersList() async throws -> ([Order], Int) {
        let res: Page<Order> = try await get("orders")
        return (res.items, res.total ?? 0)
    }

    func orderFetch(id: String) async throws -> Order {
        let res: One<Order> = try await get("orders/\(id)")
        return res.item
    }

    private func get<T: Decodable>(_ path: String) async throws -> T {
        let (data, _) = try await URLSession.shared.data(from: base.appendingPathComponent(path))
        return try JSONDecoder().decode(T.self, from: data)
    }
}
