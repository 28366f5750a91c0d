import Foundation

struct CreateOrderPayload: Encodable {
    let items: [LineItemPayload]
    let couponCode: String?
}

struct LineItemPayload: Encodable {
    let sku: String
    let quantity: Int
}

enum OrderStatus: String, Codable {
    case pending, paid, shipped
}

struct OrderLine: Codable {
    let id: String
    let sku: String
    let quantity: Int
    let unitPrice: Double
}

struct OrderDTO: Codable {
    let id: String
    let status: OrderStatus
    let items: [OrderLine]
    let total: Double
    let placedAt: String
}

struct OrderWithDetailsDTO: Codable { // expect: missing-field
    let id: String
    let status: OrderStatus
    let items: [OrderLine]
    let total: Double
    let placedAt: String
}

final class OrdersAPI {
    let session = URLSession.shared

    func send<T: Decodable>(_ request: URLRequest) async throws -> T {
        let (data, _) = try await session.data(for: request)
        return try JSONDecoder().decode(T.self, from: data)
    }

    func place(_ payload: CreateOrderPayload, at url: URL) async throws -> OrderWithDetailsDTO {
        var request = URLRequest(url: url)
        request.httpBody = try JSONEncoder().encode(payload)
        let placed: OrderWithDetailsDTO = try await send(request)
        return placed
    }

    func list(at url: URL) async throws -> [OrderDTO] {
        try await send(URLRequest(url: url)) as [OrderDTO]
    }
}
