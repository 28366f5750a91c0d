@testable import ContractKit
import XCTest

/// A generated contract's namespace, read past the few helpers that carry another.
final class GeneratedPrefixTests: XCTestCase {
    func testANamespaceMostTypesShareIsStrippedWholeAndStragglersKeepTheirRest() {
        let names = ["MetroApiPresentationEntitiesLine", "MetroApiPresentationEntitiesLineStatus", "MetroApiPresentationEntitiesStopPoint",
                     "MetroApiPresentationEntitiesPlace", "MetroApiPresentationEntitiesMode", "MetroApiPresentationEntitiesArrival",
                     "MetroApiPresentationEntitiesPoint", "MetroApiPresentationEntitiesCrowding", "MetroApiPresentationEntitiesMatchedStop",
                     "MetroApiCommonDateRange"]
        let declarations = names.map { Declaration(name: $0, kind: .object, location: SourceLocation(file: "types.ts", line: 1, column: 1), fields: []) }
        let stripped = TypeMatcher.contractPrefixStripped(declarations)
        XCTAssertEqual(stripped["MetroApiPresentationEntitiesLineStatus"], "LineStatus")
        XCTAssertEqual(stripped["MetroApiPresentationEntitiesStopPoint"], "StopPoint")
        XCTAssertEqual(stripped["MetroApiCommonDateRange"], "CommonDateRange")
    }
}
