import Foundation

/// Fetches raw JSON through `load` and decodes it the way each endpoint needs.
struct APIClient {
    let load: (String) async throws -> Data

    func order(id: String) async throws -> OrderDTO {
        try OrderDTO.decoder.decode(OrderDTO.self, from: await load("v2/orders/\(id)"))
    }

    func customer(id: String) async throws -> CustomerDTO {
        try JSONDecoder().decode(CustomerDTO.self, from: await load("v1/customers/\(id)"))
    }

    func shipment(id: String) async throws -> ShipmentDTO {
        let decoder = JSONDecoder()
        return try decoder.decode(ShipmentDTO.self, from: await load("v1/shipments/\(id)"))
    }
}
