import Foundation

enum ShapeKind: String, Decodable {
    case circle, square, layer
}

enum ShapeError: Error {
    case wrongKind
}

// The app's own key reader: it decodes the kind under the key it is given and checks it.
extension KeyedDecodingContainer {
    @discardableResult
    func shapeKind(forKey key: K, expected: ShapeKind? = nil) throws -> ShapeKind {
        let kind = try decode(ShapeKind.self, forKey: key)
        guard expected == nil || expected == kind else { throw ShapeError.wrongKind }
        return kind
    }
}

struct Circle: Decodable {
    let radius: Double
}

struct Square: Decodable {
    let side: Double
}

enum Shape: Decodable {
    case circle(Circle)
    case square(Square)

    enum CodingKeys: String, CodingKey {
        case kind
    }

    init(from decoder: Decoder) throws {
        let keyed = try decoder.container(keyedBy: CodingKeys.self)
        switch try keyed.shapeKind(forKey: .kind) {
        case .circle: self = .circle(try Circle(from: decoder))
        case .square: self = .square(try Square(from: decoder))
        case .layer: throw ShapeError.wrongKind
        }
    }
}

struct Layer: Decodable { // expect: missing-field
    let title: String
    let shapes: [Shape]

    enum CodingKeys: String, CodingKey {
        case kind, title, shapes
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        try container.shapeKind(forKey: .kind, expected: .layer)
        title = try container.decode(String.self, forKey: .title)
        shapes = try container.decode([Shape].self, forKey: .shapes)
    }
}

final class DrawingClient {
    func layer() async throws -> Layer {
        let (data, _) = try await URLSession.shared.data(from: URL(string: "https://draw.example.com/layer")!)
        return try JSONDecoder().decode(Layer.self, from: data)
    }
}
