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
