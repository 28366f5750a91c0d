import Foundation

struct StockLevel: Decodable {
    let sku: String
    let quantity: Int
    let aisle: Int?
    /// Read as a flag by mistake: the service sends a count.
    let reorderAt: Bool // expect: type-mismatch
    let binLabel: String
    let shelf: ShelfState
}

enum ShelfState: String, Decodable {
    case stocked
    case empty
}

enum InventoryAPI {
    static func stock(_ data: Data) throws -> [StockLevel] {
        try JSONDecoder().decode([StockLevel].self, from: data)
    }
}
