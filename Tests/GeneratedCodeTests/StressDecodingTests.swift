import Foundation
import StressGenerated
import XCTest

/// Decodes JSON through the stress contract's generated types: the awkward cases.
final class StressDecodingTests: XCTestCase {
    let encoder = Coding.encoder

    func decode<T: Decodable>(_ type: T.Type, _ json: String) throws -> T { try Coding.decode(type, json) }

    func roundTrip<T: Codable & Equatable>(_ value: T, file: StaticString = #filePath, line: UInt = #line) throws {
        try Coding.assertRoundTrip(value, file: file, line: line)
    }

    func testStringDiscriminatedUnion() throws {
        let click = try decode(Event.self, #"{ "type": "click", "x": 1, "y": 2 }"#)
        XCTAssertEqual(click, .click(ClickEvent(x: 1, y: 2)))
        let scroll = try decode(Event.self, #"{ "type": "scroll", "delta": -3 }"#)
        guard case .scroll(let s) = scroll else { return XCTFail("\(scroll)") }
        XCTAssertEqual(s.delta, -3)
        try roundTrip(click)
        try roundTrip(scroll)
        XCTAssertThrowsError(try decode(Event.self, #"{ "type": "swipe" }"#)) { error in
            guard case DecodingError.dataCorrupted(let context) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(context.codingPath.last?.stringValue, "type")
            XCTAssertTrue(context.debugDescription.contains("'swipe'"), context.debugDescription)
        }
    }

    func testBooleanDiscriminatedUnionWithGenericPayload() throws {
        let ok = try decode(Result<Int>.self, #"{ "ok": true, "value": 7 }"#)
        guard case .okTrue(let payload) = ok else { return XCTFail("\(ok)") }
        XCTAssertEqual(payload.value, 7)
        let failed = try decode(Result<Int>.self, #"{ "ok": false, "error": { "message": "no" } }"#)
        guard case .okFalse(let f) = failed else { return XCTFail("\(failed)") }
        XCTAssertEqual(f.error.message, "no")
        try roundTrip(failed)
    }

    func testKeywordSnakeAndKebabKeysRoundTrip() throws {
        let json = """
        { "default": "d", "self": true, "Type": 1, "init": ["i"], "kebab-key": 2, "data": { "a": 1 },
          "error": { "message": "m", "retry-after": 5 }, "rows": [{ "id": "r", "cells": [{ "v": null }, { "v": 1 }] }],
          "categories": [{ "name": "c" }], "status": "default", "flags": [true, null], "nothingButAny": [1, "x"],
          "yes": true, "kind": "fixed", "answer": 42 }
        """
        let awkward = try decode(Awkward.self, json)
        XCTAssertEqual(awkward.default, "d")
        XCTAssertEqual(awkward.`self`, true)
        XCTAssertEqual(awkward.firstName, "anonymous", "config default for a missing snake_case key")
        XCTAssertEqual(awkward.kebabKey, 2)
        XCTAssertEqual(awkward.error?.retryAfter, 5)
        XCTAssertEqual(awkward.rows.first?.cells.map(\.v), [nil, 1])
        XCTAssertEqual(awkward.status, .default)
        XCTAssertEqual(awkward.flags, [true, nil])
        try roundTrip(awkward)
        let keys = try JSONSerialization.jsonObject(with: encoder.encode(awkward)) as? [String: Any]
        XCTAssertNotNil(keys?["kebab-key"], "wire names are kept on encode")
        XCTAssertNotNil(keys?["first_name"])
    }

    func testEnumsFrozenNumericAndDefaults() throws {
        XCTAssertThrowsError(try decode(FrozenKind.self, #""z""#), "a frozen enum rejects unknown values")
        XCTAssertEqual(try decode(FrozenKind.self, #""b-c""#), .bc, "a single letter joins the next word, as in E-book → ebook")
        XCTAssertEqual(try decode(LevelKind.self, "6"), .high)
        XCTAssertEqual(try decode(LevelKind.self, "9"), .unknown(9))
        let colored = try decode(Colored.self, #"{ "color": "lime", "level": 0, "notALevel": 5, "only": "red" }"#)
        XCTAssertEqual(colored.fallbackColor, .red, "@default 'red'")
        XCTAssertEqual(colored.priority, .mid, "@default 5")
        XCTAssertEqual(colored.color, .lime)
        XCTAssertEqual(try decode(ProviderKind.self, #""default""#), .default)
        XCTAssertEqual(try decode(RatioKind.self, "1.5"), ._15)
    }

    func testEmptyObjectAndInheritance() throws {
        XCTAssertEqual(try decode(Empty.self, "{}"), Empty())
        XCTAssertEqual(String(decoding: try encoder.encode(Empty()), as: UTF8.self), "{}")
        let page = try decode(Page<Person>.self, #"{ "id": 1, "updatedAt": null, "items": [{ "name": "n", "age": 3 }], "total": 1 }"#)
        XCTAssertEqual(page.items.first?.age, 3)
        XCTAssertEqual(page.id, 1)
        try roundTrip(page)
    }

    /// Types that contain themselves by value: a final class with synthesized-style
    /// equality, and an indirect enum.
    func testRecursiveTypesDecodeCompareAndRoundTrip() throws {
        let json = #"{ "text": "c", "inReplyTo": { "text": "b", "inReplyTo": { "text": "a", "thread": [] }, "thread": [] }, "thread": [] }"#
        let reply = try decode(Reply.self, json)
        XCTAssertEqual(reply.inReplyTo?.inReplyTo?.text, "a")
        XCTAssertEqual(reply, try decode(Reply.self, json), "equal by value, not by identity")
        XCTAssertNotEqual(reply, try decode(Reply.self, json.replacingOccurrences(of: #""a""#, with: #""z""#)))
        XCTAssertEqual(Set([reply, try decode(Reply.self, json)]).count, 1, "hashes by value")
        try roundTrip(reply)
        let expr = try decode(Expr.self, #"{ "op": "add", "left": { "op": "lit", "value": 1 }, "right": { "op": "add", "left": { "op": "lit", "value": 2 }, "right": { "op": "lit", "value": 3 } } }"#)
        guard case .add(let sum) = expr, case .add(let inner) = sum.right, case .lit(let three) = inner.right else { return XCTFail("\(expr)") }
        XCTAssertEqual(three.value, 3)
        try roundTrip(expr)
    }
}
