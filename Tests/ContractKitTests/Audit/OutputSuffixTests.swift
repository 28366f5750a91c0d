@testable import ContractKit
import XCTest

/// Models generated from a Python backend's (pydantic) schemas name the shape the server
/// returns `<Entity>Out`: the app's `struct User` stands for `UserOut`.
final class OutputSuffixTests: XCTestCase {
    func testTheOutputSuffixIsDroppedToReachTheEntity() {
        XCTAssertEqual(TypeMatcher.stems("UserOut"), ["userout", "user"])
        XCTAssertEqual(TypeMatcher.stems("UserRatingsOut"), ["userratingsout", "userratings"])
        // Only the capitalized word: `Checkout` and `Layout` are whole names.
        XCTAssertEqual(TypeMatcher.stems("Checkout"), ["checkout"])
        XCTAssertEqual(TypeMatcher.stems("Layout"), ["layout"])
    }
}
