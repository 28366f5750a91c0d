@testable import ContractKit
import XCTest

/// The name parts the pairing strips: a shared prefix an underscore ends, and the verb of a
/// contract name that is a call's response.
final class PrefixAndCallNameTests: XCTestCase {
    func testAnUnderscoreEndsTheFirstWord() {
        XCTAssertEqual(TypeMatcher.firstWord("RAWG_GameDetails"), "RAWG_")
        XCTAssertEqual(TypeMatcher.firstWord("Shop_Order"), "Shop_")
        // A name with words before its underscore keeps the word its capitals give.
        XCTAssertEqual(TypeMatcher.firstWord("GameDetails_V2"), "Game")
        XCTAssertEqual(TypeMatcher.firstWord("XXGenerateRequestData"), "XX")
    }

    func testTypesSharingAnUnderscoredPrefixAreStrippedOfIt() {
        let stripped = TypeMatcher.sharedLeadingWordsStripped([["BOOKS_BookDetails", "BOOKS_Author", "BOOKS_Edition"]])
        XCTAssertEqual(stripped["BOOKS_BookDetails"], "BookDetails")
        XCTAssertEqual(stripped["BOOKS_Edition"], "Edition")
    }

    func testAGetResponseNamesWhatTheCallGets() {
        XCTAssertEqual(TypeMatcher.withoutCallVerb("GetGameResponse"), "GameResponse")
        XCTAssertNil(TypeMatcher.withoutCallVerb("GetGameRequest"))
        XCTAssertNil(TypeMatcher.withoutCallVerb("GetResponse"))
        XCTAssertNil(TypeMatcher.withoutCallVerb("Getaway"))
        XCTAssertTrue(TypeMatcher.callNameStems("RawgGetGameResponse", stripped: "GetGameResponse").contains("game"))
    }
}
