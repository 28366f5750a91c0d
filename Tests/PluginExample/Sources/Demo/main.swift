import APIModels
import App
import Foundation

// Decodes one order with the generated DTO and with the hand-written one.
let json = Data("""
{"id": "o-1", "status": "paid", "items": [{"sku": "A-1", "quantity": 2, "unitPrice": 9.5}],
 "placedAt": "2026-11-23T10:00:00Z", "note": null, "itemCount": 1}
""".utf8)
let generated = try JSONDecoder().decode(OrderPayload.self, from: json)
let handWritten = try JSONDecoder().decode(OrderDTO.self, from: json)
print("generated: \(generated.id) \(generated.status.rawValue) \(generated.items[0].quantity)x\(generated.items[0].sku) count \(generated.itemCount)")
print("hand-written: \(handWritten.id) \(handWritten.status)")
