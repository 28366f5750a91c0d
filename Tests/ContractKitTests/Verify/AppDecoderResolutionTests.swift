import ContractKit
import XCTest

/// Which decoder the app decodes each type with, read from the code in the spellings apps use.
final class AppDecoderResolutionTests: XCTestCase {
    static let source = """
        import Foundation

        struct Own: Decodable {
            let x: String
            static let decoder: JSONDecoder = {
                let d = JSONDecoder()
                d.keyDecodingStrategy = .convertFromSnakeCase
                return d
            }()
        }
        struct ViaMember: Decodable { let y: String }
        struct Plain: Decodable { let z: String }
        struct ViaExtension: Decodable { let w: String }
        struct ViaHelper: Decodable { let v: String; let nested: [Held]? }
        struct Held: Decodable { let u: String }
        struct Twice: Decodable { let t: String }
        struct Elsewhere: Decodable { let s: String }

        extension JSONDecoder {
            static var snakeAndDates: JSONDecoder {
                let d = JSONDecoder()
                d.keyDecodingStrategy = .convertFromSnakeCase
                d.dateDecodingStrategy = .iso8601
                return d
            }
        }

        final class Client {
            let decoder = JSONDecoder()
            init() { decoder.keyDecodingStrategy = .convertFromSnakeCase }
            func member(_ data: Data) throws -> ViaMember { try decoder.decode(ViaMember.self, from: data) }
            func plain(_ data: Data) throws -> Plain { try JSONDecoder().decode(Plain.self, from: data) }
            func fromExtension(_ data: Data) throws -> [ViaExtension] { try JSONDecoder.snakeAndDates.decode([ViaExtension].self, from: data) }
            func get<T: Decodable>(_ type: T.Type, _ data: Data) throws -> T { try self.decoder.decode(type, from: data) }
            func helped(_ data: Data) throws -> ViaHelper { try get(ViaHelper.self, data) }
            func twice(_ data: Data) throws -> (Twice, Twice) {
                let local = JSONDecoder()
                return (try local.decode(Twice.self, from: data), try Own.decoder.decode(Twice.self, from: data))
            }
            func elsewhere(_ data: Data, service: Service) throws -> Elsewhere { try service.jsonDecoder.decode(Elsewhere.self, from: data) }
        }

        struct ViaFactory: Decodable { let r: String }
        struct ViaAlias: Decodable { let q: String }
        enum Coders {
            static func makeDecoder() -> JSONDecoder {
                let d = JSONDecoder()
                d.keyDecodingStrategy = .convertFromSnakeCase
                return d
            }
        }
        func factory(_ data: Data) throws -> ViaFactory { try Coders.makeDecoder().decode(ViaFactory.self, from: data) }
        func alias(_ data: Data) throws -> ViaAlias {
            let decoder = JSONDecoder.snakeAndDates
            return try decoder.decode(ViaAlias.self, from: data)
        }

        struct ViaInference: Decodable { let p: String }
        func inferred(_ client: Client, _ data: Data) throws -> [ViaInference] {
            let items: [ViaInference] = try client.request(data)
            return items
        }
        extension Client {
            func request<T: Decodable>(_ data: Data) throws -> T { try JSONDecoder.snakeAndDates.decode(T.self, from: data) }
        }

        struct Custom: Decodable {
            let o: Date
            static let decoder: JSONDecoder = {
                let d = JSONDecoder()
                d.dateDecodingStrategy = .custom { try Date(timeIntervalSince1970: $0.singleValueContainer().decode(Double.self)) }
                return d
            }()
        }
        """

    static let subjects = ["Own", "ViaMember", "Plain", "ViaExtension", "ViaHelper", "Held", "Twice", "Elsewhere", "ViaFactory", "ViaAlias", "ViaInference", "Custom"]

    func resolved(_ config: VerifyConfig = VerifyConfig()) -> AppDecoders {
        let (file, _) = SwiftDeclarationScanner.scan(Array(Self.source.utf8), file: "App.swift")
        return AppDecoders.resolve([file], config: config, subjects: Self.subjects)
    }

