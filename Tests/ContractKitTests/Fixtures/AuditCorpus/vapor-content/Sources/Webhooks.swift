import Vapor

func routes(_ app: Application) throws {
    app.post("webhooks", "carrier") { req async throws -> HTTPStatus in
        let event = try req.content.decode(ShipmentEvent.self)
        req.logger.info("shipment \(event.shipmentId) is \(event.status.rawValue)")
        return .ok
    }
}
