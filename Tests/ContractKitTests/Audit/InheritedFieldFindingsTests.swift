@testable import ContractKit
import XCTest

/// A field a base contract type declares, dropped by the one Swift type that stands for the
/// base and for the types that extend it, is one drift: one finding, under the base, that
/// names the heirs. Generic instances of one declaration keep a finding each.
final class InheritedFieldFindingsTests: XCTestCase {
    let field = SourceLocation(file: "contract/catalog.ts", line: 12, column: 3)
    let swift = SourceLocation(file: "Sources/Label.swift", line: 4, column: 8)

    func missing(_ type: String, _ swiftType: String = "MBLabel", at contract: SourceLocation? = nil) -> Finding {
        Finding(rule: .missingField, type: type, field: "country",
                message: "\(type).country (string?) has no property in \(swiftType): the app drops this data",
                contract: contract ?? field, swift: swift)
    }

    func testOneDriftSeenThroughABaseAndItsHeirsIsOneFindingUnderTheBase() {
        let counts = ["Label": 4, "LabelHit": 5, "LabelDetail": 7]
        let findings = DTOAuditor.oneFindingPerInheritedField([missing("LabelDetail"), missing("LabelHit"), missing("Label")], fieldCounts: counts)
        XCTAssertEqual(findings.map(\.type), ["Label"])
        XCTAssertEqual(findings.first?.message,
                       "Label.country (string?) has no property in MBLabel: the app drops this data; LabelHit, LabelDetail inherit it")
    }

    func testDifferentDeclarationsOrSwiftTypesOrMessagesStaySeparate() {
        let counts = ["Label": 4, "LabelHit": 5]
        let elsewhere = SourceLocation(file: "contract/catalog.ts", line: 30, column: 3)
        // Another declaration of a field of the same name, another Swift type, and a generic
        // instance whose message differs beyond the type's name: three drifts.
        let findings = DTOAuditor.oneFindingPerInheritedField(
            [missing("Label"), missing("LabelHit", at: elsewhere), missing("LabelHit", "MBLabelHit")], fieldCounts: counts)
        XCTAssertEqual(findings.count, 3)
        XCTAssertFalse(findings.contains { $0.message.contains("inherit") })
    }

    func testTheTypeNameIsReplacedOnlyAsAWholeWord() {
        // `Label` inside `LabelKind` is not the type's name: the messages differ, so both stay.
        var base = missing("Label")
        base.message = "Label.country (LabelKind) has no property in MBLabel"
        var heir = missing("LabelHit")
        heir.message = "LabelHit.country (LabelKind) has no property in MBLabel"
        XCTAssertEqual(DTOAuditor.oneFindingPerInheritedField([base, heir], fieldCounts: ["Label": 1, "LabelHit": 2]).count, 1)
        heir.message = "LabelHit.country (LabelHitKind) has no property in MBLabel"
        XCTAssertEqual(DTOAuditor.oneFindingPerInheritedField([base, heir], fieldCounts: ["Label": 1, "LabelHit": 2]).count, 2)
    }
}
