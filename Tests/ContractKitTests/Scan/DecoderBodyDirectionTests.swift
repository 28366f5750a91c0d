import XCTest
@testable import ContractKit

/// A decode written in a holder's own `init(from decoder:)` runs only when the app decodes
/// that holder: a quote sent inside a request that can decode itself is still only sent.
final class DecoderBodyDirectionTests: XCTestCase {
    let source = """
    import Foundation

    struct Quote: Codable { let amount: Int; let currency: String }
    struct Tier: Codable { let level: Int }

    struct QuoteParams: Codable {
        let quote: Quote
        let tier: Tier
        init(from decoder: Decoder) throws {
            var c = try decoder.unkeyedContainer()
            quote = try c.decode(Quote.self)
            tier = try c.decode(Tier.self)
        }
        func encode(to encoder: Encoder) throws {
            var c = encoder.unkeyedContainer()
            try c.encode(quote)
            try c.encode(tier)
        }
    }

    struct Receipt: Codable {
        let level: Int
        init(from decoder: Decoder) throws {
            let c = try decoder.singleValueContainer()
            level = try c.decode(Tier.self).level
        }
    }

    final class Client {
        func send(_ params: QuoteParams) throws -> Data { try JSONEncoder().encode(params) }
        func receipt(_ data: Data) throws -> Receipt { try JSONDecoder().decode(Receipt.self, from: data) }
    }
    """

    func directions() -> [String: TypeDirection] {
        let file = SwiftDeclarationScanner.scan(Array(source.utf8), file: "App/Quotes.swift").0
        return WireContext(files: [file]).typeDirections
    }

    func testADecodeInASentHoldersDecoderIsNoDecode() {
        let d = directions()
        XCTAssertEqual(d["QuoteParams"]?.label, "request")
        XCTAssertEqual(d["Quote"]?.label, "request", "only QuoteParams's decoder decodes it, and the app never decodes QuoteParams")
        XCTAssertEqual(d["Quote"]?.hasDecodeSite, false)
    }

    func testADecodeInADecodedHoldersDecoderIsADecode() {
        let d = directions()
        XCTAssertEqual(d["Receipt"]?.label, "response")
        XCTAssertEqual(d["Tier"]?.label, "both", "sent in QuoteParams, decoded by Receipt's decoder")
        XCTAssertEqual(d["Tier"]?.evidence, "decoded at Quotes.swift:25; encoded at Quotes.swift:17", "the decode that runs, not the one in QuoteParams's decoder")
    }

    func testACallOfTheDecoderInitIsNoDeclaration() {
        let tokens = SwiftLexer.tokenize(Array("self.init(from: decoder) ; init(from decoder: Decoder)".utf8), file: "A.swift").0
        let froms = tokens.indices.filter { tokens[$0].text == "from" }
        XCTAssertEqual(froms.map { CodingUses.declaresDecoderInit(tokens, fromAt: $0) }, [false, true])
    }

    /// A generic envelope the app only sends, spelled with its argument where it is built
    /// (`Envelope<LookupFilter>(…)`): the argument rides in its `params` and is sent too.
    func testTheArgumentOfAnOnlySentGenericIsSent() {
        let source = """
        import Foundation

        struct Envelope<Params: Codable>: Codable { let id: Int; let params: Params }
        struct LookupFilter: Codable { let from: Int; let to: Int }
        struct Stray: Codable { let note: String }

        final class Rpc {
            let encoder = JSONEncoder()
            func send<P: Codable>(_ request: Envelope<P>) throws -> Data { try encoder.encode(request) }
            func lookup(from: Int, to: Int) throws -> Data {
                let request = Envelope<LookupFilter>(id: 1, params: LookupFilter(from: from, to: to))
                return try send(request)
            }
        }
        """
        let file = SwiftDeclarationScanner.scan(Array(source.utf8), file: "App/Rpc.swift").0
        let d = WireContext(files: [file]).typeDirections
        XCTAssertEqual(d["Envelope"]?.label, "request")
        XCTAssertEqual(d["LookupFilter"]?.label, "request", d["LookupFilter"]?.evidence ?? "")
        XCTAssertEqual(d["LookupFilter"]?.evidence, "sent in Envelope<…> (Rpc.swift)")
        XCTAssertEqual(d["Stray"]?.label, "both", "nothing places it")
    }
}
