@testable import ContractKit
import XCTest

/// The edit engine under `audit --fix`: edits apply bottom-up at byte positions, edits at one
/// place keep their order, and overlapping removals are seen as conflicts.
final class TextEditTests: XCTestCase {
    func testEditsApplyBottomUpSoEarlierPositionsHold() {
        let text = "struct A {\n    let a: Int\n    let c: Int\n}\n"
        let edits = [
            TextEdit(line: 3, text: "    let b: Int\n"),
            TextEdit(line: 2, column: 11, length: 3, text: "Double"),
            TextEdit(line: 4, text: "    let d: Int\n"),
        ]
        XCTAssertEqual(TextEdit.apply(edits, to: text), "struct A {\n    let a: Double\n    let b: Int\n    let c: Int\n    let d: Int\n}\n")
    }

    /// A file with Windows line ends is still a file of lines: `\r\n` is one `Character`,
    /// so a split by characters would see one line and put the edit past the end.
    func testLinesEndingInCarriageReturnLineFeedAreLines() {
        let text = "struct A {\r\n    let a: Int\r\n}\r\n"
        XCTAssertEqual(SourceLines(text).lines.count, 4)
        XCTAssertEqual(TextEdit.apply([TextEdit(line: 3, text: "    let b: Int\r\n")], to: text),
                       "struct A {\r\n    let a: Int\r\n    let b: Int\r\n}\r\n")
    }

    func testEditsAtOnePlaceKeepTheOrderGiven() {
        let edits = [TextEdit(line: 1, column: 10, text: ", b"), TextEdit(line: 1, column: 10, text: ", c")]
        XCTAssertEqual(TextEdit.apply(edits, to: "    case a\n"), "    case a, b, c\n")
    }

    func testAnEditOutsideTheTextIsRefused() {
        XCTAssertNil(TextEdit.apply([TextEdit(line: 9, text: "x\n")], to: "a\n"))
        XCTAssertNil(TextEdit.apply([TextEdit(line: 1, column: 5, length: 1, text: "x")], to: "ab\n"))
    }

    func testOverlappingRemovalsConflictAndInsertionsBesideThemDoNot() {
        let replace = TextEdit(line: 4, column: 10, length: 6, text: "String?")
        XCTAssertTrue(replace.overlaps(TextEdit(line: 4, column: 12, length: 2, text: "x")))
        XCTAssertTrue(replace.overlaps(TextEdit(line: 4, column: 13, text: "x")), "an insertion inside a removed span")
        XCTAssertFalse(replace.overlaps(TextEdit(line: 4, column: 16, text: ", y")), "an insertion just after it")
        XCTAssertFalse(replace.overlaps(TextEdit(line: 5, column: 10, length: 6, text: "z")))
        XCTAssertFalse(TextEdit(line: 4, text: "a\n").overlaps(TextEdit(line: 4, text: "b\n")))
    }

    func testSubstitutionChangesWholeWordsOutsideStrings() {
        XCTAssertEqual(SourceLines.substituting("        work.summary = work.summary ?? dto.description", [("summary", "coverImageURL"), ("description", "coverImageURL")]),
                       "        work.coverImageURL = work.coverImageURL ?? dto.coverImageURL")
        XCTAssertEqual(SourceLines.substituting("x = c.decode(T.self, forKey: .x) // \"x\"", [("x", "y")]), "y = c.decode(T.self, forKey: .y) // \"x\"")
        XCTAssertNil(SourceLines.substituting("titles = 1", [("title", "name")]), "no whole word to change")
    }

    func testAnElementEndsAtItsCommaBracketOrComment() {
        let line = "    init(a: (Int) -> Void, b: [String: Int] = [:]) {"
        XCTAssertEqual(SourceLines.elementEnd(in: line, from: 9), 25)
        XCTAssertEqual(SourceLines.elementEnd(in: line, from: 27), 49)
        XCTAssertEqual(SourceLines.elementEnd(in: "    case a = \"x\" // note", from: 9), 16)
    }

    func testTheDiffMadeFromEditsIsTheDiffOfTheTexts() throws {
        let original = (1...40).map { "line \($0)" }.joined(separator: "\n") + "\n"
        let edits = [
            TextEdit(line: 1, text: "first\n"), TextEdit(line: 5, column: 5, length: 1, text: "five"),
            TextEdit(line: 12, text: "a\nb\n"), TextEdit(line: 14, column: 0, length: 4, text: "LINE"),
            TextEdit(line: 30, column: 7, text: ", more"), TextEdit(line: 41, text: "last\n"),
        ]
        let fixed = try XCTUnwrap(TextEdit.apply(edits, to: original))
        let file = FileFix(path: "App/A.swift", edits: edits, original: original, fixed: fixed)
        XCTAssertEqual(file.unifiedDiff, UnifiedDiff.make(old: original, new: fixed, oldName: "a/App/A.swift", newName: "b/App/A.swift"))
        XCTAssertTrue(fixed.hasSuffix("line 40\nlast\n"), fixed)
    }
}
