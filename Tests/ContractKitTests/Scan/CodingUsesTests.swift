@testable import ContractKit
import XCTest

/// Where the app decodes and encodes its types decides their direction, whatever their names.
final class CodingUsesTests: XCTestCase {
    let swift = """
    import Foundation

    struct AuditTrailRequest: Codable { let id: String; let entries: [TrailEntry] }
    struct TrailEntry: Codable { let at: String }
    struct InviteRequest: Codable { let email: String }
    struct Receipt: Codable { let total: Double }
    struct Badge: Codable { let label: String }
    struct Heartbeat: Codable {
        let sentAt: String
        func body() throws -> Data { try JSONEncoder().encode(self) }
    }
    struct Unused: Codable { let x: Int }
    struct NewPost: Encodable { let tags: [Tag]; let cover: Cover }
    struct Post: Codable { let tags: [Tag] }
    struct Tag: Codable { let name: String }
    struct Cover: Codable { let url: String }
    struct PlainRequest: Codable { let y: Int }

    final class Client {
        func fetch<T: Decodable>(_ type: T.Type, from url: URL) async throws -> T {
            let (data, _) = try await URLSession.shared.data(from: url)
            return try JSONDecoder().decode(T.self, from: data)
        }
        func send<T: Decodable>(_ request: URLRequest) async throws -> T {
            let (data, _) = try await URLSession.shared.data(for: request)
            return try JSONDecoder().decode(T.self, from: data)
        }
        func run(_ invite: InviteRequest) async throws {
            var request = URLRequest(url: URL(string: "https://example.com")!)
            request.httpBody = try JSONEncoder().encode(invite)
            let trail = try await fetch(AuditTrailRequest.self, from: request.url!)
            let receipt: Receipt = try await send(request)
            let badges = try await send(request) as [Badge]
            _ = (trail, receipt, badges)
        }
    }
    """

    func directions() -> [String: TypeDirection] {
        let file = SwiftDeclarationScanner.scan(Array(swift.utf8), file: "App/Client.swift").0
        return WireContext(files: [file]).typeDirections
    }

    func testDecodesThroughHelpersAndTypedResultsMakeResponses() {
        let d = directions()
        XCTAssertEqual(d["AuditTrailRequest"]?.label, "response", "a decoded …Request is a response")
        XCTAssertEqual(d["AuditTrailRequest"]?.evidence, "decoded through fetch(…) at Client.swift:31")
        XCTAssertEqual(d["TrailEntry"]?.evidence, "decoded through AuditTrailRequest.entries")
        XCTAssertEqual(d["Receipt"]?.label, "response")
        XCTAssertEqual(d["Badge"]?.label, "response")
    }

    func testEncodesMakeRequestsAndNamesDecideOnlyWhenNothingIsSeen() {
        let d = directions()
        XCTAssertEqual(d["InviteRequest"]?.label, "request")
        XCTAssertEqual(d["InviteRequest"]?.evidence, "encoded at Client.swift:30")
        XCTAssertEqual(d["Heartbeat"]?.label, "request", "encode(self) encodes the enclosing type")
        XCTAssertEqual(d["Unused"]?.label, "both")
        XCTAssertEqual(d["Cover"]?.evidence, "encoded through NewPost.cover", "only a sent type holds it")
        XCTAssertEqual(d["Tag"]?.label, "both", "a Post the app may decode holds it too")
        XCTAssertEqual(d["PlainRequest"]?.evidence, "the name says a request (no decode or encode seen)")
    }

    /// A wrapper that returns a helper's result makes Swift infer the helper's `T` from the
    /// wrapper's own return type: a decode, whether the return is implicit or written after
    /// other statements; a closure's `return` and a call that is not a decode helper are not.
    func testAHelperResultReturnedAsTheFunctionsTypeIsADecode() {
        let source = """
        import Foundation

        struct Album: Codable { let id: Int }
        struct Artist: Codable { let id: Int }
        struct Label: Codable { let id: Int }
        struct Credit: Codable { let id: Int }
        struct TrackRequest: Codable { let id: Int }

        final class Catalog {
            private func get<T: Decodable>(_ path: String) async throws -> T {
                let (data, _) = try await URLSession.shared.data(from: URL(string: path)!)
                return try JSONDecoder().decode(T.self, from: data)
            }
            func album(_ id: Int) async throws -> Album {
                try await get("albums/\\(id)")
            }
            func artist(_ id: Int) async throws -> [Artist] {
                let path = "artists/\\(id)"
                return try await self.get(path)
            }
            func label(_ name: String) -> Label {
                Label(id: name.count)
            }
            func credits() -> [Credit] {
                let all: [Credit] = []
                return all.filter { c in return keep(c) }
            }
            func keep(_ c: Credit) -> Bool { true }
            func track(_ id: Int) async throws -> TrackRequest {
                try await get("tracks/\\(id)")
            }
        }
        """
        let file = SwiftDeclarationScanner.scan(Array(source.utf8), file: "App/Catalog.swift").0
        let d = WireContext(files: [file]).typeDirections
        XCTAssertEqual(d["Album"]?.evidence, "decoded through get(…) at Catalog.swift:15", "an implicit return")
        XCTAssertEqual(d["Artist"]?.evidence, "decoded through get(…) at Catalog.swift:19", "a `return` after a statement")
        XCTAssertEqual(d["Label"]?.label, "both", "a constructor is no decode helper")
        XCTAssertEqual(d["Credit"]?.label, "both", "a closure's return is its own")
        XCTAssertEqual(d["TrackRequest"]?.label, "response", "the use outranks the name")
    }
    /// A client that hands each decoded value to a typed success callback (`typealias
    /// SuccessCallback<T> = (T) -> Void`) decodes the type each endpoint names there.
    func testATypedCallbackPassedToADecodingHelperIsADecode() {
        let source = """
        import Foundation

        public typealias SuccessCallback<T: Codable> = (T) -> Void
        struct Fill: Codable { let price: String }
        struct Refund: Codable { let id: Int }

        final class Exchange {
            private let decoder = JSONDecoder()
            private func perform<T: Codable>(request: URLRequest, success: SuccessCallback<T>? = nil) {
                URLSession.shared.dataTask(with: request) { data, _, _ in
                    guard let data, let value = try? self.decoder.decode(T.self, from: data) else { return }
                    success?(value)
                }.resume()
            }
            func fills(success: SuccessCallback<[Fill]>? = nil) {
                perform(request: URLRequest(url: URL(string: "https://example.com/fills")!), success: success)
            }
        }
        """
        let file = SwiftDeclarationScanner.scan(Array(source.utf8), file: "App/Exchange.swift").0
        let d = WireContext(files: [file]).typeDirections
        XCTAssertEqual(d["Fill"]?.label, "response")
        XCTAssertEqual(d["Fill"]?.evidence, "decoded through perform(…) at Exchange.swift:16")
        XCTAssertEqual(d["Refund"]?.label, "both", "no endpoint hands it on")
    }
}
