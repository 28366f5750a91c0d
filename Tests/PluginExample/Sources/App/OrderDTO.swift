import Foundation

/// The app's hand-written mirror of `OrderPayload`, audited by `swift package contractkit audit`.
public struct OrderDTO: Codable, Sendable {
    public let id: String
    public let status: String
    public let items: [LineItemDTO]
    public let placedAt: String
    public let note: String?
    public let itemCount: Int
}

public struct LineItemDTO: Codable, Sendable {
    public let sku: String
    public let quantity: Int
    public let unitPrice: Double
}
