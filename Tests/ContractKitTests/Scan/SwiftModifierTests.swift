@testable import ContractKit
import XCTest

final class SwiftModifierTests: XCTestCase {
    /// The byte-compared modifier checks agree with the sets, on every modifier and on words near them.
    func testModifierChecksAgreeWithTheirSets() {
        let words = SwiftDeclarationScanner.modifiers.union(["var", "let", "func", "init", "case", "publics", "Public", "opens", "finally", "staticc", "", "asyncs"])
        for word in words {
            XCTAssertEqual(SwiftDeclarationScanner.isModifier(word), SwiftDeclarationScanner.modifiers.contains(word), word)
            XCTAssertEqual(SwiftDeclarationScanner.isAccessLevel(word), SwiftDeclarationScanner.accessLevels.contains(word), word)
        }
    }
}
