@testable import ContractKit
import XCTest

/// Three more ways an app decodes a type, each a response: a private struct nested in the type
/// whose method decodes it by its short name, Alamofire's `responseDecodable(of:)`, and a generic
/// helper whose `T` a typed callback alias (`SuccessCallback<T>`) hands back to its caller.
final class DecodeSiteFormsTests: XCTestCase {
    func directions(_ source: String) -> [String: TypeDirection] {
        let file = SwiftDeclarationScanner.scan(Array(source.utf8), file: "App/Screens.swift").0
        return WireContext(files: [file]).typeDirections
    }

    func testANestedTypeDecodedByItsShortNameInItsOwnersMethod() {
        let d = directions("""
        import Foundation

        final class RosterModel {
            private struct Returned: Codable { let data: [Int] }
            func load(_ data: Data) throws { _ = try JSONDecoder().decode(Returned.self, from: data) }
        }

        final class ScheduleModel {
            private struct Returned: Codable { let data: [String] }
            func load(_ data: Data) throws { _ = try JSONDecoder().decode(Returned.self, from: data) }
        }
        """)
        XCTAssertEqual(d["RosterModel.Returned"]?.label, "response")
        XCTAssertEqual(d["RosterModel.Returned"]?.evidence, "decoded at Screens.swift:5")
        XCTAssertEqual(d["ScheduleModel.Returned"]?.evidence, "decoded at Screens.swift:10")
    }

    func testAlamofireResponseDecodableIsADecode() {
        let d = directions("""
        import Foundation

        struct Outlook: Codable { let high: Double }

        func refresh(_ url: URL) {
            AF.request(url).responseDecodable(of: Outlook.self) { response in print(response) }
        }
        """)
        XCTAssertEqual(d["Outlook"]?.label, "response")
        XCTAssertEqual(d["Outlook"]?.evidence, "decoded at Screens.swift:6")
    }

    func testAlamofireCombineAndAsyncDecodesAreDecodes() {
        let d = directions("""
        import Foundation

        struct Forecast: Codable { let days: [Double] }
        struct Station: Codable { let name: String }

        func refresh(_ url: URL) async throws {
            _ = AF.request(url).publishDecodable(type: Forecast.self)
            _ = try await AF.request(url).serializingDecodable(Station.self).value
        }
        """)
        XCTAssertEqual(d["Forecast"]?.label, "response")
        XCTAssertEqual(d["Forecast"]?.evidence, "decoded at Screens.swift:7")
        XCTAssertEqual(d["Station"]?.evidence, "decoded at Screens.swift:8")
    }

    /// A type's `init(from:)` called with a decoder decodes it; an initializer labelled `from`
    /// that takes something else (a hex string) does not.
    func testADecoderInitializerCallIsADecode() {
        let d = directions("""
        import Foundation

        struct Member: Codable { let login: String }
        struct Crew: Codable { let size: Int }
        struct Tint: Codable {
            let hex: String
            init(from text: String) { hex = text }
        }
        struct Badge: Codable { let tint: Tint }

        struct Account: Codable {
            let member: Member?
            init(from decoder: Decoder) throws {
                member = try? Member(from: decoder)
                _ = try? Crew(from: try decoder.container(keyedBy: AnyKey.self).superDecoder())
                _ = Tint(from: "#fff")
            }
        }
        """)
        XCTAssertEqual(d["Member"]?.evidence, "decoded at Screens.swift:14")
        XCTAssertEqual(d["Crew"]?.evidence, "decoded at Screens.swift:15")
        XCTAssertEqual(d["Tint"]?.evidence, "Codable (no decode or encode seen)")
    }

    func testATypedCallbackAliasBindsTheHelpersType() {
        let d = directions("""
        import Foundation

        typealias SuccessCallback<T: Codable> = (T) -> Void
        struct Quote: Codable { let price: String }

        final class Market {
            let decoder = JSONDecoder()
            private func run<T: Codable>(request: URLRequest, success: SuccessCallback<T>? = nil) {
                URLSession.shared.dataTask(with: request) { data, _, _ in
                    guard let data, let value = try? self.decoder.decode(T.self, from: data) else { return }
                    success?(value)
                }.resume()
            }

            func quote(_ request: URLRequest, success: SuccessCallback<Quote>? = nil) {
                run(request: request, success: success)
            }
        }
        """)
        XCTAssertEqual(d["Quote"]?.label, "response")
        XCTAssertEqual(d["Quote"]?.evidence, "decoded through run(…) at Screens.swift:16")
    }
}