    func testEachSpellingOfADecoderIsFound() {
        let decoders = resolved()
        func keys(_ type: String) -> KeyCodingStrategy { decoders.strategies(for: type).keyDecoding }
        XCTAssertEqual(keys("Own"), .convertFromSnakeCase, "a static decoder on the type")
        XCTAssertEqual(keys("ViaMember"), .convertFromSnakeCase, "a client's member, configured in its init")
        XCTAssertEqual(keys("Plain"), .useDefaultKeys, "JSONDecoder() at the call")
        XCTAssertEqual(keys("ViaExtension"), .convertFromSnakeCase, "a static decoder in an extension of JSONDecoder")
        XCTAssertEqual(decoders.strategies(for: "ViaExtension").dateDecoding, .iso8601)
        XCTAssertEqual(decoders.strategies(for: "Plain").dateDecoding, .deferredToDate, "a decoder's own settings, not another's")
        XCTAssertEqual(keys("ViaHelper"), .convertFromSnakeCase, "a generic helper, through the type its caller passes")
        XCTAssertEqual(keys("Held"), .convertFromSnakeCase, "a nested type, by the decoder of the type that holds it")
        XCTAssertEqual(keys("ViaFactory"), .convertFromSnakeCase, "a function that makes the decoder")
        XCTAssertEqual(decoders.strategies(for: "ViaAlias").dateDecoding, .iso8601, "a local that names another decoder")
        XCTAssertEqual(decoders.strategies(for: "ViaInference").dateDecoding, .iso8601, "a generic helper whose type the annotation gives")
    }

    func testWhatCannotBeToldIsSaid() {
        let notes = resolved().notes
        XCTAssertTrue(notes.contains { $0.hasPrefix("Twice is decoded with 2 different decoders: JSONDecoder's defaults (the decoder at App.swift:37); .convertFromSnakeCase keys") },
                      "\(notes)")
        XCTAssertTrue(notes.contains { $0.hasPrefix("which decoder the app uses for Elsewhere is not in the scanned code (the decoders of the calls at App.swift:40 are not declared there)") },
                      "\(notes)")
    }

    func testASettingVerifyCannotReproduceIsSaid() {
        XCTAssertTrue(resolved().notes.contains {
            $0.hasPrefix("the app decodes Custom with dateDecodingStrategy .custom (the decoder at App.swift:69), which verify cannot reproduce; it uses JSONDecoder's defaults")
        }, "\(resolved().notes)")
    }

    /// The config's strategy is the default for the types whose decoder is not found; a
    /// decoder found in the code is the app's, whatever the config says.
    func testTheConfigIsTheDefaultForTypesWhoseDecoderIsNotFound() {
        var config = VerifyConfig()
        config.keyDecodingStrategy = .convertFromSnakeCase
        let decoders = resolved(config)
        XCTAssertEqual(decoders.strategies(for: "Elsewhere").keyDecoding, .convertFromSnakeCase)
        XCTAssertEqual(decoders.strategies(for: "Plain").keyDecoding, .useDefaultKeys)
    }
}

/// The verify program declares one decoder and encoder per distinct pair of strategies,
/// and decodes each type with its own.
final class HarnessDecodersTests: XCTestCase {
    func testEachTypeIsDecodedWithItsOwnDecoderInTheProgram() throws {
        let source = """
            import Foundation
            struct Snake: Codable {
                let a: String
                static let decoder: JSONDecoder = {
                    let d = JSONDecoder()
                    d.keyDecodingStrategy = .convertFromSnakeCase
                    return d
                }()
            }
            struct Plain: Codable { let b: String }
            func plain(_ data: Data) throws -> Plain { try JSONDecoder().decode(Plain.self, from: data) }
            """
        let (file, _) = SwiftDeclarationScanner.scan(Array(source.utf8), file: "App.swift")
        let decoders = AppDecoders.resolve([file], config: VerifyConfig(), subjects: ["Plain", "Snake"])
        let (program, _) = HarnessSource.render(swiftTypes: [("Plain", "Plain"), ("Snake", "Snake")], decoders: decoders)
        let lines = program.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        XCTAssertTrue(lines.contains("__contractKitDecoder1.keyDecodingStrategy = .convertFromSnakeCase"), program)
        XCTAssertTrue(lines.contains("__contractKitEncoder1.keyEncodingStrategy = .convertToSnakeCase"), program)
        XCTAssertFalse(lines.contains("__contractKitDecoder.keyDecodingStrategy = .convertFromSnakeCase"), program)
        XCTAssertTrue(lines.contains("return __contractKitRoundTrip(Plain.self, input, __contractKitDecoder, __contractKitEncoder)"), program)
        XCTAssertTrue(lines.contains("return __contractKitRoundTrip(Snake.self, input, __contractKitDecoder1, __contractKitEncoder1)"), program)
    }
}
