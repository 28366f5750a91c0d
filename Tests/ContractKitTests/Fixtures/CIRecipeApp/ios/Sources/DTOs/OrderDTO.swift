import Foundation

/// An app's hand-written mirror of `OrderPayload`. `couponCode` is required here but the
/// contract never sends it: the one error the README's CI recipe must report.
public struct OrderDTO: Codable, Sendable {
    public let id: String
    public let status: String
    public let items: [LineItemDTO]
    public let placedAt: String
    public let note: String?
    public let itemCount: Int
    public let couponCode: String
}

public struct LineItemDTO: Codable, Sendable {
    public let sku: String
    public let quantity: Int
    public let unitPrice: Double
}
