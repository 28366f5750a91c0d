import ContractKit
import XCTest

/// Static and runtime findings agree: a decode failure that shows a static finding confirms
/// it, and "not reproduced" is said only when every payload of the type decoded.
final class DecodingEvidenceTests: XCTestCase {
    func finding(_ rule: AuditRule, _ type: String, _ field: String?, _ message: String = "", variant: String? = nil) -> Finding {
        var f = Finding(rule: rule, type: type, field: field, message: message, contract: nil, swift: nil)
        f.variant = variant
        return f
    }

    func evidence(_ staticFinding: Finding, _ runtime: [Finding], undecoded: Set<String> = []) -> String? {
        DecodingEvidence.mark([staticFinding], runtime: runtime, verifiedTypes: [staticFinding.type], undecoded: undecoded)
            .first { $0.rule == staticFinding.rule }?.evidence
    }

    func testAMissingUnionArmIsConfirmedByTheFailureOfItsTagsPayload() {
        let arm = finding(.unionVariantMissing, "PaymentEvent", "refund", "PaymentEvent has no case in PaymentEventDTO for kind='refund'")
        let failed = finding(.decodeFailed, "PaymentEvent", "kind", "PaymentEvent fails to decode at `kind`", variant: "variant-refund")
        XCTAssertEqual(evidence(arm, [failed], undecoded: ["PaymentEvent"]), "confirmed by decoding (variant-refund: decode-failed)")
        // Another tag's failure does not confirm it.
        let other = finding(.decodeFailed, "PaymentEvent", "kind", "PaymentEvent fails to decode at `kind`", variant: "variant-chargeback")
        XCTAssertNotEqual(evidence(arm, [other], undecoded: ["PaymentEvent"]), "confirmed by decoding (variant-chargeback: decode-failed)")
    }

    func testAMissingEnumValueIsConfirmedByAFailureThatNamesIt() {
        let value = finding(.enumCaseMissing, "Order", "status", "Order.status value 'on_hold' has no case in OrderStatus")
        let failed = finding(.decodeFailed, "Order", "state", "Order fails to decode into OrderDTO at `state`: \"on_hold\" is not accepted", variant: "full")
        XCTAssertEqual(evidence(value, [failed], undecoded: ["Order"]), "confirmed by decoding (full: decode-failed)")
    }

    func testNotReproducedOnlyWhenEveryPayloadDecoded() {
        let missing = finding(.missingField, "Order", "note")
        let elsewhere = finding(.decodeFailed, "Order", "total", "Order fails to decode at `total`", variant: "full")
        XCTAssertEqual(evidence(missing, [elsewhere], undecoded: ["Order"]),
                       "not checked by decoding: a payload of Order failed to decode before it could show this")
        XCTAssertEqual(evidence(missing, [], undecoded: []), "not reproduced by decoding")
    }
}
